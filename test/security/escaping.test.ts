/**
 * Escaping: a site whose every string holds script payloads — the name, topbar link and CTA names, group, anchor and
 * tab names, front matter titles and descriptions, and OpenAPI summaries, descriptions, parameter names, examples and
 * enum values. The built HTML is parsed: no element or attribute comes from a payload (the payloads show as text);
 * and in Chromium no dialog opens and no error is logged on any page. `javascript:` and `data:` links are refused.
 */
import { rmSync } from 'node:fs';
import type { Element, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateConfigText } from '../../src/config/validate.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import {
  buildToTemp,
  htmlFiles,
  launchChromium,
  offlineContext,
  serveSite,
  urlPathOf,
  type BuiltSite,
  type ServedSite,
} from '../browser/helpers/chrome-site.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  'javascript:alert(1)',
];
const P = (i: number) => PAYLOADS[i % PAYLOADS.length];
const yaml = (text: string) => JSON.stringify(text);

const OPENAPI = `openapi: 3.1.0
info: { title: ${yaml(P(0))}, version: '1' }
servers: [{ url: 'http://127.0.0.1:4010' }]
paths:
  /things:
    get:
      summary: ${yaml(P(1))}
      description: ${yaml(`${P(0)} and ${P(1)} and [x](${P(3)})`)}
      parameters:
        - name: ${yaml(P(1))}
          in: query
          description: ${yaml(P(2))}
          schema: { type: string, enum: [${yaml(P(0))}, ${yaml(P(1))}], example: ${yaml(P(2))}, default: ${yaml(P(1))} }
      responses:
        '200':
          description: ${yaml(P(2))}
          content:
            application/json:
              schema:
                type: object
                properties:
                  ${yaml(P(1))}: { type: string, description: ${yaml(P(0))}, example: ${yaml(P(0))} }
              example: { note: ${yaml(`</script><script>alert(1)</script>`)} }
`;

let site: BuiltSite;
let root: string;

beforeAll(async () => {
  root = writeFixture({
    'site.json': {
      name: P(0),
      topbarLinks: [{ name: P(1), url: 'https://example.com/?q="><img src=x onerror=alert(1)>' }],
      topbarCtaButton: { name: P(2), url: '/guide/' },
      topAnchor: { name: P(1) },
      anchors: [
        { name: P(0), url: 'guide', icon: 'book' },
        { name: P(2), url: 'https://example.com/"onmouseover="alert(1)' },
      ],
      tabs: [{ name: P(1), url: 'api' }],
      versions: [P(1), 'v2'],
      navigation: [
        { group: P(0), pages: ['index', { group: P(1), pages: ['guide/index'] }] },
        { group: P(2), pages: ['api/things'] },
      ],
      feedback: { suggestEdit: true, raiseIssue: true },
      openapi: 'openapi.yaml',
      api: { baseUrl: 'http://127.0.0.1:4010' },
    },
    'index.md': `---\ntitle: ${yaml(P(0))}\ndescription: ${yaml(P(1))}\nsidebarTitle: ${yaml(P(2))}\n---\n\nText.\n\n## ${P(3)}\n`,
    'guide/index.md': `---\ntitle: ${yaml(P(1))}\ndescription: ${yaml(P(2))}\n---\n\nSee [home](../index.md).\n`,
    'api/things.md': `---\ntitle: ${yaml(P(2))}\ndescription: ${yaml(P(0))}\nopenapi: GET /things\n---\n\nEndpoint.\n`,
    'openapi.yaml': OPENAPI,
  });
  site = await buildToTemp(root);
}, 120_000);

afterAll(() => {
  site?.remove();
  rmSync(root, { recursive: true, force: true });
});

/** Scripts Quire writes itself: the theme script, its modules, and JSON data blocks. */
function isOwnScript(node: Element): boolean {
  const { src, type } = node.properties;
  if (typeof src === 'string') return src.startsWith('/_quire/');
  if (type === 'application/json') return true;
  return (
    (node.children[0] as { value?: string } | undefined)?.value?.startsWith(
      '(function(){var d=document.documentElement',
    ) ?? false
  );
}

