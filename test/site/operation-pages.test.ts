import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type {
  NavContentConfig,
  NavDivisionConfig,
  NavigationGroupConfig,
  OpenApiPagesSource,
  SiteConfig,
} from '../../src/config/types.js';
import { parseFrontmatter } from '../../src/content/frontmatter.js';
import type { ContentIndex } from '../../src/content/types.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { loadOpenApi } from '../../src/openapi/load.js';
import type { LoadedOpenApi } from '../../src/openapi/types.js';
import { addOperationPages, pageBase, slugify } from '../../src/site/operation-pages.js';

const ROOT = path.resolve('/docs-in-memory');

/** Users API: two tags (one renamed with x-group), an untagged operation, a hidden, an excluded and an href one. */
const USERS = `openapi: 3.1.0
info: { title: Users, version: '1' }
tags:
  - name: user-management
    x-group: User Management
  - name: Teams
paths:
  /users:
    get:
      summary: List users
      tags: [user-management]
      responses: { '200': { description: OK } }
    post:
      summary: Create a user
      tags: [user-management]
      responses: { '201': { description: Created } }
  /teams:
    get:
      summary: List teams
      tags: [Teams]
      deprecated: true
      x-mint:
        metadata: { sidebarTitle: Teams, openapi: ignored }
        content: Teams group users.
      responses: { '200': { description: OK } }
  /health:
    get:
      responses: { '200': { description: OK } }
  /internal:
    get:
      summary: Internal
      x-hidden: true
      responses: { '200': { description: OK } }
  /secret:
    get:
      summary: Secret
      x-excluded: true
      responses: { '200': { description: OK } }
  /legacy:
    get:
      summary: Legacy
      x-mint: { href: /Guides/Legacy-Endpoint }
      responses: { '200': { description: OK } }
`;

const ORDERS = `openapi: 3.0.3
info: { title: Orders, version: '1' }
paths:
  /orders:
    get:
      summary: List orders
      responses: { '200': { description: OK } }
  /users:
    get:
      summary: Users with orders
      responses: { '200': { description: OK } }
`;

/** Load in-memory OpenAPI files the way the load stage does (discovered ones marked). */
async function load(files: Record<string, string>, discovered = false): Promise<LoadedOpenApi> {
  const result = await loadOpenApi(Object.keys(files), ROOT, {
    cacheDir: false,
    read: async (location) => {
      const text = files[path.relative(ROOT, location).split(path.sep).join('/')];
      if (text === undefined) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      return text;
    },
  });
  expect(formatDiagnostics(result.diagnostics)).toBe('');
  if (discovered) for (const doc of result.documents) doc.discovered = true;
  return result;
}

function content(pages: Record<string, string> = {}): ContentIndex {
  return { pages: new Map(Object.entries(pages)), assets: [] };
}

const page = (entry: string, jsonPath: string, line = 1) => ({ page: entry, jsonPath, position: { line, column: 5 } });

function group(name: string, jsonPath: string, pages: NavigationGroupConfig['pages'], openapi?: OpenApiPagesSource) {
  return { group: name, jsonPath, pages, ...(openapi && { openapi }) } as NavigationGroupConfig;
}

function division(jsonPath: string, body: Partial<NavContentConfig>): NavDivisionConfig {
  return {
    kind: 'tab',
    name: jsonPath,
    hidden: false,
    isDefault: false,
    jsonPath,
    content: { divisions: [], groups: [], ...body },
  };
}

function frontmatter(index: ContentIndex, file: string): Record<string, unknown> {
  return parseFrontmatter(index.pages.get(file) ?? '', file).frontmatter.data;
}

