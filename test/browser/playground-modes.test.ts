/**
 * `api.playground.mode`: `simple` shows the endpoint and code samples with copy buttons but nothing to send;
 * `hide` leaves the playground out entirely, script and data included. (`show` is what the other playground tests
 * use.)
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, localContext, openPlayground } from './helpers/playground-page.js';
import { copyExample, removeDocs, startDev, type Running } from './helpers/playground-site.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('simple mode', () => {
  let root: string;
  let site: Running;
  let context: BrowserContext;
  beforeAll(async () => {
    root = copyExample(['http://127.0.0.1:4010', 'https://api.example.com'], { playground: { mode: 'simple' } });
    site = await startDev(root);
    context = await localContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url.replace(/\/$/, '') });
  });
  afterAll(async () => {
    await context?.close();
    await site?.close();
    removeDocs(root);
  });

  it('shows the endpoint and its code samples, and nothing to fill in or send', async () => {
    const page = await context.newPage();
    await openPlayground(page, `${site.url}api-reference/get-user/`);
    expect(await page.textContent('#quire-playground h2')).toBe('Request samples');
    expect(await page.textContent('.q-pg-url')).toBe('GEThttp://127.0.0.1:4010/api/user');
    expect(
      await page.$$('#quire-playground input, #quire-playground textarea, #quire-playground select, .q-pg-send'),
    ).toHaveLength(0);
    expect(await page.$$eval('.q-pg-tabs [role="tab"]', (tabs) => tabs.map((t) => t.textContent))).toEqual([
      'cURL',
      'Python',
      'JavaScript',
      'PHP',
      'Go',
      'Java',
    ]);
    const curl = await page.textContent('.q-pg-sample:not([hidden]) code');
    expect(curl).toContain("--header 'Authorization: Token <API_KEY>'");
    expect(curl).toContain('"user_group_id": "org_8412"');
  });

  it('switches samples with the arrow keys and copies the one shown', async () => {
    const page = await context.newPage();
    await openPlayground(page, `${site.url}api-reference/get-user/`);
    await page.focus('.q-pg-tabs [role="tab"][aria-selected="true"]');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('JavaScript');
    const js = await page.textContent('.q-pg-sample:not([hidden]) code');
    expect(js).toContain('// Browsers cannot send a body with GET: run this with Node.js, or see the Node.js sample.');
    await page.click('.q-pg-sample:not([hidden]) .q-pg-copy');
    await page.waitForSelector('.q-pg-sample:not([hidden]) .q-pg-copy:text-is("Copied")');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(js);
    await page.focus('.q-pg-tabs [role="tab"][aria-selected="true"]');
    await page.keyboard.press('End');
    expect(await page.textContent('.q-pg-sample:not([hidden]) code')).toContain('HttpRequest.newBuilder()');
    await page.click('.q-pg-tabs [role="tab"]:text-is("Python")');
    expect(await page.textContent('.q-pg-sample:not([hidden]) code')).toContain('response = requests.get(');
    // The choice of language is kept for the next page, under the key the page's code groups use too.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('quire-tabs') ?? '[]')[0])).toBe('Python');
    await openPlayground(page, `${site.url}api-reference/update-user/`);
    expect(await page.textContent('.q-pg-tabs [role="tab"][aria-selected="true"]')).toBe('Python');
    expect(await page.textContent('.q-pg-sample:not([hidden]) code')).toContain('response = requests.put(');
  });

  it('shows the build-time samples without JavaScript, in a code group that remembers the language', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      await page.goto(`${site.url}api-reference/update-user/`);
      const titles = await page.$$eval('#quire-playground .q-endpoint-samples .q-panel', (panels) =>
        panels.map((p) => p.getAttribute('data-title')),
      );
      expect(titles).toEqual(['cURL', 'Python', 'JavaScript', 'PHP', 'Go', 'Java']);
      // Without the script every panel shows, each under its label.
      expect(await page.isVisible('.q-endpoint-samples .q-panel[data-title="Java"] pre')).toBe(true);
      expect(await page.textContent('.q-endpoint-samples .q-panel[data-title="cURL"] code')).toContain(
        "--header 'Authorization: Token <API_KEY>'",
      );
    } finally {
      await noScript.close();
    }
  });
});

describe('every language of api.examples.languages', () => {
  it('offers more than six languages in a menu, live, and keeps the choice across pages', async () => {
    const languages = ['bash', 'python', 'javascript', 'node', 'php', 'go', 'java', 'ruby', 'powershell', 'swift'];
    const root = copyExample(['http://127.0.0.1:4010'], {
      examples: { languages: [...languages, 'csharp', 'dotnet', 'typescript', 'c', 'c++', 'kotlin', 'rust', 'dart'] },
    });
    const site = await startDev(root);
    const context = await localContext(browser);
    try {
      const page = await context.newPage();
      await openPlayground(page, `${site.url}api-reference/update-user/`);
      expect(await page.$$('.q-pg-tabs [role="tab"]')).toHaveLength(0);
      expect(await page.$$eval('.q-pg-sample-menu option', (options) => options.length)).toBe(18);
      await page.selectOption('.q-pg-sample-menu', 'rust');
      expect(await page.textContent('.q-pg-sample:not([hidden]) code')).toContain('reqwest::Client::new()');
      // The sample follows the inputs in the language shown.
      await page.fill('[name="body.name"]', 'Renamed in Rust');
      expect(await page.textContent('.q-pg-sample:not([hidden]) code')).toContain('"name": "Renamed in Rust"');
      await openPlayground(page, `${site.url}api-reference/get-user/`);
      expect(await page.inputValue('.q-pg-sample-menu')).toBe('rust');
      expect(await page.textContent('.q-pg-sample:not([hidden]) code')).toContain(
        '.get("http://127.0.0.1:4010/api/user")',
      );
    } finally {
      await context.close();
      await site.close();
      removeDocs(root);
    }
  });
});

describe('hide mode', () => {
  it('leaves out the playground, its data and its script; the reference stays', async () => {
    const root = copyExample(['http://127.0.0.1:4010'], { playground: { mode: 'hide' } });
    const site = await startDev(root);
    const context = await localContext(browser);
    try {
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
      await page.goto(`${site.url}api-reference/get-user/`, { waitUntil: 'networkidle' });
      expect(await page.$$('#quire-playground, #quire-playground-data')).toHaveLength(0);
      expect(scripts.filter((p) => p.includes('playground'))).toEqual([]);
      expect(await page.isVisible('.q-endpoint #endpoint-request-body')).toBe(true);
    } finally {
      await context.close();
      await site.close();
      removeDocs(root);
    }
  });
});
