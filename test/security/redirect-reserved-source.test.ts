/**
 * Issue 23, item 11: redirect sources such as `/_headers`, `/llms.txt`, `/robots.txt`, `/vercel.json`, `/p.md`,
 * `/.quire-output`, `/_quire/…`, `/%00` or a 300-character segment crashed `quire build` with a stack trace: the
 * redirect page (`_headers/index.html` …) was written where a generated file goes, or at a path no file system holds.
 * Through the real CLI: every such source is a warning at the entry's line and column, no redirect page is written
 * for it, and the files Quire generates stay what they are. A page built inside such a file (`llms.txt.md` →
 * `llms.txt/index.html`) crashed the same way; it is `build/output-conflict`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cliBuild, removeBuilds } from './helpers/cli-build.js';

afterAll(removeBuilds);

const LONG = 'a'.repeat(300);
const SOURCES: Array<[source: string, rule: string, message: string]> = [
  ['/_headers', 'hides-page', 'is _headers, a file Quire generates, which the redirect would hide'],
  ['/_redirects', 'hides-page', 'is _redirects, a file Quire generates, which the redirect would hide'],
  ['/llms.txt', 'hides-page', 'is llms.txt, a file Quire generates, which the redirect would hide'],
  ['/LLMS-FULL.TXT', 'hides-page', 'is llms-full.txt, a file Quire generates, which the redirect would hide'],
  ['/robots.txt', 'hides-page', 'is robots.txt, a file Quire generates, which the redirect would hide'],
  ['/vercel.json', 'hides-page', 'is vercel.json, a file Quire generates, which the redirect would hide'],
  ['/404.html', 'hides-page', 'is 404.html, a file Quire generates, which the redirect would hide'],
  ['/.quire-output', 'hides-page', 'is .quire-output, a file Quire generates, which the redirect would hide'],
  ['/p.md', 'hides-page', 'is p.md, the Markdown version of the page p.md, which the redirect would hide'],
  ['/_quire/search', 'hides-page', "is inside _quire/, the folder of Quire's own files, which the redirect would hide"],
  ['/logo.png', 'hides-page', 'is the file logo.png, which the redirect would hide'],
  ['/%00', 'invalid-source', 'cannot be a file of the output: it has a control character (such as %00)'],
  ['/a/../p', 'invalid-source', 'cannot be a file of the output: it has an empty, "." or ".." segment'],
  [
    `/${LONG}`,
    'invalid-source',
    'cannot be a file of the output: a segment is longer than the 255 bytes a file name may have',
  ],
  [
    '/Old',
    'conflict',
    'needs its redirect page at Old/index.html, which clashes with the one of "/old" (redirects[0]) at old/index.html: file systems that ignore case take them for one file',
  ],
  [
    '/old.html/x',
    'conflict',
    'needs its redirect page at old.html/x/index.html, which clashes with the one of "/old.html" (redirects[1]) at old.html: a file cannot also be a folder',
  ],
];

describe('a redirect source where a generated file goes, or that is no valid path', () => {
  it('is a warning at the entry, and the build writes everything else', () => {
    const build = cliBuild({
      'site.json': {
        name: 'Acme',
        navigation: [{ group: 'Docs', pages: ['index', 'p'] }],
        redirects: [
          { source: '/old', destination: '/p' },
          { source: '/old.html', destination: '/p' },
          ...SOURCES.map(([source]) => ({ source, destination: '/p' })),
        ],
      },
      'index.md': '# Home\n\nWelcome home.\n',
      'p.md': '# P\n\nThe page p.\n',
      'logo.png': 'not really a png',
    });
    expect(build.stderr).not.toMatch(/^\s+at |Error:/m);
    expect(build.code).toBe(0);
    const warnings = build.stderr.split('\n').filter((line) => / warning redirects/.test(line));
    expect(warnings).toEqual(
      SOURCES.map(
        ([source, rule, message], i) =>
          `site.json:${21 + 4 * i}:5 warning redirects[${i + 2}]: redirect source "${source}" ${message} [config/redirect-${rule}]`,
      ),
    );
    // The generated files are Quire's, and the two good redirects have their pages.
    expect(build.read('_headers')).toMatch(/^\/\*\n {2}Content-Security-Policy: /m);
    expect(build.read('_redirects')).toContain('/old /p 301\n');
    expect(build.read('_redirects')).toContain('/%00 /p 301\n');
    expect(build.read('llms.txt')).toMatch(/^# Acme\n/);
    expect(build.read('robots.txt')).toMatch(/^User-agent: \*/);
    // Besides them, the two that send a page asked for as Markdown to its `.md`.
    expect(JSON.parse(build.read('vercel.json')!).redirects).toHaveLength(SOURCES.length + 2 + 2);
    expect(build.read('404.html')).not.toContain('http-equiv="refresh"');
    expect(build.read('p.md')).toContain('The page p.');
    expect(build.read('logo.png')).toBe('not really a png');
    expect(build.read('old/index.html')).toContain('url=/p/');
    expect(build.read('old.html')).toContain('url=/p/');
    for (const folder of ['_headers', 'llms.txt', 'p.md', '_quire/search', 'logo.png', LONG, 'Old'])
      expect(build.read(`${folder}/index.html`), folder).toBeUndefined();
  });

  it('a page built where llms.txt or llms-full.txt goes is build/output-conflict, not a stack trace', () => {
    const build = cliBuild({
      'site.json': { name: 'Acme', navigation: [{ group: 'Docs', pages: ['index', 'llms.txt', 'llms-full.txt'] }] },
      'index.md': '# Home\n',
      'llms.txt.md': '# L\n',
      'llms-full.txt.md': '# F\n',
    });
    expect(build.stderr).not.toMatch(/^\s+at |Error:/m);
    expect(build.code).toBe(1);
    expect(build.stderr.split('\n').filter((line) => / error /.test(line))).toEqual([
      'llms-full.txt.md error llms-full.txt.md would be written to llms-full.txt/index.html, inside llms-full.txt, which is a file Quire generates [build/output-conflict]',
      'llms.txt.md error llms.txt.md would be written to llms.txt/index.html, inside llms.txt, which is a file Quire generates [build/output-conflict]',
    ]);
  });
});