describe('slugs of generated pages', () => {
  it('follow Mintlify: spaces to hyphens, some punctuation dropped, lower case; method and path without summary', () => {
    expect(slugify("Search & List (all) Entities, v1.2 'beta'")).toBe('search-&-list-all-entities-v12-beta');
    expect(slugify('What? #1: 100%')).toBe('what-1-100');
    expect(pageBase({ method: 'get', path: '/users/{id}/posts' }, undefined)).toBe('api-reference/get-users-posts');
    expect(pageBase({ method: 'get', path: '/' }, 'Users-API/')).toBe('users-api/get');
    expect(
      pageBase({ method: 'post', path: '/x', operation: { summary: 'Make X', tags: ['Big Things'] } }, '/v2/ref'),
    ).toBe('v2/ref/big-things/make-x');
    expect(
      pageBase({ method: 'get', path: '/x', operation: { 'x-mint': { href: '/Reference/V1.2' } } }, 'ignored'),
    ).toBe('reference/v1');
    // An href to another site cannot be a page's URL: the usual one is used.
    const elsewhere = { summary: 'Out', 'x-mint': { href: 'https://example.com/x' } };
    expect(pageBase({ method: 'get', path: '/x', operation: elsewhere }, undefined)).toBe('api-reference/out');
  });
});

