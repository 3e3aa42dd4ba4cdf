/**
 * A site that sets no `openapi` (test/fixtures/openapi-discovery): Quire finds the OpenAPI files in the docs folder,
 * pages name operations with and without a file prefix, and navigation entries that are operation references get
 * generated pages. Also: an ambiguous reference, and an `openapi` URL that cannot be fetched.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { readOut } from '../helpers/site-fixture.js';

const FIXTURE = path.resolve('test/fixtures/openapi-discovery');

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the fixture (the build writes its cache into the docs folder), changed by `edit`. */
function copy(edit: Record<string, string> = {}): { root: string; out: string } {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'quire-discovery-'));
  cleanup.push(parent);
  const root = path.join(parent, 'docs');
  cpSync(FIXTURE, root, { recursive: true });
  for (const [file, text] of Object.entries(edit)) writeFileSync(path.join(root, file), text);
  return { root, out: path.join(parent, 'out') };
}

/** A URL on this machine where nothing listens. */
async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}`;
}

describe('a site without `openapi`', () => {
  it('finds its OpenAPI files, resolves every reference, and generates the pages its navigation names', async () => {
    const { root, out } = copy();
    const result = await buildSite({ root, outDir: out, cache: false });
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "site.json info \`openapi\` is not set, so Quire uses the 2 OpenAPI files of the docs folder: billing-openapi.json, specs/users.yaml; it left out legacy/swagger.json (Swagger 2.0): Quire reads OpenAPI 3.0 and 3.1 [openapi/discovered]
        hint: to choose the files yourself, list them in \`openapi\`; a page names one file with a prefix, e.g. \`openapi: "openapi.yaml GET /users"\`
      legacy/swagger.json info left out of the site: it is not linked from a page or site.json, not a web file type (image, video, font, PDF, CSS, JS), and not in public/ [content/left-out]
        hint: to publish it, link to it from a page or move it into public/
      snippets/example.yaml info left out of the site: it is not linked from a page or site.json, not a web file type (image, video, font, PDF, CSS, JS), and not in public/ [content/left-out]
        hint: to publish it, link to it from a page or move it into public/
      styles/vale.yml info left out of the site: it is not linked from a page or site.json, not a web file type (image, video, font, PDF, CSS, JS), and not in public/ [content/left-out]
        hint: to publish it, link to it from a page or move it into public/

      no problems, 4 notes"
    `);
    expect(result.ok).toBe(true);

    const endpoint = (file: string) => /<section class="q-endpoint" aria-label="([^"]+)"/.exec(readOut(out, file))?.[1];
    expect(endpoint('api/list-users/index.html')).toBe('GET /users');
    expect(readOut(out, 'api/user-health/index.html')).toContain('https://users.example.com');
    expect(endpoint('api/invoices/index.html')).toBe('GET /invoices');
    // Generated from the navigation entries, at Mintlify's URLs: directory, tag, summary.
    expect(endpoint('api-reference/invoices/create-an-invoice/index.html')).toBe('POST /invoices');
    expect(endpoint('api-reference/users/get-a-user/index.html')).toBe('GET /users/{id}');
    const sidebar = readOut(out, 'index.html');
    expect(sidebar).toContain('href="/api-reference/invoices/create-an-invoice/"');
    expect(sidebar).toContain('>Get a user<');
  });

  it('gives generated pages no "Suggest an edit" link: they have no source file', async () => {
    const site = JSON.parse(readFileSync(path.join(FIXTURE, 'site.json'), 'utf8'));
    const withRepo = {
      ...site,
      topbarCtaButton: { type: 'github', url: 'https://github.com/acme/docs' },
      feedback: { suggestEdit: true, raiseIssue: true },
    };
    const { root, out } = copy({ 'site.json': JSON.stringify(withRepo) });
    expect((await buildSite({ root, outDir: out, cache: false, offline: true })).ok).toBe(true);
    expect(readOut(out, 'api/invoices/index.html')).toContain(
      'https://github.com/acme/docs/edit/main/api/invoices.mdx',
    );
    const generated = readOut(out, 'api-reference/invoices/create-an-invoice/index.html');
    expect(generated).not.toContain('/edit/main/');
    expect(generated).toContain('https://github.com/acme/docs/issues/new');
  });

  it('builds an ambiguous reference from the shallowest file, naming every candidate and how to pick one', async () => {
    const { root, out } = copy({ 'api/list-users.mdx': '---\ntitle: Health\nopenapi: "GET /health"\n---\n' });
    const result = await buildSite({ root, outDir: out, cache: false });
    expect(result.ok).toBe(true);
    const ambiguous = result.diagnostics.filter((d) => d.rule === 'openapi/ambiguous-operation');
    expect(formatDiagnostics(ambiguous)).toMatchInlineSnapshot(`
      "api/list-users.mdx:3:1 warning \`GET /health\` is in 2 OpenAPI files (billing-openapi.json, specs/users.yaml); Quire takes billing-openapi.json, the nearest by folder [openapi/ambiguous-operation]
        hint: name the file before the method to choose another, e.g. \`"specs/users.yaml GET /health"\`

      1 warning"
    `);
    const page = readOut(out, 'api/list-users/index.html');
    expect(/<section class="q-endpoint" aria-label="([^"]+)"/.exec(page)?.[1]).toBe('GET /health');
  });

  it('builds with a warning when its `openapi` URL cannot be fetched, the pages saying why, local files named', async () => {
    const url = `${await closedPortUrl()}/openapi.json`;
    const config = { name: 'Offline', openapi: url, navigation: [{ group: 'API', pages: ['api/list-users'] }] };
    // Pages that name a file of the docs folder would be errors now: that file is not in `openapi`.
    const plain = '---\ntitle: Plain\n---\n\nNo endpoint.\n';
    const { root, out } = copy({
      'site.json': JSON.stringify(config),
      'api/user-health.mdx': plain,
      'api/invoices.mdx': plain,
    });
    const result = await buildSite({ root, outDir: out, cache: false });
    expect(result.ok).toBe(true);
    const fetch = result.diagnostics.find((d) => d.rule === 'openapi/fetch-failed');
    expect(fetch).toMatchObject({ severity: 'warning', file: 'site.json', jsonPath: 'openapi' });
    expect(fetch?.hint).toContain('the docs folder holds `billing-openapi.json`, `specs/users.yaml`');
    // No silent swap: the local files are not used in place of the URL.
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const page = readOut(out, 'api/list-users/index.html');
    expect(page).toContain('The reference of this endpoint is not available:');
    expect(page).toContain(`${url} could not be fetched when the site was built`);
  });
});
