/** docs.json `navigation` → `SiteConfig.explicitNavigation`: nesting, each kind of division, groups, OpenAPI. */
import { describe, expect, it } from 'vitest';
import type { NavDivisionConfig, NavigationGroupConfig } from '../../../src/config/types.js';
import { check, found, minimal, withNavigation } from './check.js';

function navigationOf(value: unknown) {
  const result = check(value);
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const navigation = result.config?.explicitNavigation;
  if (!navigation) throw new Error('no explicit navigation');
  return navigation;
}

/** The page strings of a group, nested groups as `{group: [...]}`. */
function pagesOf(group: NavigationGroupConfig): unknown[] {
  return group.pages.map((entry) => ('page' in entry ? entry.page : { [entry.group]: pagesOf(entry) }));
}

describe('docs.json navigation', () => {
  it('reads groups at the top, with the position of every entry', () => {
    const result = check(minimal);
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.explicitNavigation).toEqual({
      root: {
        divisions: [],
        groups: [
          {
            group: 'Start',
            pages: [{ page: 'index', jsonPath: 'navigation.groups[0].pages[0]', position: { line: 8, column: 11 } }],
            jsonPath: 'navigation.groups[0]',
            position: { line: 5, column: 7 },
          },
        ],
      },
      global: [],
    });
  });

  it('leaves the site.json navigation, anchors, tabs and versions empty', () => {
    const config = check(minimal).config;
    expect(config).toMatchObject({ navigation: [], anchors: [], tabs: [], versions: [] });
  });

  it('turns loose pages at the top into a group without a heading', () => {
    const navigation = navigationOf(withNavigation({ pages: ['index', 'quickstart'] }));
    expect(navigation.root.groups).toHaveLength(1);
    expect(navigation.root.groups[0]).toMatchObject({ group: '', jsonPath: 'navigation.pages' });
    expect(pagesOf(navigation.root.groups[0])).toEqual(['index', 'quickstart']);
  });

  it.each([
    ['products', 'product', 'product'],
    ['languages', 'language', 'language'],
    ['versions', 'version', 'version'],
    ['tabs', 'tab', 'tab'],
    ['dropdowns', 'dropdown', 'dropdown'],
    ['anchors', 'anchor', 'anchor'],
  ] as const)('reads %s as divisions of kind %s', (plural, kind, nameKey) => {
    const name = kind === 'language' ? 'fr' : 'Guides';
    const navigation = navigationOf(
      withNavigation({
        [plural]: [
          { [nameKey]: name, pages: ['a', 'b'] },
          { [nameKey]: name, href: '/x' },
        ],
      }),
    );
    const [first, second] = navigation.root.divisions;
    expect(first).toMatchObject({ kind, name, hidden: false, isDefault: false, jsonPath: `navigation.${plural}[0]` });
    expect(first.content.groups.map(pagesOf)).toEqual([['a', 'b']]);
    expect(first.content.groups[0].jsonPath).toBe(`navigation.${plural}[0].pages`);
    expect(second).toMatchObject({ kind, href: '/x', content: { divisions: [], groups: [] } });
  });

  it('reads the settings of each kind of division', () => {
    const navigation = navigationOf(
      withNavigation({
        products: [
          {
            product: 'payments',
            name: 'Payments API',
            description: 'Take money',
            icon: 'credit-card',
            color: { light: '#112233' },
            versions: [
              { version: 'v2', tag: 'Latest', default: true, pages: ['v2/index'] },
              { version: 'v1', hidden: true, pages: ['v1/index'] },
            ],
          },
        ],
      }),
    );
    const [product] = navigation.root.divisions;
    expect(product).toMatchObject({
      kind: 'product',
      name: 'Payments API',
      description: 'Take money',
      icon: 'credit-card',
      color: { light: '#112233', dark: '#112233' },
    });
    const [v2, v1] = product.content.divisions;
    expect(v2).toMatchObject({ kind: 'version', name: 'v2', tag: 'Latest', isDefault: true, hidden: false });
    expect(v1).toMatchObject({ kind: 'version', name: 'v1', isDefault: false, hidden: true });
  });

  it('nests divisions in any order and to any depth', () => {
    const navigation = navigationOf(
      withNavigation({
        anchors: [
          {
            anchor: 'Docs',
            tabs: [
              {
                tab: 'Guides',
                dropdowns: [
                  {
                    dropdown: 'SDKs',
                    languages: [
                      {
                        language: 'en',
                        versions: [
                          { version: 'v1', products: [{ product: 'Core', groups: [{ group: 'G', pages: ['deep'] }] }] },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      }),
    );
    const kinds: string[] = [];
    let division: NavDivisionConfig | undefined = navigation.root.divisions[0];
    let last = division;
    while (division) {
      kinds.push(division.kind);
      last = division;
      division = division.content.divisions[0];
    }
    expect(kinds).toEqual(['anchor', 'tab', 'dropdown', 'language', 'version', 'product']);
    expect(last.content.groups[0].pages[0]).toMatchObject({
      page: 'deep',
      jsonPath: 'navigation.anchors[0].tabs[0].dropdowns[0].languages[0].versions[0].products[0].groups[0].pages[0]',
    });
  });

  it('reads a tab menu: items with groups, pages or a link', () => {
    const navigation = navigationOf(
      withNavigation({
        tabs: [
          {
            tab: 'Learn',
            icon: 'graduation-cap',
            menu: [
              { item: 'Lessons', href: 'https://learn.acme.com', description: 'Self-paced' },
              { item: 'Guides', icon: 'book', groups: [{ group: 'AI', icon: 'robot', pages: ['guides/ai'] }] },
              { item: 'Recipes', pages: ['recipes/one'] },
            ],
          },
        ],
      }),
    );
    const [tab] = navigation.root.divisions;
    expect(tab).toMatchObject({ kind: 'tab', name: 'Learn', icon: 'graduation-cap' });
    const [lessons, guides, recipes] = tab.content.divisions;
    expect(lessons).toMatchObject({
      kind: 'menu',
      name: 'Lessons',
      href: 'https://learn.acme.com',
      description: 'Self-paced',
    });
    expect(guides).toMatchObject({ kind: 'menu', name: 'Guides', icon: 'book' });
    expect(guides.content.groups[0]).toMatchObject({
      group: 'AI',
      icon: 'robot',
      jsonPath: 'navigation.tabs[0].menu[1].groups[0]',
    });
    expect(recipes.content.groups.map(pagesOf)).toEqual([['recipes/one']]);
  });

  it('reads the settings of groups, nested to any depth', () => {
    const navigation = navigationOf(
      withNavigation({
        groups: [
          {
            group: 'Guides',
            icon: { name: 'github', style: 'brands' },
            tag: 'NEW',
            root: 'guides/index',
            pages: [
              'guides/a',
              {
                group: 'Advanced',
                expanded: true,
                hidden: true,
                icon: 'gear',
                pages: ['guides/b', { group: 'Deeper', pages: ['guides/c'] }],
              },
            ],
          },
        ],
      }),
    );
    const [guides] = navigation.root.groups;
    expect(guides).toMatchObject({
      group: 'Guides',
      icon: 'github',
      iconType: 'brands',
      tag: 'NEW',
      root: 'guides/index',
    });
    expect(guides).not.toHaveProperty('expanded');
    const advanced = guides.pages[1] as NavigationGroupConfig;
    expect(advanced).toMatchObject({ group: 'Advanced', expanded: true, hidden: true, icon: 'gear' });
    expect(pagesOf(guides)).toEqual(['guides/a', { Advanced: ['guides/b', { Deeper: ['guides/c'] }] }]);
    expect((advanced.pages[1] as NavigationGroupConfig).jsonPath).toBe('navigation.groups[0].pages[1].pages[1]');
  });

  it('reads global links', () => {
    const navigation = navigationOf(
      withNavigation({
        global: {
          anchors: [{ anchor: 'Blog', icon: 'newspaper', href: 'https://acme.com/blog' }],
          languages: [{ language: 'de', href: 'https://de.acme.com' }],
        },
        pages: ['index'],
      }),
    );
    expect(navigation.global).toEqual([
      {
        kind: 'anchor',
        name: 'Blog',
        icon: 'newspaper',
        href: 'https://acme.com/blog',
        hidden: false,
        isDefault: false,
        content: { divisions: [], groups: [] },
        jsonPath: 'navigation.global.anchors[0]',
        position: { line: 6, column: 9 },
      },
      expect.objectContaining({ kind: 'language', name: 'de', href: 'https://de.acme.com' }),
    ]);
  });

  it('reads global links written inside a division, marked with the division they belong to', () => {
    const result = check(
      withNavigation({
        languages: [
          {
            language: 'en',
            global: { anchors: [{ anchor: 'Blog', href: 'https://acme.com/blog' }] },
            pages: ['index'],
          },
        ],
      }),
    );
    expect(found(result)).toEqual([]);
    expect(result.config?.explicitNavigation?.global).toEqual([
      expect.objectContaining({
        kind: 'anchor',
        name: 'Blog',
        within: '#navigation.languages[0]',
        jsonPath: 'navigation.languages[0].global.anchors[0]',
      }),
    ]);
  });
});

describe('docs.json operation references and openapi', () => {
  it('keeps page entries that are operation references as written', () => {
    const navigation = navigationOf(
      withNavigation({ pages: ['intro', 'GET /users', 'admin.yaml POST /users', 'v1.json webhook userCreated'] }),
    );
    expect(pagesOf(navigation.root.groups[0])).toEqual([
      'intro',
      'GET /users',
      'admin.yaml POST /users',
      'v1.json webhook userCreated',
    ]);
  });

  it('passes openapi on from every division and group that has one, in each form', () => {
    const navigation = navigationOf(
      withNavigation({
        tabs: [
          { tab: 'API', openapi: 'openapi.json' },
          { tab: 'Admin', openapi: { source: 'admin.yaml', directory: 'admin-api' } },
          { tab: 'One', openapi: ['one.yaml'] },
          {
            tab: 'Mixed',
            openapi: 'v1.json',
            groups: [
              { group: 'Users', pages: ['api/overview', 'GET /users'] },
              { group: 'Orders', openapi: { source: '/specs/v2.json', directory: 'api/v2' }, pages: ['GET /orders'] },
              { group: 'All of v3', openapi: 'v3.yaml' },
            ],
          },
        ],
      }),
    );
    const [api, admin, one, mixed] = navigation.root.divisions;
    expect(api.content.openapi).toEqual({
      source: 'openapi.json',
      jsonPath: 'navigation.tabs[0].openapi',
      position: { line: 7, column: 20 },
    });
    expect(admin.content.openapi).toMatchObject({ source: 'admin.yaml', directory: 'admin-api' });
    expect(one.content.openapi).toMatchObject({ source: 'one.yaml', jsonPath: 'navigation.tabs[2].openapi[0]' });
    expect(mixed.content.openapi).toMatchObject({ source: 'v1.json', jsonPath: 'navigation.tabs[3].openapi' });
    const [users, orders, all] = mixed.content.groups;
    expect(users.openapi).toBeUndefined();
    expect(pagesOf(users)).toEqual(['api/overview', 'GET /users']);
    expect(orders.openapi).toMatchObject({ source: '/specs/v2.json', directory: 'api/v2' });
    expect(all).toMatchObject({ group: 'All of v3', pages: [], openapi: { source: 'v3.yaml' } });
  });

  it('warns that only the first of several files is used', () => {
    const result = check(withNavigation({ anchors: [{ anchor: 'API', openapi: ['a.yaml', 'b.yaml', 'c.yaml'] }] }));
    expect(result.config?.explicitNavigation?.root.divisions[0].content.openapi?.source).toBe('a.yaml');
    expect(found(result)).toEqual(['warning config/unsupported-setting navigation.anchors[0].openapi[1]']);
    expect(result.diagnostics[0].message).toBe(
      'only the first file of `openapi` is used here; the other 2 are ignored',
    );
  });

  it('warns about openapi on a division that only links', () => {
    const result = check(
      withNavigation({ anchors: [{ anchor: 'API', href: 'https://api.acme.com', openapi: 'a.yaml' }] }),
    );
    expect(found(result)).toEqual(['warning config/unsupported-setting navigation.anchors[0].openapi']);
    expect(result.config?.explicitNavigation?.root.divisions[0].content.openapi).toBeUndefined();
  });
});

describe('docs.json navigation problems', () => {
  it('reads the content Mintlify reads when a level holds two kinds, and warns about the other', () => {
    const result = check(
      withNavigation({
        versions: [{ version: 'v2', pages: ['a'] }],
        tabs: [{ tab: 'Guides', pages: ['b'] }],
      }),
    );
    expect(found(result)).toEqual(['warning config/mixed-content navigation.tabs']);
    expect(result.diagnostics[0].message).toBe(
      '`navigation` holds `versions` and `tabs`; Quire reads `versions`, as Mintlify does, and ignores `tabs`',
    );
    const root = result.config?.explicitNavigation?.root;
    expect(root?.divisions.map((d) => `${d.kind} ${d.name}`)).toEqual(['version v2']);
  });

  it('reads groups beside pages, and shows first the pages no group lists', () => {
    const navigation = (pages: string[]) =>
      withNavigation({ tabs: [{ tab: 'Guides', pages, groups: [{ group: 'A', pages: ['a'] }] }] });
    const extra = check(navigation(['/a.mdx', 'b']));
    expect(found(extra)).toEqual(['warning config/mixed-content navigation.tabs[0].pages']);
    expect(extra.diagnostics[0].message).toBe(
      'a tab holds `groups` and `pages`; Mintlify shows only `groups`, Quire also shows the 1 page of `pages` no group lists, first',
    );
    const groups = extra.config?.explicitNavigation?.root.divisions[0].content.groups;
    expect(groups?.map((g) => [g.group, g.pages.map((p) => ('page' in p ? p.page : p.group))])).toEqual([
      ['', ['b']],
      ['A', ['a']],
    ]);

    const listed = check(navigation(['a']));
    expect(found(listed)).toEqual(['warning config/mixed-content navigation.tabs[0].pages']);
    expect(listed.diagnostics[0].message).toMatch(/every page of `pages` is listed in them$/);
    expect(listed.config?.explicitNavigation?.root.divisions[0].content.groups.map((g) => g.group)).toEqual(['A']);
  });

  it('reads the content beside href and ignores the link', () => {
    const result = check(withNavigation({ anchors: [{ anchor: 'Blog', href: '/blog', pages: ['a'] }] }));
    expect(found(result)).toEqual(['warning config/mixed-content navigation.anchors[0].href']);
    expect(result.diagnostics[0].message).toBe(
      'an anchor holds `pages` and `href`; Quire reads `pages`, as Mintlify does, and ignores `href`',
    );
    const anchor = result.config?.explicitNavigation?.root.divisions[0];
    expect(anchor?.href).toBeUndefined();
    expect(anchor?.content.groups).toHaveLength(1);
  });

  it('reports a navigation that lists nothing', () => {
    expect(found(check(withNavigation({})))).toEqual(['error config/missing-setting navigation']);
    expect(found(check(withNavigation({ global: { anchors: [{ anchor: 'Blog', href: '/blog' }] } })))).toEqual([
      'error config/missing-setting navigation',
    ]);
  });

  it('reports the site.json form of navigation with a hint', () => {
    const result = check(withNavigation([{ group: 'Start', pages: ['index'] }]));
    expect(found(result)).toEqual(['error config/invalid-type navigation']);
    expect(result.diagnostics[0].message).toMatch(/^expected a navigation object like/);
  });

  it('ignores unknown keys deep in the tree with a warning and a did-you-mean', () => {
    const result = check(
      withNavigation({ tabs: [{ tab: 'A', groups: [{ group: 'G', pages: [{ group: 'H', pags: ['x'] }] }] }] }),
    );
    expect(found(result)).toEqual(['warning config/unknown-key navigation.tabs[0].groups[0].pages[0].pags']);
    expect(result.diagnostics[0].message).toBe('unknown setting `pags` is ignored');
    expect(result.diagnostics[0].hint).toMatch(/^did you mean `pages`\?/);
    expect(result.config?.explicitNavigation?.root.divisions[0].content.groups[0].pages).toMatchObject([
      { group: 'H', pages: [] },
    ]);
  });

  it('ignores a key Mintlify projects add to a group, once per key however often it is set', () => {
    const group = { group: 'API', pages: ['a'], 'internal-automation': true, examples: 'x' };
    const result = check(withNavigation({ groups: [group, { ...group, group: 'API 2' }] }));
    expect(found(result)).toEqual([
      'warning config/unknown-key navigation.groups[0]["internal-automation"]',
      'warning config/unknown-key navigation.groups[0].examples',
    ]);
    expect(result.diagnostics[1].hint).toMatch(/It is also set in 1 other place, ignored too\.$/);
    expect(result.config?.explicitNavigation?.root.groups.map((g) => g.group)).toEqual(['API', 'API 2']);
  });

  it('reports a division without its name, and a language code Mintlify does not know', () => {
    const result = check(withNavigation({ tabs: [{ pages: ['a'] }] }));
    expect(found(result)).toEqual(['error config/missing-setting navigation.tabs[0]']);
    const language = check(withNavigation({ languages: [{ language: 'EN', pages: ['a'] }] }));
    expect(found(language)).toEqual(['error config/invalid-value navigation.languages[0].language']);
    expect(language.diagnostics[0].hint).toBe('did you mean `en`?');
  });

  it('warns once for each Mintlify navigation setting Quire ignores, however often it is set', () => {
    const result = check(
      withNavigation({
        tabs: [
          {
            tab: 'A',
            directory: 'card',
            align: 'end',
            groups: [{ group: 'G', boost: 2, directory: 'card', pages: ['a'] }],
          },
          { tab: 'B', hidden: true, searchable: true, groups: [{ group: 'H', boost: 3, public: true, pages: ['b'] }] },
        ],
      }),
    );
    expect(found(result)).toEqual([
      'warning config/unsupported-setting navigation.tabs[0].directory',
      'warning config/unsupported-setting navigation.tabs[0].align',
      'warning config/unsupported-setting navigation.tabs[0].groups[0].boost',
      'warning config/unsupported-setting navigation.tabs[1].searchable',
      'warning config/unsupported-setting navigation.tabs[1].groups[0].public',
    ]);
    expect(result.diagnostics[0].hint).toMatch(/It is also set in 1 other place, ignored too\./);
    expect(result.config?.explicitNavigation?.root.divisions[1].hidden).toBe(true);
  });
});
