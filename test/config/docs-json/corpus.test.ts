/** The real docs.json projects of the corpus load as they are: no errors, and a known set of warnings. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateDocsJsonText } from '../../../src/config/docs-json/index.js';
import type { NavContentConfig, NavigationGroupConfig, NavigationPageConfig } from '../../../src/config/types.js';
import { corpusPath, describeCorpus } from '../../helpers/shared-corpus.js';

function load(project: string) {
  const root = corpusPath('mintlify-projects', project);
  const readRef = (relative: string) => {
    const file = path.join(root, relative);
    return existsSync(file) && statSync(file).isFile() ? readFileSync(file, 'utf8') : undefined;
  };
  return validateDocsJsonText(readFileSync(path.join(root, 'docs.json'), 'utf8'), 'docs.json', readRef);
}

/** Every page entry under `content`, depth first. */
function pageEntries(content: NavContentConfig): NavigationPageConfig[] {
  const fromGroup = (group: NavigationGroupConfig): NavigationPageConfig[] =>
    group.pages.flatMap((entry) => ('page' in entry ? [entry] : fromGroup(entry)));
  return [...content.divisions.flatMap((d) => pageEntries(d.content)), ...content.groups.flatMap(fromGroup)];
}

describeCorpus('the docs.json projects of the corpus', () => {
  describe('mintlify__docs', () => {
    // Loaded before the tests run, not while they are collected: without the corpus, the suite is skipped.
    let result: ReturnType<typeof load>;
    beforeAll(() => {
      result = load('mintlify__docs');
    });

    it('loads with no error, and warns only about settings Quire does not honour', () => {
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(new Set(result.diagnostics.map((d) => d.rule))).toEqual(new Set(['config/unsupported-setting']));
      expect(result.diagnostics.map((d) => d.jsonPath)).toEqual([
        'interaction',
        'navigation.languages[0].tabs[0].groups[0].boost',
        'navigation.languages[0].tabs[3].searchable',
        'contextual.options[1]',
        'contextual.options[4]',
        'contextual.options[5]',
        'contextual.options[6]',
      ]);
    });

    it('reads the four languages, three of them from their $ref files, with positions in those files', () => {
      const languages = result.config?.explicitNavigation?.root.divisions ?? [];
      expect(languages.map((l) => [l.kind, l.name, l.file])).toEqual([
        ['language', 'en', undefined],
        ['language', 'fr', 'fr.json'],
        ['language', 'es', 'es.json'],
        ['language', 'zh', 'zh.json'],
      ]);
      const english = pageEntries(languages[0].content);
      // 230 page entries per language (the group `root` pages come on top), as the corpus README counts them.
      expect(english).toHaveLength(230);
      expect(english.every((entry) => entry.position && entry.file === undefined)).toBe(true);
      for (const language of languages.slice(1)) {
        const pages = pageEntries(language.content);
        expect(pages).toHaveLength(230);
        expect(pages.every((entry) => entry.file === language.file && entry.position)).toBe(true);
        expect(pages.every((entry) => entry.page.startsWith(`${language.name}/`))).toBe(true);
      }
    });

    it('reads the tab menu of the Learn tab', () => {
      const tabs = result.config?.explicitNavigation?.root.divisions[0].content.divisions ?? [];
      const learn = tabs.find((tab) => tab.name === 'Learn');
      expect(learn?.content.divisions.map((item) => [item.kind, item.name, item.href])).toEqual([
        ['menu', 'Learn', 'https://learn.mintlify.com/'],
        ['menu', 'Guides', undefined],
      ]);
      expect(tabs.find((tab) => tab.name === 'Help center')?.hidden).toBe(true);
    });
  });

  describe('teamhanko__docs', () => {
    // Loaded before the tests run, not while they are collected: without the corpus, the suite is skipped.
    let result: ReturnType<typeof load>;
    beforeAll(() => {
      result = load('teamhanko__docs');
    });

    it('loads with no error, and warns only about settings Quire does not honour', () => {
      expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(new Set(result.diagnostics.map((d) => d.rule))).toEqual(new Set(['config/unsupported-setting']));
      expect(result.diagnostics.map((d) => d.jsonPath)).toEqual([
        'contextual.options[5]',
        'contextual.options[6]',
        'contextual.options[7]',
      ]);
    });

    it('reads its three tabs and the rest of its settings', () => {
      const config = result.config;
      expect(config?.explicitNavigation?.root.divisions.map((tab) => tab.name)).toEqual([
        'Hanko Docs',
        'Passkey API Docs',
        'Hanko Authenticator Docs',
      ]);
      expect(pageEntries(config!.explicitNavigation!.root)).toHaveLength(180);
      expect(config).toMatchObject({
        name: 'Hanko',
        favicon: '/favicon.png',
        backgroundImage: '/images/background.png',
        colors: { primary: '#6575FF', background: { dark: '#000000' } },
        topbarLinks: [{ name: 'Discord', url: 'https://discord.gg/tAG6RrRqJD' }],
        topbarCtaButton: { type: 'link', name: 'Hanko Cloud Console', url: 'https://cloud.hanko.io' },
        api: { playground: { mode: 'show' } },
      });
    });
  });

  // Issue 24: what Mintlify publishes loads; the keys and forms it ignores are warnings.
  it.each([
    // Its `feedback` is read now (the missing repository is a plan-stage warning, `chrome/feedback-repo`).
    ['PolyAI-LDN__polyai-mintlify-doc', []],
    [
      'browserbase__stagehand',
      [0, 1, 2, 3, 4].map((i) => `config/mixed-content navigation.versions[1].dropdowns[${i}].pages`),
    ],
    [
      'checkly__docs',
      ['seo.title', 'seo.description', 'customCSS', 'script'].map((key) => `config/unknown-key ${key}`),
    ],
    ['fim-ai__fim-one', ['openapi', 'api.auth', 'api.playground.mode'].map((key) => `config/unknown-key ${key}`)],
    [
      'meilisearch__documentation',
      ['["internal-meili-fetch-automation"]', '.examples'].map(
        (key) => `config/unknown-key navigation.versions[0].tabs[2].groups[1]${key}`,
      ),
    ],
  ])('%s loads, warning about what Mintlify ignores', (project, expected) => {
    const result = load(project);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const ignored = result.diagnostics.filter(
      (d) => d.rule === 'config/unknown-key' || d.rule === 'config/mixed-content',
    );
    expect(ignored.map((d) => `${d.rule} ${d.jsonPath}`)).toEqual(expected);
    expect(ignored.every((d) => d.severity === 'warning')).toBe(true);
    expect(result.config).toBeDefined();
  });
});
