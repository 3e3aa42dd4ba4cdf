/**
 * Sidebar method badges: an endpoint page's entry starts with its HTTP method (or WEBHOOK), in the colours of the
 * page's own badge; `hideApiMarker: true` hides it; other pages get none. Through a whole build of a docs.json site
 * with hand-written endpoint pages and pages generated from an OpenAPI file.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/build.js';
import { readOut, writeFixture } from '../helpers/site-fixture.js';

const fm = (...lines: string[]) => `---\n${lines.join('\n')}\n---\n\n`;
const ok = { responses: { '200': { description: 'OK' } } };
const SPEC = {
  openapi: '3.1.0',
  info: { title: 'API', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/users': { get: { summary: 'List users', ...ok }, post: { summary: 'Create user', ...ok } },
    '/users/{id}': {
      delete: { summary: 'Delete user', ...ok },
      put: { summary: 'Replace user', deprecated: true, ...ok },
    },
  },
  webhooks: { userCreated: { post: { summary: 'User created', ...ok } } },
};

let root: string;
let out: string;
let result: BuildResult;

beforeAll(async () => {
  root = writeFixture({
    'docs.json': {
      name: 'Acme',
      theme: 'mint',
      colors: { primary: '#0c8669' },
      api: { openapi: 'openapi.json' },
      navigation: {
        groups: [
          { group: 'Guides', pages: ['index'] },
          { group: 'Endpoints', pages: ['list', 'create', 'hidden-marker', 'hook', 'legacy', 'old-guide'] },
          { group: 'Generated', openapi: 'openapi.json', pages: ['DELETE /users/{id}', 'PUT /users/{id}'] },
        ],
      },
    },
    'openapi.json': SPEC,
    'index.mdx': `${fm('title: Home')}Welcome.\n`,
    'list.mdx': `${fm('title: List', 'openapi: GET /users')}Listing.\n`,
    'create.mdx': `${fm('title: Create', 'openapi: "openapi.json post /users"')}Create.\n`,
    'hidden-marker.mdx': `${fm('title: Quiet', 'openapi: GET /users', 'hideApiMarker: true')}Quiet.\n`,
    'hook.mdx': `${fm('title: Hook', 'openapi: webhook userCreated')}Hook.\n`,
    'legacy.mdx': `${fm('title: Legacy', 'api: PATCH https://api.example.com/users')}Legacy.\n`,
    'old-guide.mdx': `${fm('title: Old guide', 'deprecated: true')}Old.\n`,
  });
  out = path.join(root, '..', `${path.basename(root)}-out`);
  result = await buildSite({ root, outDir: out, cache: false });
}, 60_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

/** The sidebar entry (`<a …>…</a>`) whose label is `title`, on the home page. */
function entry(title: string): string {
  const html = readOut(out, 'index.html');
  const sidebar = html.slice(html.indexOf('class="q-sidebar'));
  const at = sidebar.indexOf(`>${title}</`);
  expect(at).toBeGreaterThan(-1);
  return sidebar.slice(sidebar.lastIndexOf('<a ', at), sidebar.indexOf('</a>', at) + 4);
}

describe('sidebar method badges', () => {
  it('builds', () => {
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('starts an endpoint page entry with its method, read as text, in the colours of the page badge', () => {
    expect(entry('List')).toContain(
      '<span class="q-method q-nav-method q-method-get">GET</span><span class="q-nav-label">List</span>',
    );
    expect(entry('Create')).toContain('<span class="q-method q-nav-method q-method-post">POST</span>');
    expect(entry('Legacy')).toContain('<span class="q-method q-nav-method q-method-patch">PATCH</span>');
  });

  it('marks a webhook page WEBHOOK, and a page generated from an operation with its method', () => {
    expect(entry('Hook')).toContain('<span class="q-method q-nav-method q-method-webhook">WEBHOOK</span>');
    expect(entry('Delete user')).toContain('<span class="q-method q-nav-method q-method-delete">DELETE</span>');
  });

  it('labels a deprecated operation and a page with `deprecated: true` Deprecated, after the title', () => {
    const label = '<span class="q-nav-tag q-nav-deprecated">Deprecated</span>';
    expect(entry('Replace user')).toContain(`<span class="q-nav-label">Replace user</span>${label}`);
    expect(entry('Replace user')).toContain('q-method-put');
    expect(entry('Old guide')).toContain(`<span class="q-nav-label">Old guide</span>${label}`);
    for (const title of ['List', 'Delete user', 'Home']) expect(entry(title)).not.toContain('deprecated');
  });

  it('shows no badge with `hideApiMarker: true`, nor on a page that is no endpoint', () => {
    expect(entry('Quiet')).not.toContain('q-nav-method');
    expect(entry('Home')).not.toContain('q-nav-method');
  });
});
