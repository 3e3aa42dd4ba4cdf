/** The loader tags of each analytics service and the Content-Security-Policy hosts it adds. */
import { describe, expect, it } from 'vitest';
import type { AnalyticsConfig } from '../../src/config/types.js';
import { analyticsHead, analyticsSources } from '../../src/render/analytics.js';
import { createContentSecurityPolicy, inlineScripts } from '../../src/render/security-headers.js';

/** The policy's sources for one directive, without `'self'` and hashes. */
function directive(policy: string, name: string): string[] {
  const entry = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return (entry?.split(' ').slice(1) ?? []).filter((s) => !s.startsWith("'"));
}

/** The `src` of each external script in `html`. */
function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
}

describe('analytics loaders, one service at a time', () => {
  const cases: Array<{
    config: AnalyticsConfig;
    scripts: string[];
    inline: RegExp[];
    script: string[];
    connect: string[];
  }> = [
    {
      config: { ga4: { measurementId: 'G-ABC' } },
      scripts: ['https://www.googletagmanager.com/gtag/js?id=G-ABC'],
      inline: [/gtag\("config","G-ABC"\)/],
      script: ['https://www.googletagmanager.com'],
      connect: ['https://*.analytics.google.com', 'https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    },
    {
      config: { gtm: { tagId: 'GTM-XYZ' } },
      scripts: ['https://www.googletagmanager.com/gtm.js?id=GTM-XYZ'],
      inline: [/dataLayer\.push\(\{"gtm\.start"/],
      script: ['https://www.googletagmanager.com'],
      connect: ['https://*.analytics.google.com', 'https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    },
    {
      config: { posthog: { apiKey: 'phc_k', apiHost: 'https://eu.i.posthog.com', sessionRecording: false } },
      scripts: ['https://eu-assets.i.posthog.com/static/array.js'],
      inline: [/\["phc_k",\{"api_host":"https:\/\/eu\.i\.posthog\.com","disable_session_recording":true\},"posthog"\]/],
      script: ['https://eu-assets.i.posthog.com'],
      connect: ['https://eu-assets.i.posthog.com', 'https://eu.i.posthog.com'],
    },
    {
      config: { posthog: { apiKey: 'phc_k', apiHost: 'https://ph.example.com/ingest', sessionRecording: true } },
      scripts: ['https://ph.example.com/ingest/static/array.js'],
      inline: [/"api_host":"https:\/\/ph\.example\.com\/ingest","disable_session_recording":false/],
      script: ['https://ph.example.com'],
      connect: ['https://ph.example.com'],
    },
    {
      config: { plausible: { domain: 'docs.example.com', server: 'plausible.io' } },
      scripts: ['https://plausible.io/js/script.js'],
      inline: [],
      script: ['https://plausible.io'],
      connect: ['https://plausible.io'],
    },
    {
      config: { hotjar: { hjid: '123', hjsv: '6' } },
      scripts: ['https://static.hotjar.com/c/hotjar-123.js?sv=6'],
      inline: [/window\._hjSettings=\{hjid:123,hjsv:6\}/],
      script: ['https://*.hotjar.com'],
      connect: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    },
    {
      config: { fathom: { siteId: 'ABCD' } },
      scripts: ['https://cdn.usefathom.com/script.js'],
      inline: [],
      script: ['https://cdn.usefathom.com'],
      connect: ['https://cdn.usefathom.com'],
    },
    {
      config: { mixpanel: { projectToken: 'tok', region: 'in' } },
      scripts: ['https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js'],
      inline: [/\["tok",\{"api_host":"https:\/\/api-in\.mixpanel\.com","track_pageview":true\},"mixpanel"\]/],
      script: ['https://cdn.mxpnl.com'],
      connect: ['https://api-in.mixpanel.com'],
    },
    {
      config: { segment: { key: 'wk1' } },
      scripts: ['https://cdn.segment.com/analytics.js/v1/wk1/analytics.min.js'],
      inline: [/a\._writeKey="wk1"/],
      script: ['https://cdn.segment.com'],
      connect: ['https://api.segment.io', 'https://cdn.segment.com'],
    },
    {
      config: { amplitude: { apiKey: 'amp1' } },
      scripts: [],
      inline: [/s\.src="https:\/\/cdn\.amplitude\.com\/script\/amp1\.js".*amplitude\.init\("amp1"/],
      script: ['https://cdn.amplitude.com'],
      connect: ['https://api2.amplitude.com', 'https://cdn.amplitude.com'],
    },
    {
      config: { koala: { publicApiKey: 'pk_1' } },
      scripts: ['https://cdn.getkoala.com/v1/pk_1/sdk.js'],
      inline: [/window\.ko=window\.ko\|\|\[\]/],
      script: ['https://cdn.getkoala.com'],
      connect: ['https://api.getkoala.com'],
    },
    {
      config: { intercom: { appId: 'app1' } },
      scripts: ['https://widget.intercom.io/widget/app1'],
      inline: [/window\.intercomSettings=\{api_base:"https:\/\/api-iam\.intercom\.io",app_id:"app1"\}/],
      script: ['https://js.intercomcdn.com', 'https://widget.intercom.io'],
      connect: [
        'https://api-iam.intercom.io',
        'https://api-ping.intercom.io',
        'https://nexus-websocket-a.intercom.io',
        'https://uploads.intercomcdn.com',
        'wss://nexus-websocket-a.intercom.io',
      ],
    },
  ];

  it.each(cases.map((c) => [Object.keys(c.config)[0], c] as const))('%s', (_, c) => {
    const head = analyticsHead(c.config);
    expect(scriptSources(head)).toEqual(c.scripts);
    const inline = inlineScripts(head);
    expect(inline).toHaveLength(c.inline.length);
    for (const [i, pattern] of c.inline.entries()) expect(inline[i]).toMatch(pattern);
    const policy = createContentSecurityPolicy({ sampleHtml: head, connect: [], analytics: c.config });
    expect(directive(policy, 'script-src')).toEqual(c.script);
    expect(directive(policy, 'connect-src')).toEqual(['https://api.github.com', ...c.connect]);
    // Every inline loader is allowed by its hash, as the theme script is.
    expect(policy.match(/'sha256-/g)?.length ?? 0).toBe(c.inline.length);
    // Every external script's host is allowed.
    for (const src of c.scripts) {
      const origin = new URL(src).origin;
      const allowed = c.script.some((s) => s === origin || (s.includes('*.') && origin.endsWith(s.split('*')[1])));
      expect(allowed, src).toBe(true);
    }
  });
});

describe('analytics loaders together', () => {
  it('adds nothing, to the head or the policy, when no service is configured', () => {
    expect(analyticsHead(undefined)).toBe('');
    const without = createContentSecurityPolicy({ sampleHtml: '', connect: [] });
    expect(createContentSecurityPolicy({ sampleHtml: '', connect: [], analytics: undefined })).toBe(without);
    expect(without).not.toContain('media-src');
    expect(directive(without, 'font-src')).toEqual([]);
  });

  it('adds fonts and media only for the services that need them', () => {
    expect(analyticsSources({ intercom: { appId: 'a' } })['font-src']).toEqual([
      'https://fonts.intercomcdn.com',
      'https://js.intercomcdn.com',
    ]);
    const policy = createContentSecurityPolicy({
      sampleHtml: '',
      connect: [],
      analytics: { intercom: { appId: 'a' } },
    });
    expect(policy).toContain("media-src 'self' https://js.intercomcdn.com");
    expect(
      createContentSecurityPolicy({ sampleHtml: '', connect: [], analytics: { ga4: { measurementId: 'G' } } }),
    ).not.toContain('media-src');
  });

  it('writes services in a fixed order and lists each host once', () => {
    const config: AnalyticsConfig = { gtm: { tagId: 'GTM-1' }, ga4: { measurementId: 'G-1' } };
    const head = analyticsHead(config);
    expect(head.indexOf('gtag/js')).toBeLessThan(head.indexOf('gtm.js'));
    expect(analyticsHead({ ga4: { measurementId: 'G-1' }, gtm: { tagId: 'GTM-1' } })).toBe(head);
    expect(analyticsSources(config)['script-src']).toEqual(['https://www.googletagmanager.com']);
  });

  it('escapes configured values in script text, attributes and URLs', () => {
    const head = analyticsHead({
      ga4: { measurementId: 'G-1</script><script>alert(1)//' },
      plausible: { domain: 'a"onload="alert(1)', server: 'plausible.io' },
      fathom: { siteId: "x'<y&" },
    });
    expect(head.match(/<\/script>/g)).toHaveLength(4);
    expect(head).not.toContain('<script>alert');
    expect(head).toContain('gtag("config","G-1\\u003c/script\\u003e\\u003cscript\\u003ealert(1)//")');
    expect(head).toContain('id=G-1%3C%2Fscript%3E%3Cscript%3Ealert(1)%2F%2F"');
    expect(head).toContain('data-domain="a&quot;onload=&quot;alert(1)"');
    expect(head).toContain('data-site="x&#39;&lt;y&amp;"');
  });
});