describe('escaping in the built HTML', () => {
  it('builds (the payloads are text, not mistakes)', () => {
    expect(site.result.ok).toBe(true);
  });

  it('has no element or attribute from a payload on any page, and shows each payload as text', () => {
    const files = htmlFiles(site.dir);
    expect(files.length).toBeGreaterThanOrEqual(4);
    const texts: string[] = [];
    for (const file of files) {
      const tree = unified().use(rehypeParse).parse(readOut(site.dir, file)) as Root;
      visit(tree, (node) => {
        if (node.type === 'text') texts.push(node.value);
        if (node.type !== 'element') return;
        const where = `${file}: <${node.tagName} ${JSON.stringify(node.properties)}>`;
        if (node.tagName === 'script') expect(isOwnScript(node), where).toBe(true);
        expect(node.tagName === 'img' && node.properties.src === 'x', where).toBe(false);
        for (const [name, value] of Object.entries(node.properties)) {
          expect(/^on/i.test(name), where).toBe(false);
          if (['href', 'src', 'action', 'formAction', 'xLinkHref'].includes(name))
            expect(String(value).trim(), where).not.toMatch(/^(javascript|data|vbscript):/i);
        }
      });
    }
    const all = texts.join('\n');
    for (const payload of PAYLOADS) expect(all).toContain(payload);
  });
});

describe('escaping in Chromium', () => {
  let browser: Browser;
  let served: ServedSite;
  beforeAll(async () => {
    browser = await launchChromium();
    served = await serveSite(site.dir);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await served?.close();
  });

  it('opens no dialog and logs no error on any page, even on hover and click', { timeout: 120_000 }, async () => {
    const context = await offlineContext(browser);
    const page = await context.newPage();
    const incidents: string[] = [];
    page.on('dialog', (dialog) => {
      incidents.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('pageerror', (error) => incidents.push(`error: ${error.message}`));
    page.on('console', (message) => {
      // Requests that leave the machine are aborted by the test context; those failures are expected.
      if (message.type() === 'error' && !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(message.text()))
        incidents.push(`console: ${message.text()}`);
    });
    for (const file of htmlFiles(site.dir)) {
      await page.goto(`${served.url}${urlPathOf(file)}`);
      await page.mouse.move(10, 10);
      for (const link of await page.locator('a').all()) await link.hover({ timeout: 500 }).catch(() => {});
      await page.waitForTimeout(50);
    }
    await context.close();
    expect(incidents).toEqual([]);
  });
});

describe('javascript: and data: links in site.json', () => {
  it('are refused with a diagnostic at the setting, in every link setting', () => {
    const config = {
      name: 'X',
      navigation: [{ group: 'A', pages: ['index'] }],
      topbarLinks: [{ name: 'a', url: ' JavaScript:alert(1)' }],
      topbarCtaButton: { name: 'b', url: 'java\tscript:alert(1)' },
      anchors: [{ name: 'c', url: 'data:text/html,<script>alert(1)</script>' }],
      tabs: [{ name: 'd', url: 'vbscript:msgbox(1)' }],
      logo: { light: '/a.svg', dark: '/b.svg', href: '\u0001javascript:alert(1)' },
      footerSocials: { github: 'DATA:text/html;base64,PHNjcmlwdD4=', x: 'https://x.com/acme' },
    };
    const result = validateConfigText(JSON.stringify(config, null, 2));
    expect(result.config).toBeUndefined();
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "site.json:14:14 error topbarLinks[0].url: expected an http(s), mailto or relative URL, found a javascript: URL, which would run script or show inline content when clicked [config/unsafe-url]
        hint: link to a page (e.g. "https://acme.com/support" or "guides/setup"); javascript: and data: URLs are refused
      site.json:19:12 error topbarCtaButton.url: expected an http(s), mailto or relative URL, found a javascript: URL, which would run script or show inline content when clicked [config/unsafe-url]
        hint: link to a page (e.g. "https://acme.com/support" or "guides/setup"); javascript: and data: URLs are refused
      site.json:24:14 error anchors[0].url: expected an http(s), mailto or relative URL, found a data: URL, which would run script or show inline content when clicked [config/unsafe-url]
        hint: link to a page (e.g. "https://acme.com/support" or "guides/setup"); javascript: and data: URLs are refused
      site.json:30:14 error tabs[0].url: expected an http(s), mailto or relative URL, found a vbscript: URL, which would run script or show inline content when clicked [config/unsafe-url]
        hint: link to a page (e.g. "https://acme.com/support" or "guides/setup"); javascript: and data: URLs are refused
      site.json:36:13 error logo.href: expected an http(s), mailto or relative URL, found a javascript: URL, which would run script or show inline content when clicked [config/unsafe-url]
        hint: link to a page (e.g. "https://acme.com/support" or "guides/setup"); javascript: and data: URLs are refused
      site.json:39:15 error footerSocials.github: expected an http(s), mailto or relative URL, found a data: URL, which would run script or show inline content when clicked [config/unsafe-url]
        hint: link to a page (e.g. "https://acme.com/support" or "guides/setup"); javascript: and data: URLs are refused

      6 errors"
    `);
  });
});
