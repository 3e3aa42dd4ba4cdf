/**
 * docs.json languages in the page head: `lang` and `dir` on `<html>` (Mintlify's codes as BCP 47 tags, right-to-left
 * languages mirrored), `hreflang` alternates for the pages that exist in other languages (with `x-default`, absolute
 * with --site-url), and the language homes the root page (or the root redirect) hands the head script.
 */
import { describe, expect, it } from 'vitest';
import { resolveGraph } from '../../src/graph/index.js';
import type { SiteGraph } from '../../src/graph/types.js';
import { resolveSiteIcons } from '../../src/icons/index.js';
import { languageTag, textDirection } from '../../src/render/division-nav.js';
import { createRenderer } from '../../src/render/page.js';
import { getLanguageAlternates, getPageLanguage } from '../../src/render/page-head.js';
import { inlineScripts } from '../../src/render/security-headers.js';
import { createSpecialPages } from '../../src/render/special-pages.js';
import { textOf } from '../../src/render/styles.js';
import { docsConfig } from '../graph/docs-nav.js';
import { contentIndex } from '../graph/helpers.js';
import { renderInitOf } from './helpers.js';

/** English (default) with two versions, French, Arabic, and Mintlify's `cn` for Simplified Chinese. */
const NAVIGATION = {
  languages: [
    {
      language: 'en',
      default: true,
      versions: [
        { version: 'v2', pages: ['index', 'setup', 'only-english', 'shared'] },
        { version: 'v1', pages: ['v1/setup'] },
      ],
    },
    { language: 'fr', pages: ['fr/index', 'fr/setup', 'shared', 'fr/secret'] },
    { language: 'ar', pages: ['ar/index', 'ar/setup'] },
    { language: 'cn', pages: ['cn/index'] },
  ],
};

const PAGES: Record<string, string | null> = {
  'index.md': null,
  'setup.md': null,
  'only-english.md': null,
  'shared.md': null,
  'unlisted.md': null,
  'v1/setup.md': null,
  'fr/index.md': null,
  'fr/setup.md': null,
  'fr/secret.md': '---\nnoindex: true\n---\n# Secret\n',
  'ar/index.md': null,
  'ar/setup.md': null,
  'cn/index.md': null,
};

function site(navigation: Record<string, unknown> = NAVIGATION, pages = PAGES, siteUrl?: string) {
  const content = contentIndex(pages);
  const { graph } = resolveGraph(docsConfig(navigation), content, { configFile: 'docs.json' });
  const init = renderInitOf(graph, {
    urls: { base: '/docs/', ...(siteUrl ? { siteUrl } : {}) },
    chrome: { scripts: [], icons: resolveSiteIcons(graph, 'docs.json').icons, search: true },
  });
  const renderer = createRenderer(init);
  const render = (path: string) =>
    renderer.renderPage(graph.pages.find((page) => page.path === path)!, content.pages.get(path)!).html;
  const special = (file: string) =>
    textOf(createSpecialPages(graph, renderer, init.urls).find((f) => f.path === file)!);
  return { graph, render, special };
}

const pageOf = (graph: SiteGraph, path: string) => graph.pages.find((page) => page.path === path)!;
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)![0];
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

describe('language tags', () => {
  it('turns Mintlify’s codes into BCP 47 tags and knows which are written right to left', () => {
    expect(['en', 'cn', 'jp', 'zh-Hant', 'fr-ca', 'ja-jp', 'pt-BR', 'no'].map(languageTag)).toEqual([
      'en',
      'zh-Hans',
      'ja',
      'zh-Hant',
      'fr-CA',
      'ja-JP',
      'pt-BR',
      'no',
    ]);
    expect(['ar', 'he', 'fa', 'ur', 'ar-EG'].map(textDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'fr', 'zh-Hans', 'arn'].map(textDirection)).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
  });
});

describe('<html lang> and dir', () => {
  const { graph, render } = site();

  it('give each page its language’s tag, right to left for Arabic', () => {
    expect(htmlTag(render('setup.md'))).toMatch(/^<html lang="en" data-theme=/);
    expect(htmlTag(render('fr/setup.md'))).toMatch(/^<html lang="fr" data-theme=/);
    expect(htmlTag(render('ar/setup.md'))).toMatch(/^<html lang="ar" dir="rtl" data-theme=/);
    expect(htmlTag(render('cn/index.md'))).toMatch(/^<html lang="zh-Hans" data-theme=/);
  });

  it('give a page outside the languages the default language', () => {
    expect(getPageLanguage(graph, pageOf(graph, 'unlisted.md'))).toEqual({ lang: 'en', dir: 'ltr' });
    const arabicFirst = site({ languages: [NAVIGATION.languages[2], { language: 'en', pages: ['index'] }] });
    expect(getPageLanguage(arabicFirst.graph, pageOf(arabicFirst.graph, 'unlisted.md'))).toEqual({
      lang: 'ar',
      dir: 'rtl',
    });
  });

  it('stay English on a site without languages', () => {
    const plain = site({ pages: ['index', 'setup'] }, { 'index.md': null, 'setup.md': null });
    expect(htmlTag(plain.render('setup.md'))).toMatch(/^<html lang="en" data-theme=/);
    expect(alternates(plain.render('setup.md'))).toEqual([]);
    expect(htmlTag(plain.render('index.md'))).not.toContain('data-language-homes');
  });
});

