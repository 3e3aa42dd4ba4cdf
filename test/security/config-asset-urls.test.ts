/**
 * Finding 16: `favicon`, `logo`, `backgroundImage` and `api.baseUrl` accepted `javascript:` and `data:` values, and
 * paths that do not exist. Through the real CLI: script URLs are refused at the setting's line and column
 * (`data:image/…` stays allowed for images), `api.baseUrl` must be http(s), and a missing local image is an error
 * with a did-you-mean over the docs folder's files.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFixture } from '../helpers/site-fixture.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = path.join(ROOT, 'bin/quire.js');
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

function check(config: object, files: Record<string, string> = {}, flags: string[] = []) {
  const root = writeFixture({
    'site.json': { name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }], ...config },
    'index.md': '# Home\n',
    ...files,
  });
  cleanup.push(root);
  const result = spawnSync(process.execPath, [BIN, 'check', root, ...flags], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status, stderr: result.stderr };
}

describe('image and API settings of site.json', () => {
  it('refuse script and non-image data: URLs, and API base URLs that are not http(s), at their line and column', () => {
    const result = check({
      favicon: 'javascript:alert(1)',
      logo: { light: 'data:text/html,<script>alert(1)</script>', dark: ' JavaScript:alert(1)' },
      backgroundImage: 'vbscript:msgbox(1)',
      api: { baseUrl: ['https://api.acme.com', 'javascript:alert(1)', '/api'] },
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatchInlineSnapshot(`
      "site.json:11:14 error favicon: expected an image path or URL, found a javascript: URL, which would run script [config/unsafe-url]
        hint: use a file of the docs folder (e.g. "/logo/light.svg"), an https: URL, or a data:image/… URL
      site.json:13:14 error logo.light: expected an image path or URL, found a data: URL that is not an image [config/unsafe-url]
        hint: use a file of the docs folder (e.g. "/logo/light.svg"), an https: URL, or a data:image/… URL
      site.json:14:13 error logo.dark: expected an image path or URL, found a javascript: URL, which would run script [config/unsafe-url]
        hint: use a file of the docs folder (e.g. "/logo/light.svg"), an https: URL, or a data:image/… URL
      site.json:16:22 error backgroundImage: expected an image path or URL, found a vbscript: URL, which would run script [config/unsafe-url]
        hint: use a file of the docs folder (e.g. "/logo/light.svg"), an https: URL, or a data:image/… URL
      site.json:20:7 error api.baseUrl[1]: expected an absolute http(s) URL, found a javascript: URL, which the API playground would send requests to [config/unsafe-url]
        hint: give the address of the API, e.g. "https://api.acme.com/v1"
      site.json:21:7 error api.baseUrl[2]: expected an absolute http(s) URL, found "/api" [config/invalid-url]
        hint: give the address of the API, e.g. "https://api.acme.com/v1"

      6 errors
      Check failed: 6 errors.
      "
    `);
  });

  it('allow data:image/… URLs for images, and http(s) URLs for the API', () => {
    const result = check({
      favicon: 'data:image/png;base64,iVBORw0KGgo=',
      logo: 'data:image/svg+xml,%3Csvg%20xmlns=%22http://www.w3.org/2000/svg%22/%3E',
      api: { baseUrl: 'http://127.0.0.1:4010' },
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('report a local image that does not exist, with the file that was probably meant', () => {
    const result = check(
      {
        logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
        favicon: '/favicon.svg',
        backgroundImage: 'images/bg.png',
      },
      { 'logo/light.svg': '<svg/>', 'logo/dark.png': 'png', 'images/bg.png': 'png' },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatchInlineSnapshot(`
      "site.json:13:13 error logo.dark: expected a file of the docs folder at "/logo/dark.svg", found none [config/missing-file]
        hint: did you mean "/logo/dark.png"?
      site.json:15:14 error favicon: expected a file of the docs folder at "/favicon.svg", found none [config/missing-file]
        hint: give the path of an image in the docs folder from its root, e.g. "/logo/light.svg", or an https: URL

      2 errors
      Check failed: 2 errors.
      "
    `);
  });

  it('make a missing image a warning with --allow-broken-links, as for images in pages', () => {
    const result = check({ favicon: '/favicon.svg' }, {}, ['--allow-broken-links']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      'site.json:11:14 warning favicon: expected a file of the docs folder at "/favicon.svg"',
    );
  });
});
