/** `analytics` and `integrations`: read from site.json/mint.json and docs.json into one typed `SiteConfig.analytics`. */
import { describe, expect, it } from 'vitest';
import { validateConfigText } from '../../src/config/validate.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { check as checkDocsJson, minimal as minimalDocs } from './docs-json/check.js';

const minimal = { name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] };

function check(value: Record<string, unknown>) {
  return validateConfigText(JSON.stringify({ ...minimal, ...value }, null, 2));
}

const every = {
  ga4: { measurementId: 'G-ABC123' },
  gtm: { tagId: 'GTM-ABC123' },
  posthog: { apiKey: 'phc_abc' },
  plausible: { domain: 'docs.example.com' },
  hotjar: { hjid: 123, hjsv: '6' },
  fathom: { siteId: 'ABCDEF' },
  mixpanel: { projectToken: 'tok', region: 'eu' },
  segment: { key: 'writekey' },
  amplitude: { apiKey: 'ampkey' },
  koala: { publicApiKey: 'pk_abc' },
};

describe('analytics in site.json and mint.json', () => {
  it('resolves every service with its defaults, and Intercom written as an app ID', () => {
    const result = check({ analytics: every, integrations: { intercom: 'abc123' } });
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.analytics).toEqual({
      ga4: { measurementId: 'G-ABC123' },
      gtm: { tagId: 'GTM-ABC123' },
      posthog: { apiKey: 'phc_abc', apiHost: 'https://us.i.posthog.com', sessionRecording: true },
      plausible: { domain: 'docs.example.com', server: 'plausible.io' },
      hotjar: { hjid: '123', hjsv: '6' },
      fathom: { siteId: 'ABCDEF' },
      mixpanel: { projectToken: 'tok', region: 'eu' },
      segment: { key: 'writekey' },
      amplitude: { apiKey: 'ampkey' },
      koala: { publicApiKey: 'pk_abc' },
      intercom: { appId: 'abc123' },
    });
  });

  it('leaves `analytics` out of the config when nothing is configured', () => {
    expect(check({}).config).not.toHaveProperty('analytics');
    expect(check({ analytics: {}, integrations: {} }).config).not.toHaveProperty('analytics');
  });

  it('drops a trailing slash of a self-hosted PostHog', () => {
    const result = check({ analytics: { posthog: { apiKey: 'phc_a', apiHost: 'https://ph.example.com/ingest/' } } });
    expect(result.config?.analytics?.posthog?.apiHost).toBe('https://ph.example.com/ingest');
  });

  it('reports a missing ID, a wrong type and an unsafe host as errors at their line and column', () => {
    const result = check({
      analytics: {
        ga4: {},
        hotjar: { hjid: true, hjsv: '6' },
        posthog: { apiKey: 'phc_a', apiHost: 'https://evil.example;script-src *' },
        plausible: { domain: 'docs.example.com', server: 'https://plausible.io' },
      },
      integrations: { intercom: { appId: 'a"b' } },
    });
    expect(result.config).toBeUndefined();
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "site.json:12:12 error analytics.ga4: missing required setting \`measurementId\` [config/missing-setting]
        hint: The Measurement ID of a GA4 web stream. e.g. "measurementId": "G-XXXXXXX"
      site.json:14:15 error analytics.hotjar.hjid: expected digits, like "1234567", found a boolean [config/invalid-type]
        hint: The Hotjar site ID (digits).
      site.json:19:18 error analytics.posthog.apiHost: expected an http(s) URL like "https://eu.i.posthog.com", found "https://evil.example;script-src *" [config/invalid-value]
        hint: The PostHog instance or reverse proxy that receives events: \`https://eu.i.posthog.com\` for the EU cloud, or a self-hosted URL.
      site.json:23:17 error analytics.plausible.server: expected a host name like "plausible.example.com" (no https://), found "https://plausible.io" [config/invalid-value]
        hint: Host name of a self-hosted Plausible, without \`https://\`.
      site.json:28:16 error integrations.intercom.appId: expected an app ID of letters and digits, like "abc123de", found "a\\"b" [config/invalid-value]
        hint: The Intercom app ID (workspace ID).

      5 errors"
    `);
  });

  it('warns about a Mintlify service Quire does not load, and still loads the rest', () => {
    const result = check({ analytics: { ga4: { measurementId: 'G-1' }, heap: { appId: '1' } } });
    expect(result.diagnostics.map((d) => `${d.severity} ${d.rule} ${d.jsonPath}`)).toEqual([
      'warning config/unsupported-setting analytics.heap',
    ]);
    expect(result.config?.analytics).toEqual({ ga4: { measurementId: 'G-1' } });
  });
});

describe('integrations in docs.json', () => {
  it('reads analytics services and Intercom from one object', () => {
    const result = checkDocsJson({
      ...minimalDocs,
      integrations: { ga4: { measurementId: 'G-1' }, plausible: { domain: 'a.example' }, intercom: { appId: 'x1' } },
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.analytics).toEqual({
      ga4: { measurementId: 'G-1' },
      plausible: { domain: 'a.example', server: 'plausible.io' },
      intercom: { appId: 'x1' },
    });
  });

  it('reports a wrong setting at its line and column', () => {
    const result = checkDocsJson({ ...minimalDocs, integrations: { fathom: { siteId: 7 } } });
    expect(result.config).toBeUndefined();
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "docs.json:15:17 error integrations.fathom.siteId: expected a string, found a number [config/invalid-type]
        hint: The Fathom site ID.

      1 error"
    `);
  });
});
