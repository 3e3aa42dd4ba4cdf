/**
 * Authors' content under the site's own Content-Security-Policy, as Netlify or Cloudflare Pages serve it from
 * `_headers`: pages like the corpus's (a `style={{…}}` prop, a raw HTML `style` attribute, a YouTube and a Loom
 * `<iframe>`, a remote `<video>` and a remote image) load in Chromium with no violation, each embed is requested (a
 * request the policy blocks never reaches the network), and an embed from an origin no page uses is still refused.
 * The docs folder's own `style.css` and `custom.js` (linked by content hash) apply and run under the same policy, and
 * so does the `<style>` element a snippet component writes (allowed by its hash; any other sheet is still refused).
 * Every request off 127.0.0.1 is aborted by the test: nothing reaches the internet.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordCspViolations, useCspSite } from './helpers/csp-server.js';

const EMBEDS = {
  youtube: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
  loom: 'https://www.loom.com/embed/0123456789abcdef',
  video: 'https://cdn.example.com/media/demo.mp4',
  image: 'https://images.example.com/diagram.png',
};

const csp = useCspSite({
  'docs.json': JSON.stringify({
    name: 'Embeds',
    navigation: { groups: [{ group: 'Start', pages: ['index', 'raw'] }] },
  }),
  'index.mdx': [
    '---',
    'title: Embeds',
    '---',
    '',
    "import { Sheet } from '/snippets/sheet.jsx';",
    '',
    '<div id="styled-jsx" style={{ color: \'rgb(1, 2, 3)\', marginTop: 8 }}>Styled with a style prop.</div>',
    '',
    '<Sheet />',
    '',
    '<p id="styled-html" style="color: rgb(4, 5, 6)">Styled with a style attribute.</p>',
    '',
    '<Frame>',
    `  <iframe src="${EMBEDS.youtube}" title="YouTube video" width="560" height="315" allowFullScreen />`,
    '</Frame>',
    '',
    `<video controls src="${EMBEDS.video}" />`,
    '',
    `<img src="${EMBEDS.image}" alt="Diagram" />`,
    '',
    'An embed shown as code is not an embed:',
    '',
    '```html',
    '<iframe src="https://code-sample.example/embed"></iframe>',
    '```',
    '',
  ].join('\n'),
  'style.css': '#styled-jsx { font-weight: 700; }\n',
  // A component with logic that writes its own <style>, as checkly's SetupFlow does.
  'snippets/sheet.jsx': [
    'const ids = ["from-sheet"];',
    'export const Sheet = () => (',
    '  <div>',
    '    <style>{ids.map((id) => `#${id} { color: rgb(20, 21, 22); }`).join("\\n")}</style>',
    '    {ids.map((id) => <p key={id} id={id}>Styled by a component’s sheet.</p>)}',
    '  </div>',
    ');',
    '',
  ].join('\n'),
  'custom.js': [
    "document.documentElement.setAttribute('data-author-script', 'ran');",
    'document.body.insertAdjacentHTML(\'beforeend\', \'<p id="from-script" style="color: rgb(10, 11, 12)">x</p>\');',
    '',
  ].join('\n'),
  'raw.md': [
    '---',
    'title: Raw HTML',
    '---',
    '',
    '<div id="styled-raw" style="color: rgb(7, 8, 9)">',
    `<iframe src="${EMBEDS.loom}" title="Loom video" width="640" height="360"></iframe>`,
    '</div>',
    '',
  ].join('\n'),
});

/**
 * A context that aborts every request off 127.0.0.1 (recording its URL in `requested`) and records CSP violations
 * (events, in the page) and CSP console messages and script errors (in `problems`).
 */
async function watched(requested: string[], problems: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await csp.browser.newContext();
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      requested.push(route.request().url());
      await route.abort('internetdisconnected');
    },
  );
  await recordCspViolations(context);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  return { context, page };
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);

describe('authors’ content under the site’s Content-Security-Policy', () => {
  it('names the embedded origins and allows style attributes, and nothing else', () => {
    const policy = csp.server.csp;
    expect(policy).toContain("frame-src 'self' https://www.loom.com https://www.youtube.com;");
    expect(policy).toContain("media-src 'self' https://cdn.example.com;");
    expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/]+=*'; style-src-attr 'unsafe-inline';/);
    expect(policy).not.toContain('code-sample.example');
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+ 'wasm-unsafe-eval';/);
  });

  it('loads every page with its styles and embeds and no violation', { timeout: 60_000 }, async () => {
    const requested: string[] = [];
    const problems: string[] = [];
    const { context, page } = await watched(requested, problems);
    await page.goto(`${csp.server.origin}/`);
    // The embeds were requested: a request the policy refuses never reaches the router.
    await expect
      .poll(() => [EMBEDS.youtube, EMBEDS.video, EMBEDS.image].filter((url) => !requested.includes(url)), {
        timeout: 15_000,
      })
      .toEqual([]);
    const color = (selector: string) => page.$eval(selector, (element) => getComputedStyle(element).color);
    expect(await color('#styled-jsx')).toBe('rgb(1, 2, 3)');
    expect(await color('#styled-html')).toBe('rgb(4, 5, 6)');
    // The author's stylesheet applies, and the author's script ran and may write a style attribute.
    expect(await page.$eval('#styled-jsx', (element) => getComputedStyle(element).fontWeight)).toBe('700');
    expect(await page.getAttribute('html', 'data-author-script')).toBe('ran');
    expect(await color('#from-script')).toBe('rgb(10, 11, 12)');
    expect(await color('#from-sheet')).toBe('rgb(20, 21, 22)');
    expect(await violations(page)).toEqual([]);

    await page.goto(`${csp.server.origin}/raw/`);
    await expect.poll(() => requested.includes(EMBEDS.loom), { timeout: 15_000 }).toBe(true);
    expect(await color('#styled-raw')).toBe('rgb(7, 8, 9)');
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('still refuses a frame from an origin no page embeds (the watch sees violations)', {
    timeout: 60_000,
  }, async () => {
    const requested: string[] = [];
    const problems: string[] = [];
    const { context, page } = await watched(requested, problems);
    await page.goto(`${csp.server.origin}/`);
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = 'https://not-embedded.example/';
      document.body.append(frame);
    });
    await expect.poll(() => violations(page), { timeout: 15_000 }).toEqual(['frame-src https://not-embedded.example']);
    expect(requested).not.toContain('https://not-embedded.example/');
    // A sheet no page has (injected markup) is refused: the policy names sheets by hash, not 'unsafe-inline'.
    await page.evaluate(() => {
      const sheet = document.createElement('style');
      sheet.textContent = '#styled-jsx { color: rgb(30, 31, 32) }';
      document.head.append(sheet);
    });
    await expect.poll(() => violations(page), { timeout: 15_000 }).toContain('style-src-elem inline');
    expect(await page.$eval('#styled-jsx', (element) => getComputedStyle(element).color)).toBe('rgb(1, 2, 3)');
    await context.close();
  });
});
