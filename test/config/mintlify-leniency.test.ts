/**
 * Mintlify's files load where Mintlify publishes them: what Mintlify ignores is a warning that says what Quire does
 * instead (issue 24), `site.json` keeps its errors, and `--strict` turns the warnings back into a failed build.
 */
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { validateConfigText } from '../../src/config/validate.js';
import { writeFixture } from '../helpers/site-fixture.js';
import { check, found, minimal } from './docs-json/check.js';

const cleanup: string[] = [];
afterEach(() => {
  for (const dir of cleanup.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function rules(result: ReturnType<typeof validateConfigText>): string[] {
  return result.diagnostics.map((d) => `${d.severity} ${d.rule} ${d.jsonPath ?? ''}`.trim());
}

const mint = {
  name: 'Acme',
  style: 'roundedImages',
  navigation: [{ group: 'Start', pages: ['index'] }],
  tabs: [{ name: 'API', url: 'api', icon: 'code' }],
};

describe('mint.json', () => {
  it('ignores keys its schema lacks (a top-level `style`, `icon` on a tab) with one warning each', () => {
    const result = validateConfigText(JSON.stringify(mint, null, 2), 'mint.json');
    expect(rules(result)).toEqual(['warning config/unknown-key style', 'warning config/unknown-key tabs[0].icon']);
    expect(result.diagnostics[0].message).toBe('unknown setting `style` is ignored');
    expect(result.config?.tabs.map((tab) => tab.name)).toEqual(['API']);
  });

  it('keeps them errors in site.json, Quire’s own format', () => {
    const result = validateConfigText(JSON.stringify(mint, null, 2), 'site.json');
    expect(rules(result)).toEqual(['error config/unknown-key style', 'error config/unknown-key tabs[0].icon']);
    expect(result.config).toBeUndefined();
  });

  it('leaves a version that links to another site out of the version menu, with a warning naming the link', () => {
    const versions = ['v2.x', { name: 'v0.x', url: 'https://v0.x-docs.acme.com' }, { name: 'v1.x' }];
    const result = validateConfigText(JSON.stringify({ ...minimal, navigation: [], versions }), 'mint.json');
    expect(rules(result)).toEqual(['warning config/version-link versions[1]']);
    expect(result.diagnostics[0].message).toBe(
      "version `v0.x` links to another site (https://v0.x-docs.acme.com); Quire's version menu lists this site's versions only, so it is left out",
    );
    expect(result.diagnostics[0].hint).toMatch(/`topbarLinks`: \{ "name": "v0\.x", "url": "https:/);
    expect(result.config?.versions).toEqual(['v2.x', 'v1.x']);
    const site = validateConfigText(JSON.stringify({ ...minimal, navigation: [], versions }), 'site.json');
    expect(rules(site)).toEqual(['error config/invalid-type versions[1]', 'error config/invalid-type versions[2]']);
  });
});

describe('docs.json', () => {
  it('ignores the keys real projects add, each with a warning, and loads', () => {
    const result = check({
      ...minimal,
      openapi: 'openapi.json',
      customCSS: ['style.css'],
      script: ['analytics.js'],
      feedback: { thumbsRating: true, helpful: true },
      seo: { title: 'Acme docs', description: 'All about Acme', indexing: 'all' },
      api: { auth: { method: 'bearer' }, playground: { display: 'simple', mode: 'simple' } },
    });
    expect(found(result)).toEqual([
      'warning config/unknown-key openapi',
      'warning config/unknown-key customCSS',
      'warning config/unknown-key script',
      'warning config/unknown-key feedback.helpful',
      'warning config/unknown-key seo.title',
      'warning config/unknown-key seo.description',
      'warning config/unknown-key api.auth',
      'warning config/unknown-key api.playground.mode',
    ]);
    const hints = Object.fromEntries(result.diagnostics.map((d) => [d.jsonPath, d.hint]));
    expect(hints.openapi).toBe('`openapi` is the mint.json name; in docs.json it is `api.openapi`');
    expect(hints['api.auth']).toBe('`api.auth` is the mint.json name; in docs.json it is `api.mdx.auth`');
    expect(hints['api.playground.mode']).toBe(
      '`api.playground.mode` is the mint.json name; in docs.json it is `api.playground.display`',
    );
    expect(result.config?.api.playground.mode).toBe('simple');
    expect(result.config?.seo?.indexHiddenPages).toBe(true);
  });

  it('still refuses what Mintlify refuses: a wrong type on a key it knows', () => {
    expect(found(check({ ...minimal, seo: { indexing: 'some' } }))).toEqual([
      'error config/invalid-value seo.indexing',
    ]);
  });
});

describe('--strict', () => {
  const docs = (extra: object) =>
    writeFixture({
      'docs.json': { ...minimal, navigation: { tabs: [{ tab: 'Start', pages: ['intro'], ...extra }] } },
      'index.md': '# Home\n',
      'intro.md': '# Intro\n',
    });

  it.each([
    ['an unknown key', { helpful: true }, 'config/unknown-key'],
    ['a level with two kinds of content', { groups: [{ group: 'Start', pages: ['index'] }] }, 'config/mixed-content'],
  ])('turns the warning about %s into a failed build', async (_, extra, rule) => {
    const root = docs(extra);
    cleanup.push(root);
    const lax = await buildSite({ root, allowBrokenLinks: true });
    expect(lax.diagnostics.filter((d) => d.rule.startsWith('config/')).map((d) => `${d.severity} ${d.rule}`)).toEqual([
      `warning ${rule}`,
    ]);
    expect(lax.ok).toBe(true);
    const strict = await buildSite({ root, allowBrokenLinks: true, strict: true });
    expect(strict.ok).toBe(false);
  });
});
