/**
 * The promise "nothing a Mintlify author wrote is dropped without a word", item by item: every docs.json key, front
 * matter key, component prop and OpenAPI extension that Mintlify documents (docs/mintlify-surface.json, refreshed by
 * scripts/extract-mintlify-surface.js) is read, warned under a named rule, or ignored on purpose for a stated reason;
 * and the code that reads each one agrees.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { validateDocsJsonText } from '../../src/config/docs-json/index.js';
import {
  componentRules,
  docsJsonRules,
  frontMatterWarnings,
  loadSurface,
  sourceText,
  type SurfaceItem,
} from './surface-probes.js';

const surface = loadSurface();
const ofKind = (kind: SurfaceItem['kind']) => surface.items.filter((item) => item.kind === kind);
const named = (items: SurfaceItem[]) => items.map((item) => [item.name, item] as const);
const source = sourceText();

/**
 * Keys Quire keeps for its resolver, which warns about them: a docs.json setting each (on top of the smallest one that
 * loads) that must produce the item's rule at the item's path.
 */
const RESOLVER_WARNED: Record<string, Record<string, unknown>> = {
  'styling.codeblocks.theme': { styling: { codeblocks: { theme: 'github-dark' } } },
  'styling.codeblocks.theme.light': {
    styling: { codeblocks: { theme: { light: 'github-light', dark: 'github-dark' } } },
  },
  'styling.codeblocks.theme.dark': {
    styling: { codeblocks: { theme: { light: 'github-light', dark: 'github-dark' } } },
  },
  'styling.codeblocks.languages': { styling: { codeblocks: { languages: { custom: ['/grammar.json'] } } } },
  'styling.codeblocks.languages.custom': { styling: { codeblocks: { languages: { custom: ['/grammar.json'] } } } },
  'contextual.display': { contextual: { options: ['copy'], display: 'toc' } },
  'thumbnails.fonts': { thumbnails: { fonts: { family: 'Inter' } } },
  'thumbnails.fonts.family': { thumbnails: { fonts: { family: 'Inter' } } },
};
const MINIMAL = { name: 'Acme', navigation: { pages: ['index'] } };

/** `rule jsonPath` of the warnings validating and resolving `extra` over the smallest docs.json give. */
function resolverWarnings(extra: Record<string, unknown>): string[] {
  const result = validateDocsJsonText(JSON.stringify({ ...MINIMAL, ...extra }), 'docs.json', () => undefined);
  return result.diagnostics.map((d) => `${d.rule} ${d.jsonPath ?? ''}`);
}

describe('the list', () => {
  test('names the Mintlify docs commit it was extracted from', () => {
    expect(surface.mintlifyDocsCommit).toMatch(/^[0-9a-f]{40}$/);
  });

  test('covers all four kinds', () => {
    for (const kind of ['docs.json', 'front matter', 'component', 'openapi'] as const)
      expect(ofKind(kind).length).toBeGreaterThan(kind === 'openapi' ? 3 : 15);
  });

  test.each(
    surface.items.flatMap((item) => [
      [`${item.kind} ${item.name}`, item] as const,
      ...(item.props ?? []).map((prop) => [`${item.kind} ${item.name} ${prop.name}`, prop] as const),
    ]),
  )('%s has a status, with its rule or reason', (_name, item) => {
    expect(['read', 'warned', 'ignored-on-purpose']).toContain(item.status);
    if (item.status === 'warned') expect(item.rule).toMatch(/^[a-z-]+\/[a-z-]+$/);
    if (item.status === 'ignored-on-purpose') expect(item.reason?.length).toBeGreaterThan(20);
  });
});

describe('docs.json keys', () => {
  test.each(named(ofKind('docs.json').filter((item) => item.name !== '$ref')))('%s', (name, item) => {
    const rules = docsJsonRules(name);
    const sample = Object.hasOwn(RESOLVER_WARNED, name) ? RESOLVER_WARNED[name] : undefined;
    if (item.status === 'warned' && sample === undefined) expect(rules).toContain(item.rule);
    else {
      // Kept for Quire's resolver: neither dropped as unknown nor as unsupported.
      expect(rules).toEqual([]);
      if (item.status === 'warned' && sample) {
        const at = resolverWarnings(sample).filter((w) => w.startsWith(`${item.rule} `));
        const paths = at.map((w) => w.split(' ')[1]).filter((path) => path !== '');
        expect(paths.some((path) => name === path || name.startsWith(`${path}.`))).toBe(true);
      } else expect(sample).toBeUndefined();
    }
    // A key kept but named nowhere in the code would be dropped silently: a read key's name must be in the source.
    const last = name.split('.').pop() ?? '';
    if (item.status === 'read' && !last.startsWith('['))
      expect(source).toMatch(new RegExp(`\\b${last.replace(/\[\]$/, '')}\\b`));
  });

  test('the resolver samples are of warned keys only', () => {
    for (const name of Object.keys(RESOLVER_WARNED))
      expect(ofKind('docs.json').find((item) => item.name === name)?.status).toBe('warned');
  });

  test('$ref is replaced by the file it names', () => {
    const result = validateDocsJsonText('{ "$ref": "base.json" }', 'docs.json', (path) =>
      path === 'base.json' ? '{ "name": "Acme", "navigation": { "pages": ["index"] } }' : undefined,
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.name).toBe('Acme');
  });
});

/** A value of the right kind for each front matter key the reader checks; others take `true`. */
const FRONT_MATTER_SAMPLES: Record<string, unknown> = {
  mode: 'wide',
  contextual: { options: ['copy'] },
  boost: 2,
  icon: 'rocket',
  iconType: 'solid',
  lastUpdatedDate: '2024-05-01',
  tag: 'NEW',
  url: 'https://example.com/',
  keywords: ['setup'],
  title: 'Setup',
  sidebarTitle: 'Setup',
  description: 'How to set up.',
  openapi: 'GET /users',
  groups: ['admin'],
  related: ['other'],
};

describe('front matter keys', () => {
  test.each(named(ofKind('front matter')))('%s', (name, item) => {
    const warnings = frontMatterWarnings(name, FRONT_MATTER_SAMPLES[name] ?? true);
    if (item.status === 'warned') expect(warnings).toContain(item.rule);
    else expect(warnings).toEqual([]);
    // A key the code never names cannot be read.
    if (item.status === 'read') expect(source).toMatch(new RegExp(`['.]${name}\\b`));
  });
});

describe('components and their props', () => {
  const unknown = (rules: string[]) => rules.filter((rule) => /unknown-(component|prop)/.test(rule));
  test.each(named(ofKind('component')))('%s', (name, item) => {
    const expectFor = (status: string, rule: string | undefined, rules: string[]) => {
      if (status === 'warned') expect(rules).toContain(rule);
      else expect(unknown(rules)).toEqual([]);
    };
    expectFor(item.status, item.rule, componentRules(name));
    for (const prop of item.props ?? []) expectFor(prop.status, prop.rule, componentRules(name, prop.name));
  });
});

describe('OpenAPI extensions', () => {
  test.each(named(ofKind('openapi')))('%s', (name, item) => {
    if (item.status === 'read') expect(source).toMatch(new RegExp(`['"\`]${name}['"\`]`));
    if (item.status === 'warned') expect(source).toContain(`'${item.rule}'`);
  });
});

describe('docs/mintlify.md', () => {
  test('its status tables are generated from the list (npm run gen:mintlify-table)', () => {
    execFileSync(process.execPath, ['scripts/generate-mintlify-table.js', '--check'], { stdio: 'pipe' });
  });
});