describe('hreflang alternates', () => {
  it('list the page in every language that has it, and x-default for the default language’s', () => {
    const { render } = site();
    expect(alternates(render('setup.md'))).toEqual([
      'en /docs/setup/',
      'fr /docs/fr/setup/',
      'ar /docs/ar/setup/',
      'x-default /docs/setup/',
    ]);
    // The same set on each translation: alternates are reciprocal.
    expect(alternates(render('ar/setup.md'))).toEqual(alternates(render('setup.md')));
    expect(alternates(render('cn/index.md'))).toEqual([
      'en /docs/',
      'fr /docs/fr/',
      'ar /docs/ar/',
      'zh-Hans /docs/cn/',
      'x-default /docs/',
    ]);
  });

  it('are absolute with --site-url', () => {
    const { render } = site(NAVIGATION, PAGES, 'https://docs.example.com/ignored/path');
    expect(alternates(render('fr/setup.md'))).toEqual([
      'en https://docs.example.com/docs/setup/',
      'fr https://docs.example.com/docs/fr/setup/',
      'ar https://docs.example.com/docs/ar/setup/',
      'x-default https://docs.example.com/docs/setup/',
    ]);
  });

  it('are left out where no other language has the page, or only the page itself', () => {
    const { graph, render } = site();
    expect(alternates(render('only-english.md'))).toEqual([]);
    // Listed by English and French alike: one page, no translation of itself.
    expect(alternates(render('shared.md'))).toEqual([]);
    // Another version has no French or Arabic counterpart.
    expect(alternates(render('v1/setup.md'))).toEqual([]);
    expect(getLanguageAlternates(graph, pageOf(graph, 'unlisted.md'), { base: '/docs/' })).toEqual([]);
  });

  it('leave out pages that search engines must not index', () => {
    const { render } = site(
      { languages: [{ language: 'en', pages: ['secret'] }, NAVIGATION.languages[1]] },
      { ...PAGES, 'secret.md': null },
    );
    expect(alternates(render('secret.md'))).toEqual([]);
    expect(alternates(render('fr/secret.md'))).toEqual([]);
  });
});

describe('the reader’s language on the root URL', () => {
  it('hands the root page the other languages’ homes, and no other page', () => {
    const { render } = site();
    const root = htmlTag(render('index.md'));
    const homes = /data-language-homes="([^"]*)"/.exec(root)![1].replace(/&quot;/g, '"');
    expect(JSON.parse(homes)).toEqual({ fr: '/docs/fr/', ar: '/docs/ar/', 'zh-Hans': '/docs/cn/' });
    expect(htmlTag(render('setup.md'))).not.toContain('data-language-homes');
    expect(htmlTag(render('fr/index.md'))).not.toContain('data-language-homes');
  });

  it('hands them to the root redirect of a site without a home page, in a script the CSP already allows', () => {
    const { special } = site(
      {
        languages: [
          { language: 'en', pages: ['setup'] },
          { language: 'fr', pages: ['fr/setup'] },
        ],
      },
      { 'setup.md': null, 'fr/setup.md': null },
    );
    const redirect = special('index.html');
    const homes = /data-language-homes="([^"]*)"/.exec(redirect)![1].replace(/&quot;/g, '"');
    expect(JSON.parse(homes)).toEqual({ fr: '/docs/fr/setup/' });
    // The head script (the same as every page's, whose hash the CSP lists) runs before the refresh.
    expect(redirect.indexOf('<script>')).toBeLessThan(redirect.indexOf('http-equiv="refresh"'));
    expect(inlineScripts(redirect)).toEqual(inlineScripts(special('404.html')));
  });

  it('leaves the root redirect of a site without languages as it was', () => {
    const { special } = site({ pages: ['setup'] }, { 'setup.md': null });
    const redirect = special('index.html');
    expect(redirect).not.toContain('<script');
    expect(redirect).toContain('<html lang="en">');
  });
});
