/**
 * Issue 23, item 9: a font URL `https://fonts.example.com;sandbox/inter.woff2` put `;sandbox` into the policy of
 * `_headers`, and the whole site ran sandboxed with no JavaScript. Every host that goes into the policy is now
 * checked: through the real CLI, each place a host comes from (font files, `api.baseUrl` and docs.json's
 * `api.mdx.server`, analytics hosts, OpenAPI `servers`, `api:` front matter URLs) given a host with `;sandbox` is a
 * diagnostic at its setting (or file) and never reaches `_headers` or `vercel.json`; and the policy writer itself
 * lists only plain `scheme://host[:port]` sources, whatever it is handed.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createContentSecurityPolicy } from '../../src/render/security-headers.js';
import { cliBuild, removeBuilds } from './helpers/cli-build.js';

afterAll(removeBuilds);

const BAD = 'https://evil.example;sandbox';
const DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'connect-src',
  'font-src',
  'media-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
];

/** Every directive of `policy` is one Quire writes, and every source in it is a keyword, hash, scheme or host. */
function expectPlainPolicy(policy: string): void {
  expect(policy).not.toMatch(/sandbox|evil/);
  for (const directive of policy.split('; ')) {
    const [name, ...sources] = directive.split(' ');
    expect(DIRECTIVES, directive).toContain(name);
    for (const source of sources)
      expect(source, directive).toMatch(
        /^(?:'(?:self|none|wasm-unsafe-eval|sha256-[A-Za-z0-9+/]+=*)'|data:|https:|[a-z]+:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d+)?)$/,
      );
  }
}

function policiesOf(build: ReturnType<typeof cliBuild>): string[] {
  const headers = /Content-Security-Policy: (.*)/.exec(build.read('_headers') ?? '')?.[1] ?? '';
  const vercel = JSON.parse(build.read('vercel.json') ?? '{"headers":[]}') as {
    headers: Array<{ headers: Array<{ key: string; value: string }> }>;
  };
  const fromVercel = vercel.headers[0]?.headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
  return [headers, fromVercel];
}

/** The site's generated theme stylesheet (`_quire/theme.<hash>.css`). */
function themeCss(build: ReturnType<typeof cliBuild>): string {
  const name = readdirSync(path.join(build.out, '_quire')).find((file) => /^theme\..*\.css$/.test(file));
  return name === undefined ? '' : (build.read(`_quire/${name}`) ?? '');
}

const OPENAPI = `openapi: 3.0.3
info: { title: Things, version: '1' }
servers:
  - url: ${BAD}/v1
paths:
  /things:
    get:
      summary: List things
      responses: { '200': { description: OK } }
`;

