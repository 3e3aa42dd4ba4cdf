/**
 * Issue 23, item 7: a redirect source could replace a real page. `{"source": "/index.html", "destination":
 * "https://evil.example/"}` wrote its redirect page over the home page, so the site's root sent readers off-site.
 * `/x`, `/x/`, `/x/index`, `/x/index.html`, their case variants and percent-encoded forms are all the page `/x` on
 * some host or file system: through the real CLI, each keeps the page and is a `config/redirect-hides-page` warning
 * at the entry's line and column, as the README documents for a source that is a page.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliBuild, removeBuilds } from './helpers/cli-build.js';

afterAll(removeBuilds);

const EVIL = 'https://evil.example/';
const SOURCES = [
  '/index.html',
  '/INDEX.HTM',
  '/index',
  '/guide/intro/index.html',
  '/Guide/Intro/',
  '/guide/intro/index',
  '/guide/%69ntro/',
];

describe('a redirect source that is a page', () => {
  it('keeps the page on every host, writes no redirect page, and warns at each entry', () => {
    const build = cliBuild({
      'site.json': {
        name: 'Acme',
        navigation: [{ group: 'Docs', pages: ['index', 'guide/intro'] }],
        redirects: SOURCES.map((source) => ({ source, destination: EVIL })),
      },
      'index.md': '# Home\n\nWelcome home.\n',
      'guide/intro.md': '# Intro\n\nThe introduction.\n',
    });
    expect(build.code).toBe(0);
    expect(build.read('index.html')).toContain('Welcome home.');
    expect(build.read('index.html')).not.toContain(EVIL);
    expect(build.read('guide/intro/index.html')).toContain('The introduction.');
    expect(build.read('guide/intro/index.html')).not.toContain(EVIL);
    // No redirect page anywhere: only the two pages' HTML, the 404 page and nothing else.
    const html = (readdirSync(build.out, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.html') && !file.startsWith('_quire'))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(html).toEqual(['404.html', 'guide/intro/index.html', 'index.html']);
    const warnings = build.stderr.split('\n').filter((line) => /^site\.json:\d+:\d+ warning/.test(line));
    expect(warnings.map((line) => line.replace(/^site\.json:\d+:\d+ warning /, ''))).toEqual([
      'redirects[0]: redirect source "/index.html" is the page index.md, which the redirect would hide [config/redirect-hides-page]',
      'redirects[1]: redirect source "/INDEX.HTM" is the page index.md, which the redirect would hide [config/redirect-hides-page]',
      'redirects[2]: redirect source "/index" is the page index.md, which the redirect would hide [config/redirect-hides-page]',
      'redirects[3]: redirect source "/guide/intro/index.html" is the page guide/intro.md, which the redirect would hide [config/redirect-hides-page]',
      'redirects[4]: redirect source "/Guide/Intro/" is the page guide/intro.md, which the redirect would hide [config/redirect-hides-page]',
      'redirects[5]: redirect source "/guide/intro/index" is the page guide/intro.md, which the redirect would hide [config/redirect-hides-page]',
      'redirects[6]: redirect source "/guide/%69ntro/" is the page guide/intro.md, which the redirect would hide [config/redirect-hides-page]',
    ]);
    // Off-site destinations over pages are left out of the host configs too: no host sends the home page away.
    expect(build.read('_redirects') ?? '').not.toContain(EVIL);
    expect(build.read('vercel.json')).not.toContain(EVIL);
    expect(build.stderr).toContain('leaves this redirect out of `_redirects` and `vercel.json` too');
    // Each at its entry: the `{` of redirects[i] in the pretty-printed site.json, four lines apart.
    expect(warnings.map((line) => /^site\.json:(\d+:\d+)/.exec(line)?.[1])).toEqual(
      SOURCES.map((_, i) => `${13 + 4 * i}:5`),
    );
  });
});

describe('a redirect source that is a page, sent to another page of the site', () => {
  it('keeps the page and its redirect page-less entry in the host configs, as projects redirect their own pages', () => {
    const build = cliBuild({
      'site.json': {
        name: 'Acme',
        navigation: [{ group: 'Docs', pages: ['index', 'old', 'new'] }],
        redirects: [{ source: '/old', destination: '/new' }],
      },
      'index.md': '# Home\n',
      'old.md': '# Old\n\nStill here.\n',
      'new.md': '# New\n',
    });
    expect(build.code).toBe(0);
    expect(build.read('old/index.html')).toContain('Still here.');
    expect(build.read('_redirects')).toMatch(/^\/old \/new\/? 30[18]$/m);
    expect(build.stderr).toContain('hosts that read `_redirects` or `vercel.json` may still send readers on');
  });
});
