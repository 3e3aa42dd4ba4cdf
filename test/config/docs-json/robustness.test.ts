/**
 * Whatever docs.json (and its `$ref` files) holds, `validateDocsJsonText` answers with a config or located
 * diagnostics, never a throw: random JSON, and structural edits of a docs.json that uses every area.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateDocsJsonText } from '../../../src/config/docs-json/index.js';
import { docsSchema } from '../../../src/config/docs-json/schema/index.js';
import { mutatedValue, valueArb } from '../../fuzz/helpers/arbitraries.js';
import { checkResult } from '../../fuzz/helpers/check-diagnostics.js';
import { pretty } from './check.js';

const seed = {
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Acme',
  colors: { primary: '#0d9373', light: '#07c983', dark: '#0d9373' },
  logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.com' },
  favicon: { light: '/favicon.svg', dark: '/favicon.svg' },
  appearance: { default: 'dark', strict: false },
  background: { image: '/bg.png', color: { dark: '#000000' }, decoration: 'grid' },
  icons: { library: 'fontawesome' },
  navbar: {
    links: [
      { label: 'Blog', href: 'https://acme.com/blog' },
      { type: 'github', href: 'https://github.com/acme/acme' },
    ],
    primary: { type: 'button', label: 'Sign up', href: 'https://app.acme.com' },
  },
  footer: { socials: { x: 'https://x.com/acme' }, links: [{ header: 'A', items: [{ label: 'B', href: '/b' }] }] },
  api: {
    openapi: ['openapi.json'],
    playground: { display: 'simple' },
    mdx: { server: 'https://api.acme.com', auth: { method: 'bearer' } },
  },
  navigation: {
    global: { anchors: [{ anchor: 'Blog', href: 'https://acme.com/blog' }] },
    languages: [
      {
        language: 'en',
        versions: [
          {
            version: 'v2',
            tabs: [
              {
                tab: 'Guides',
                groups: [{ group: 'Start', icon: 'rocket', pages: ['index', { group: 'More', pages: ['more'] }] }],
              },
              { tab: 'API', openapi: 'openapi.json', pages: ['GET /users'] },
              {
                tab: 'Learn',
                menu: [
                  { item: 'Lessons', href: '/lessons' },
                  { item: 'Recipes', pages: ['r'] },
                ],
              },
            ],
          },
        ],
      },
      { $ref: 'fr.json' },
    ],
  },
  seo: { indexing: 'all' },
};
const files: Record<string, string> = {
  'fr.json': pretty({ language: 'fr', anchors: [{ anchor: 'Docs', groups: [{ $ref: 'group.json' }] }] }),
  'group.json': pretty({ group: 'Départ', pages: ['fr/index'] }),
};
const KEYS = [
  ...Object.keys(docsSchema.properties ?? {}),
  ...['tabs', 'groups', 'pages', 'group', 'tab', 'menu', 'item', 'href', 'openapi', '$ref', 'source', 'light', 'dark'],
];

function run(text: string, refs: Record<string, string>) {
  const result = validateDocsJsonText(text, 'docs.json', (path) =>
    Object.hasOwn(refs, path) ? refs[path] : undefined,
  );
  expect(result.config === undefined).toBe(result.diagnostics.some((d) => d.severity === 'error'));
  checkResult(
    { ok: result.config !== undefined, diagnostics: result.diagnostics },
    { 'docs.json': text, ...refs },
    [],
    /\n/,
  );
}

describe('validateDocsJsonText on any input', () => {
  it('loads the seed without errors', () => {
    const result = validateDocsJsonText(pretty(seed), 'docs.json', (path) => files[path]);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('answers random JSON with diagnostics at real positions', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => run(pretty(value), files)),
      { numRuns: 200, seed: 14 },
    );
  });

  it('answers edits of a docs.json and of its $ref files with a config or diagnostics at real positions', () => {
    fc.assert(
      fc.property(
        mutatedValue([seed], KEYS, valueArb(KEYS)),
        mutatedValue([JSON.parse(files['fr.json'])], KEYS),
        (docs, fr) => run(pretty(docs), { ...files, 'fr.json': pretty(fr) }),
      ),
      { numRuns: 400, seed: 14 },
    );
  });
});