describe('hosts that go into the Content-Security-Policy', () => {
  it('font files, OpenAPI servers and api: URLs with a bad host warn at their place and stay out of the policy', () => {
    const build = cliBuild({
      'site.json': {
        name: 'Acme',
        navigation: [{ group: 'Docs', pages: ['index', 'things', 'call'] }],
        font: {
          family: 'Inter',
          url: 'https://fonts.example.com;sandbox/inter.woff2',
          headings: { family: 'Grotesk', url: 'https://fonts.example.com space/g.woff2' },
        },
        openapi: 'openapi.yaml',
      },
      'index.md': '# Home\n',
      'things.md': '---\ntitle: Things\nopenapi: GET /things\n---\n',
      'call.md': `---\ntitle: Call\napi: POST ${BAD}/call\n---\n`,
      'openapi.yaml': OPENAPI,
    });
    expect(build.code).toBe(0);
    const warnings = build.stderr.split('\n').filter((line) => / warning /.test(line));
    expect(warnings).toEqual([
      'site.json:15:12 warning font.url: expected a font URL whose host is a plain host name, found "https://fonts.example.com;sandbox/inter.woff2"; the font is not loaded, nor named in _headers [config/missing-font]',
      'site.json:18:14 warning font.headings.url: expected a font URL whose host is a plain host name, found "https://fonts.example.com space/g.woff2"; the font is not loaded, nor named in _headers [config/missing-font]',
      `call.md warning API server "${BAD}" has a host that is not a plain host name; it is left out of connect-src in _headers, so the playground cannot call it where that policy applies [openapi/invalid-server]`,
      `openapi.yaml warning API server "${BAD}/v1" has a host that is not a plain host name; it is left out of connect-src in _headers, so the playground cannot call it where that policy applies [openapi/invalid-server]`,
    ]);
    for (const policy of policiesOf(build)) expectPlainPolicy(policy);
    // Nor is the font loaded from there.
    expect(themeCss(build)).toContain('--q-font: "Inter"');
    expect(themeCss(build)).not.toContain('sandbox');
  });

  it('API base URLs and analytics hosts of site.json with a bad host are errors at their setting', () => {
    const build = cliBuild({
      'site.json': {
        name: 'Acme',
        navigation: [{ group: 'Docs', pages: ['index'] }],
        api: { baseUrl: ['https://api.example.com', `${BAD}/v1`] },
        analytics: {
          posthog: { apiKey: 'phc_x', apiHost: BAD },
          plausible: { domain: 'a.example', server: 'p.example;sandbox' },
        },
      },
      'index.md': '# Home\n',
    });
    expect(build.code).toBe(1);
    expect(build.stderr.split('\n').filter((line) => / error /.test(line))).toEqual([
      `site.json:14:7 error api.baseUrl[1]: expected an absolute http(s) URL whose host is a plain host name, found "${BAD}/v1" [config/invalid-url]`,
      `site.json:20:18 error analytics.posthog.apiHost: expected an http(s) URL like "https://eu.i.posthog.com", found "${BAD}" [config/invalid-value]`,
      'site.json:24:17 error analytics.plausible.server: expected a host name like "plausible.example.com" (no https://), found "p.example;sandbox" [config/invalid-value]',
    ]);
    expect(build.read('_headers')).toBeUndefined();
  });

  it('the same settings of docs.json are diagnostics at their keys', () => {
    const build = cliBuild({
      'docs.json': {
        name: 'Acme',
        theme: 'mint',
        colors: { primary: '#0D9373' },
        navigation: { pages: ['index'] },
        api: { mdx: { server: `${BAD}/v1` } },
        integrations: { posthog: { apiKey: 'phc_x', apiHost: BAD } },
      },
      'index.md': '# Home\n',
    });
    expect(build.code).toBe(1);
    const lines = build.stderr.split('\n').filter((line) => / (error|warning) /.test(line));
    expect(lines).toEqual([
      `docs.json:14:17 error api.mdx.server: expected an absolute http(s) URL whose host is a plain host name, found "${BAD}/v1" [config/invalid-url]`,
      `docs.json:20:18 error integrations.posthog.apiHost: expected an http(s) URL like "https://eu.i.posthog.com", found "${BAD}" [config/invalid-value]`,
    ]);
    expect(build.read('_headers')).toBeUndefined();
  });

  it('a docs.json font source with a bad host warns at its key and stays out of the policy', () => {
    const build = cliBuild({
      'docs.json': {
        name: 'Acme',
        theme: 'mint',
        colors: { primary: '#0D9373' },
        navigation: { pages: ['index'] },
        fonts: { family: 'Inter', source: 'https://fonts.example.com;sandbox/inter.woff2' },
      },
      'index.md': '# Home\n',
    });
    expect(build.code).toBe(0);
    expect(build.stderr.split('\n').filter((line) => /missing-font/.test(line))).toEqual([
      'docs.json:14:15 warning fonts.source: expected a font URL whose host is a plain host name, found "https://fonts.example.com;sandbox/inter.woff2"; the font is not loaded, nor named in _headers [config/missing-font]',
    ]);
    for (const policy of policiesOf(build)) expectPlainPolicy(policy);
  });

  it('the policy writer lists no source that is not a plain host, whatever it is handed', () => {
    const policy = createContentSecurityPolicy({
      sampleHtml: '<script>1</script>',
      connect: [`${BAD}/v1`, 'https://ok.example/v1', 'https://a.example sandbox', "https://a.example'unsafe-inline'"],
      fonts: [BAD, 'https://fonts.example', 'https://f.example/x;sandbox'],
      analytics: { plausible: { domain: 'a.example', server: 'p.example;sandbox' } },
    });
    expectPlainPolicy(policy);
    expect(policy).toContain("connect-src 'self' https://api.github.com https://ok.example");
    expect(policy).toContain("font-src 'self' https://fonts.example;");
  });
});
