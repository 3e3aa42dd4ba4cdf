/**
 * docs.json `banner` and `footer.links` in Chromium, served with the site's own Content-Security-Policy: the close
 * button hides the banner and the choice is remembered, so the next page hides it before the banner is even parsed
 * (no flash); another banner's dismissal does not hide this one; axe finds no violation in the banner and the
 * footer, light and dark, at 1280 and 375 px; the JSON-LD and the head script break no policy rule.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useCspSite } from './helpers/csp-server.js';
import { offlineContext } from './helpers/chrome-site.js';

// Evaluated through the DevTools protocol, which the page's policy does not govern (a script tag would break it).
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const csp = useCspSite({
  'docs.json': JSON.stringify({
    name: 'Acme',
    banner: { content: 'Acme 2.0 is **out**. [See what changed](/guide)', dismissible: true },
    footer: {
      socials: { github: 'https://github.com/acme' },
      links: [
        { header: 'Company', items: [{ label: 'About', href: 'https://acme.com/about' }] },
        { header: 'Docs', items: [{ label: 'Guide', href: '/guide' }] },
      ],
    },
    seo: { organization: { url: 'https://acme.com' } },
    navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
  }),
  'index.mdx': '---\ntitle: Welcome\n---\n\nHello.\n',
  'guide.mdx': '---\ntitle: Guide\n---\n\nThe guide.\n',
});

/** A page that records CSP reports and script errors into `problems`. */
async function open(context: BrowserContext, problems: string[], url = '/'): Promise<Page> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${csp.server.origin}${url}`);
  return page;
}

describe('the banner', () => {
  it('closes with its button, and stays closed on the next page from before it is parsed', async () => {
    const context = await offlineContext(csp.browser);
    // Whether <html> already says "dismissed" when the banner element first enters the document.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.q-banner')) return;
        (window as unknown as { dismissedAtParse: boolean }).dismissedAtParse =
          document.documentElement.hasAttribute('data-banner-dismissed');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const problems: string[] = [];
    const page = await open(context, problems);
    const banner = page.locator('.q-banner');
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.getAttribute('aria-label')).toBe('Announcement');
    const close = page.getByRole('button', { name: 'Dismiss announcement' });
    await close.focus();
    await page.keyboard.press('Enter');
    expect(await banner.isVisible()).toBe(false);
    const key = await page.getAttribute('html', 'data-banner-key');
    expect(key).toMatch(/^quire-banner-[0-9a-f]{12}$/);
    expect(await page.evaluate((k) => localStorage.getItem(k), key!)).toBe('1');

    const next = await open(context, problems, '/guide/');
    expect(await next.evaluate(() => (window as unknown as { dismissedAtParse: boolean }).dismissedAtParse)).toBe(true);
    expect(await next.locator('.q-banner').isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows again where only another banner was dismissed, and without scripts shows no close button', async () => {
    const context = await offlineContext(csp.browser);
    await context.addInitScript(() => localStorage.setItem('quire-banner-000000000000', '1'));
    const page = await open(context, []);
    expect(await page.locator('.q-banner').isVisible()).toBe(true);
    await context.close();
    const noScript = await offlineContext(csp.browser, { javaScriptEnabled: false });
    const plain = await open(noScript, []);
    expect(await plain.locator('.q-banner').isVisible()).toBe(true);
    expect(await plain.locator('.q-banner-close').isVisible()).toBe(false);
    await noScript.close();
  });

  it('has no axe or CSP violation with the footer links, light and dark, at 1280 and 375 px', async () => {
    const problems: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [1280, 375]) {
        const context = await offlineContext(csp.browser, { colorScheme: theme, viewport: { width, height: 800 } });
        await context.addInitScript((t) => localStorage.setItem('quire-theme', t), theme);
        const found: string[] = [];
        const page = await open(context, found);
        expect(await page.locator('.q-footer-links a').count()).toBe(2);
        await page.evaluate(AXE);
        const violations = (await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } })
            .axe;
          return (await axe.run(document)).violations;
        })) as Array<{ id: string; nodes: Array<{ target: string[] }> }>;
        for (const v of violations) found.push(`${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        problems.push(...found.map((p) => `${theme} ${width}: ${p}`));
        await context.close();
      }
    }
    expect(problems).toEqual([]);
  });
});