describe('addOperationPages', () => {
  it('generates a page per operation reference of site.json navigation, next to the real pages', async () => {
    const openapi = await load({ 'users.yaml': USERS, 'orders.yaml': ORDERS }, true);
    const config = {
      navigation: [
        group('API', 'navigation[0]', [
          page('intro', 'navigation[0].pages[0]'),
          page('GET /teams', 'navigation[0].pages[1]'),
          page('orders GET /users', 'navigation[0].pages[2]'),
          page('/users.yaml GET /health', 'navigation[0].pages[3]'),
        ]),
      ],
    } as unknown as SiteConfig;
    const result = addOperationPages(config, 'site.json', content({ 'intro.md': '# Intro\n' }), openapi);
    expect(formatDiagnostics(result.diagnostics)).toBe('');
    expect([...result.content.pages.keys()]).toEqual([
      'api-reference/get-health.mdx',
      'api-reference/teams/list-teams.mdx',
      'api-reference/users-with-orders.mdx',
      'intro.md',
    ]);
    expect(Object.fromEntries(result.content.navigationPages ?? [])).toEqual({
      'site.json#navigation[0].pages[1]': ['api-reference/teams/list-teams.mdx'],
      'site.json#navigation[0].pages[2]': ['api-reference/users-with-orders.mdx'],
      'site.json#navigation[0].pages[3]': ['api-reference/get-health.mdx'],
    });
    expect(frontmatter(result.content, 'api-reference/teams/list-teams.mdx')).toEqual({
      openapi: 'users.yaml GET /teams',
      title: 'List teams',
      deprecated: true,
      sidebarTitle: 'Teams',
    });
    expect(result.content.pages.get('api-reference/teams/list-teams.mdx')).toMatch(/---\n\nTeams group users\.\n$/);
    expect(frontmatter(result.content, 'api-reference/get-health.mdx')).toEqual({
      openapi: 'users.yaml GET /health',
      title: 'GET /health',
    });
    // Plain data for the worker threads.
    expect(structuredClone(result.content)).toEqual(result.content);
  });

  it('generates a whole source where docs.json puts it: by tag, hidden and excluded operations as Mintlify does', async () => {
    const openapi = await load({ 'users.yaml': USERS });
    const source = { source: '/users.yaml', directory: 'users-api', jsonPath: 'navigation.tabs[0].openapi' };
    const config = {
      navigation: [],
      explicitNavigation: {
        root: { divisions: [division('navigation.tabs[0]', { openapi: source })], groups: [] },
        global: [],
      },
    } as unknown as SiteConfig;
    const result = addOperationPages(config, 'docs.json', content(), openapi);
    expect(formatDiagnostics(result.diagnostics)).toBe('');
    const listed = result.content.navigationPages?.get('docs.json#navigation.tabs[0]');
    expect(listed).toEqual([
      'users-api/user-management/list-users.mdx',
      'users-api/user-management/create-a-user.mdx',
      'users-api/teams/list-teams.mdx',
      'users-api/get-health.mdx',
      'guides/legacy-endpoint.mdx',
    ]);
    expect(listed?.map((file) => result.content.operationGroups?.get(file))).toEqual([
      'User Management',
      'User Management',
      'Teams',
      'API Reference',
      'API Reference',
    ]);
    // x-hidden: built, reachable by URL, not listed; x-excluded: no page at all.
    expect(frontmatter(result.content, 'users-api/internal.mdx')).toMatchObject({ hidden: true });
    expect([...result.content.pages.keys()].some((file) => file.includes('secret'))).toBe(false);
  });

  it('lets entries inherit the nearest source, and then lists only the operations they name', async () => {
    const openapi = await load({ 'users.yaml': USERS, 'orders.yaml': ORDERS });
    const users = { source: 'users.yaml', jsonPath: 'navigation.groups[0].openapi' };
    const orders = { source: 'orders.yaml', directory: 'orders', jsonPath: 'navigation.groups[0].pages[1].openapi' };
    const listedOps = {
      source: 'orders.yaml',
      directory: 'picked',
      operations: ['GET /orders', 'DELETE /orders'],
      jsonPath: 'navigation.groups[1].openapi',
      position: { line: 30, column: 7 },
    };
    const config = {
      navigation: [],
      explicitNavigation: {
        root: {
          divisions: [],
          groups: [
            group(
              'Users',
              'navigation.groups[0]',
              [
                page('GET /users', 'navigation.groups[0].pages[0]'),
                group(
                  'Orders',
                  'navigation.groups[0].pages[1]',
                  [page('GET /users', 'navigation.groups[0].pages[1].pages[0]')],
                  orders,
                ),
              ],
              users,
            ),
            group('Picked', 'navigation.groups[1]', [], listedOps),
          ],
        },
        global: [],
      },
    } as unknown as SiteConfig;
    const result = addOperationPages(config, 'docs.json', content(), openapi);
    const pages = Object.fromEntries(result.content.navigationPages ?? []);
    expect(pages).toEqual({
      'docs.json#navigation.groups[0].pages[0]': ['api-reference/user-management/list-users.mdx'],
      'docs.json#navigation.groups[0].pages[1].pages[0]': ['orders/users-with-orders.mdx'],
      // Both files have referenced operations: their sources stand for no other page.
      'docs.json#navigation.groups[0]': [],
      'docs.json#navigation.groups[0].pages[1]': [],
      'docs.json#navigation.groups[1]': ['picked/list-orders.mdx'],
    });
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "docs.json:30:7 warning navigation.groups[1].openapi.operations[1]: operation "DELETE /orders" of \`openapi: orders.yaml\`: \`DELETE /orders\` is not an operation of orders.yaml [openapi/unknown-operation]
        hint: \`/orders\` has \`GET\`

      1 warning"
    `);
  });

  it('leaves an entry that names no operation out of the navigation: a warning in Mintlify files, an error in site.json', async () => {
    const openapi = await load({ 'users.yaml': USERS }, true);
    const config = {
      navigation: [group('API', 'navigation[0]', [page('GET /user', 'navigation[0].pages[0]', 4)])],
    } as unknown as SiteConfig;
    for (const [file, severity] of [
      ['docs.json', 'warning'],
      ['mint.json', 'warning'],
      ['site.json', 'error'],
    ]) {
      const result = addOperationPages(config, file, content(), openapi);
      expect(result.diagnostics.map((d) => [d.severity, d.rule])).toEqual([[severity, 'openapi/unknown-operation']]);
      expect(result.diagnostics[0].message).toContain('the entry is left out of the navigation');
    }
  });

  it('reports unknown operations at their entry; takes an ambiguous or misfiled one from the first file, warning', async () => {
    const openapi = await load({ 'users.yaml': USERS, 'orders.yaml': ORDERS }, true);
    const config = {
      navigation: [
        group('API', 'navigation[0]', [
          page('GET /user', 'navigation[0].pages[0]', 4),
          page('GET /users', 'navigation[0].pages[1]', 5),
          page('billing.yaml GET /users', 'navigation[0].pages[2]', 6),
        ]),
      ],
    } as unknown as SiteConfig;
    const result = addOperationPages(config, 'mint.json', content(), openapi);
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "mint.json:4:5 warning navigation[0].pages[0]: navigation entry "GET /user": \`GET /user\` is not an operation of the OpenAPI files; the entry is left out of the navigation [openapi/unknown-operation]
        hint: did you mean \`GET /users\`?
      mint.json:5:5 warning navigation[0].pages[1]: navigation entry "GET /users": \`GET /users\` is in 2 OpenAPI files (users.yaml, orders.yaml); Quire takes users.yaml, the nearest by folder [openapi/ambiguous-operation]
        hint: name the file before the method to choose another, e.g. \`"orders.yaml GET /users"\`
      mint.json:6:5 warning navigation[0].pages[2]: navigation entry "billing.yaml GET /users": no OpenAPI file matches "billing.yaml"; Quire takes \`GET /users\` from users.yaml, the nearest of the 2 files that have it [openapi/unknown-file]
        hint: name the file that has it, e.g. \`"users.yaml GET /users"\`

      3 warnings"
    `);
    // The entries stand for no page, so the graph does not report them again as missing files.
    expect(result.content.navigationPages?.get('mint.json#navigation[0].pages[0]')).toEqual([]);
    // The ambiguous and the misfiled entries each get users.yaml's page.
    expect(result.content.navigationPages?.get('mint.json#navigation[0].pages[1]')).toHaveLength(1);
    expect(result.content.navigationPages?.get('mint.json#navigation[0].pages[2]')).toEqual(
      result.content.navigationPages?.get('mint.json#navigation[0].pages[1]'),
    );
  });

  it('leaves a webhook entry no file has out of the navigation, with a warning', async () => {
    const config = {
      navigation: [
        group('API', 'navigation[0]', [
          page('openapi.json webhook user.created', 'navigation[0].pages[0]', 3),
          page('users.yaml webhook user.deleted', 'navigation[0].pages[1]', 4),
        ]),
      ],
    } as unknown as SiteConfig;
    const result = addOperationPages(config, 'site.json', content(), await load({ 'users.yaml': USERS }));
    expect(result.diagnostics.map((d) => [d.severity, d.rule, d.position?.line])).toEqual([
      ['warning', 'openapi/unknown-file', 3],
      ['warning', 'openapi/unknown-webhook', 4],
    ]);
    expect(result.content.navigationPages?.get('site.json#navigation[0].pages[0]')).toEqual([]);
    expect(result.content.navigationPages?.get('site.json#navigation[0].pages[1]')).toEqual([]);
  });

  it('generates a page for a webhook entry, named after its summary', async () => {
    const hooks = `${USERS.replace(/\n$/, '')}\nwebhooks:\n  user.created:\n    post:\n      summary: User created\n      responses: { '200': { description: OK } }\n`;
    const config = {
      navigation: [group('API', 'navigation[0]', [page('webhook user.created', 'navigation[0].pages[0]', 3)])],
    } as unknown as SiteConfig;
    const result = addOperationPages(config, 'site.json', content(), await load({ 'users.yaml': hooks }));
    expect(formatDiagnostics(result.diagnostics)).toBe('');
    expect(result.content.navigationPages?.get('site.json#navigation[0].pages[0]')).toEqual([
      'api-reference/user-created.mdx',
    ]);
    expect(frontmatter(result.content, 'api-reference/user-created.mdx')).toMatchObject({
      openapi: 'users.yaml webhook user.created',
      title: 'User created',
    });
  });

  it('refuses a generated page where a real page is, naming both', async () => {
    const openapi = await load({ 'users.yaml': USERS });
    const config = {
      navigation: [group('API', 'navigation[0]', [page('GET /users', 'navigation[0].pages[0]', 9)])],
    } as unknown as SiteConfig;
    const real = 'api-reference/user-management/list-users/index.mdx';
    const result = addOperationPages(config, 'site.json', content({ [real]: '# Mine\n' }), openapi);
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "site.json:9:5 error navigation[0].pages[0]: the page generated for \`GET /users\` (navigation entry "GET /users") would be at /api-reference/user-management/list-users/, where api-reference/user-management/list-users/index.mdx already is [openapi/page-collision]
        hint: move or rename api-reference/user-management/list-users/index.mdx, set another \`directory\` on the \`openapi\` source, or give the operation its own URL with \`x-mint: { href }\` in the OpenAPI file

      1 error"
    `);
    expect(result.content.pages.get(real)).toBe('# Mine\n');
    expect(result.content.pages.size).toBe(1);
  });

  it('in docs.json, keeps the real page where it is and builds the operation at the next free URL, with a warning', async () => {
    const openapi = await load({ 'users.yaml': USERS });
    const config = {
      navigation: [group('API', 'navigation[0]', [page('GET /users', 'navigation[0].pages[0]', 9)])],
    } as unknown as SiteConfig;
    const real = 'api-reference/user-management/list-users/index.mdx';
    const result = addOperationPages(config, 'docs.json', content({ [real]: '# Mine\n' }), openapi);
    expect(result.diagnostics.map((d) => [d.severity, d.rule])).toEqual([['warning', 'openapi/page-collision']]);
    expect(result.diagnostics[0].message).toContain(`Quire keeps ${real} there`);
    expect(result.content.pages.get(real)).toBe('# Mine\n');
    expect(result.content.navigationPages?.get('docs.json#navigation[0].pages[0]')).toEqual([
      'api-reference/user-management/list-users-1.mdx',
    ]);
  });

  it('numbers pages of different operations that would share a URL, and shares one page per operation', async () => {
    const twins = `openapi: 3.0.0
info: { title: T, version: '1' }
paths:
  /a: { get: { summary: Same name, responses: { '200': { description: OK } } } }
  /b: { get: { summary: Same name, responses: { '200': { description: OK } } } }
`;
    const openapi = await load({ 'twins.yaml': twins });
    const config = {
      navigation: [
        group('API', 'navigation[0]', [
          page('GET /a', 'navigation[0].pages[0]'),
          page('GET /b', 'navigation[0].pages[1]'),
          page('GET /a', 'navigation[0].pages[2]'),
        ]),
      ],
    } as unknown as SiteConfig;
    const result = addOperationPages(config, 'site.json', content(), openapi);
    expect([...(result.content.navigationPages?.values() ?? [])]).toEqual([
      ['api-reference/same-name.mdx'],
      ['api-reference/same-name-1.mdx'],
      ['api-reference/same-name.mdx'],
    ]);
  });

  it('builds a page with a notice for an entry whose source could not be fetched', async () => {
    const url = 'https://api.example.com/openapi.json';
    const openapi: LoadedOpenApi = {
      documents: [],
      failed: 1,
      files: [],
      unavailable: [
        { source: url, file: url, reason: `${url} could not be fetched when the site was built (offline)` },
      ],
    };
    const source = { source: url, jsonPath: 'navigation.groups[0].openapi' };
    const config = {
      navigation: [],
      explicitNavigation: {
        root: {
          divisions: [],
          groups: [group('API', 'navigation.groups[0]', [page('POST /keys', 'navigation.groups[0].pages[0]')], source)],
        },
        global: [],
      },
    } as unknown as SiteConfig;
    const result = addOperationPages(config, 'docs.json', content(), openapi);
    expect(formatDiagnostics(result.diagnostics)).toBe('');
    expect(frontmatter(result.content, 'api-reference/post-keys.mdx')).toEqual({
      openapi: `${url} POST /keys`,
      title: 'POST /keys',
    });
  });

  it('warns once, naming the navigation entry, when a whole source that did not load generates no pages', () => {
    const openapi: LoadedOpenApi = {
      documents: [],
      failed: 1,
      files: [],
      unavailable: [{ source: 'broken.yaml', file: 'broken.yaml', reason: 'broken.yaml did not load: invalid YAML' }],
    };
    const source = { source: 'broken.yaml', jsonPath: 'navigation.groups[0].openapi' };
    const config = {
      navigation: [],
      explicitNavigation: {
        root: { divisions: [], groups: [group('API', 'navigation.groups[0]', [], source)] },
        global: [],
      },
    } as unknown as SiteConfig;
    const result = addOperationPages(config, 'docs.json', content(), openapi);
    expect(formatDiagnostics(result.diagnostics).split('\n')[0]).toBe(
      'docs.json warning navigation.groups[0].openapi: `openapi: broken.yaml`: no endpoint pages are generated, as broken.yaml did not load: invalid YAML [openapi/no-pages]',
    );
    expect(result.content.generatedPages).toBeUndefined();
  });

  it('returns the content as it was when the navigation names no operation', async () => {
    const index = content({ 'a.md': '# A\n' });
    const config = { navigation: [group('Docs', 'navigation[0]', [page('a', 'navigation[0].pages[0]')])] };
    const result = addOperationPages(config as unknown as SiteConfig, 'site.json', index, await load({}));
    expect(result.content).toBe(index);
  });
});
