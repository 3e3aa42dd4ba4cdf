/**
 * The looks of Mintlify's layout themes (docs.json `theme`), as small CSS overrides of quire.css, keyed on
 * `<html data-q-theme>`. Only the site's own theme goes into its theme.css; `mint` is quire.css itself and adds none.
 *
 * Each look changes what Mintlify's theme gallery shows of it: fonts (system stacks only: quire.css's monospace, a
 * system serif for sequoia's headings; a site's own `fonts` still win, as the appearance rules come after these),
 * corners, the sidebar, the header and its tabs, the title, density, code blocks, cards, and how the current page is
 * marked. Colours stay quire.css's (and the site's): text is only ever drawn on `--q-bg`, `--q-bg-soft` or the
 * button colour, with the text colours quire.css pairs them with. test/browser/layout-themes.test.ts runs axe's
 * contrast rule and the layout audit on every theme, and checks that each looks apart from the others;
 * `npm run shots:themes` redraws the README's screenshots.
 */
import type { LayoutTheme } from '../config/types.js';

const T = (theme: string) => `[data-q-theme="${theme}"]`;

/** The tabs bar's own tabs: links, and the buttons of tab menus (not the links in a menu's list). */
const TAB = ':is(.q-tabs > ul > li > a, .q-tab-menu > details > summary)';

const LOOKS: Record<Exclude<LayoutTheme, 'mint'>, (s: string) => string[]> = {
  // Modern SaaS: round corners, a header without a rule, the tabs and the current page as soft pills, a big title.
  maple: (s) => [
    `${s} { --q-radius: 12px; }`,
    `${s} .q-header { border-bottom-color: transparent; box-shadow: 0 1px 0 var(--q-bg-hover); }`,
    `${s} .q-tabs > ul { gap: 6px; }`,
    `${s} ${TAB} { height: 30px; margin-top: 7px; padding-inline: 12px; border: 0; border-radius: 999px; }`,
    `${s} ${TAB}:hover { background: var(--q-bg-hover); }`,
    `${s} ${TAB}.q-active { color: var(--q-link); background: var(--q-primary-soft); }`,
    `${s} .q-nav-group a, ${s} .q-nav-sub summary { border-radius: 999px; padding-inline: 12px; }`,
    `${s} .q-nav-title { padding-inline: 12px; font-size: 0.78rem; color: var(--q-text-muted); }`,
    `@media (min-width: 861px) { ${s} .q-page-header h1 { font-size: 2.5rem; letter-spacing: -0.035em; } }`,
    `${s} .q-content pre, ${s} .q-content .code-block { border-radius: 14px; }`,
  ],
  // Enterprise: the sidebar on a soft panel with a rule, a solid header, small corners, the current page white with
  // a bar on its leading edge.
  palm: (s) => [
    `${s} { --q-radius: 6px; }`,
    `${s} .q-header { background: var(--q-page-bg, var(--q-bg)); backdrop-filter: none; -webkit-backdrop-filter: none; }`,
    // The panel reaches the window's edge: its shadow, one window wide, paints the margin beside it.
    `@media (min-width: 861px) { ${s} .q-sidebar { background: var(--q-bg-soft); padding-inline: 10px; border-inline-end: 1px solid var(--q-border); box-shadow: -100vw 0 0 var(--q-bg-soft); } ${s}[dir="rtl"] .q-sidebar { box-shadow: 100vw 0 0 var(--q-bg-soft); } }`,
    `${s} .q-nav-group a, ${s} .q-nav-sub summary { border-radius: 4px; }`,
    `${s} .q-nav-group a[aria-current="page"] { background: var(--q-bg); box-shadow: inset 3px 0 0 var(--q-link), 0 1px 2px rgb(15 23 42 / 0.08); }`,
    `${s}[dir="rtl"] .q-nav-group a[aria-current="page"] { box-shadow: inset -3px 0 0 var(--q-link), 0 1px 2px rgb(15 23 42 / 0.08); }`,
    `${s} .q-page-header h1 { font-size: 1.9rem; font-weight: 650; }`,
    `${s} .q-content pre { border-radius: 6px; }`,
  ],
  // Stripped back: a thin rule down each group with the current page's bar on it and no fills, a smaller title,
  // code blocks without a fill.
  willow: (s) => [
    `${s} { --q-radius: 4px; }`,
    `${s} .q-header { border-bottom-color: transparent; }`,
    `${s} .q-nav-group > ul { margin-inline-start: 10px; border-inline-start: 1px solid var(--q-border); }`,
    `${s} .q-nav-group a, ${s} .q-nav-sub summary { margin-inline-start: -1px; padding-block: 4px; border-radius: 0; border-inline-start: 1px solid transparent; }`,
    `${s} .q-nav-group a:hover { background: transparent; border-inline-start-color: var(--q-text-muted); }`,
    `${s} .q-nav-group a[aria-current="page"] { background: transparent; border-inline-start-color: var(--q-link); }`,
    `${s} .q-nav-group { margin-bottom: 18px; }`,
    // A nested group's entries sit on its own rule (quire.css pads that list with !important).
    `${s} .q-nav-sub ul { padding-inline-start: 0 !important; }`,
    `${s} .q-page-header h1 { font-size: 1.75rem; font-weight: 600; letter-spacing: -0.01em; }`,
    `${s} .q-content h2 { font-weight: 600; }`,
    `${s} .q-content pre { border-radius: 4px; background: transparent; }`,
  ],
  // Retro terminal: monospace everywhere, square corners, dashed rules, the current page boxed in an outline.
  linden: (s) => [
    `${s} { --q-font: var(--q-mono); --q-radius: 0px; }`,
    `${s} body { font-size: 0.95em; }`,
    `${s} :is(.q-header, .q-tablist) { border-bottom-style: dashed; }`,
    `${s} :is(.q-card, .q-callout, .q-content pre) { border-style: dashed; }`,
    `${s} .q-nav-group a, ${s} .q-nav-sub summary, ${s} .q-cta, ${s} .q-icon-button, ${s} .q-search-button { border-radius: 0; }`,
    `${s} .q-nav-group a[aria-current="page"] { background: transparent; outline: 1px solid var(--q-link); outline-offset: -1px; }`,
    `${s} .q-nav-title, ${s} .q-toc h2 { text-transform: uppercase; letter-spacing: 0.06em; }`,
    `${s} .q-page-header h1 { font-size: 1.9rem; letter-spacing: 0; }`,
    `${s} .q-content pre, ${s} .q-content .code-block, ${s} .q-content code, ${s} .q-card { border-radius: 0; }`,
  ],
  // Card-based: on a tinted page, the sidebar, the article and the table of contents are cards with round corners.
  almond: (s) => [
    `${s} { --q-radius: 14px; }`,
    // Wide screens only: on a phone the sidebar is a menu and the article fills the width, so there are no cards.
    `@media (min-width: 861px) {`,
    `  ${s} body { background-color: color-mix(in srgb, var(--q-text) 3%, var(--q-page-bg, var(--q-bg))); }`,
    `  ${s} .q-sidebar { margin-top: 16px; height: calc(100vh - var(--q-header-h) - 32px); padding: 16px 10px; }`,
    `  ${s} :is(.q-sidebar, .q-layout:not(.q-mode-custom, .q-mode-frame) > .q-main, .q-toc) { border: 1px solid var(--q-border); border-radius: 14px; background: var(--q-bg); }`,
    `  ${s} .q-layout:not(.q-mode-custom, .q-mode-frame) > .q-main { margin-block: 16px; padding: 32px 40px 48px; box-shadow: var(--q-shadow); }`,
    // Inside the window (the cards' margins included), and a long word breaks rather than crossing the card's edge.
    `  ${s} .q-toc { margin-top: 16px; padding: 16px; max-height: calc(100vh - var(--q-header-h) - 32px); }`,
    `  ${s} :is(.q-sidebar, .q-toc) { overflow-wrap: anywhere; }`,
    `}`,
    `${s} .q-nav-group a, ${s} .q-nav-sub summary { border-radius: 10px; }`,
    `${s} .q-content pre, ${s} .q-content .code-block { border-radius: 14px; }`,
  ],
  // Complex navigation: a ruled, denser sidebar with small upper-case group titles, the current page filled with a bar
  // on its leading edge, the active tab as a boxed chip, a solid header.
  aspen: (s) => [
    `${s} { --q-radius: 8px; }`,
    `${s} .q-header { background: var(--q-page-bg, var(--q-bg)); backdrop-filter: none; -webkit-backdrop-filter: none; }`,
    `${s} .q-tabs > ul { gap: 4px; }`,
    `${s} ${TAB} { height: 30px; margin-top: 7px; padding-inline: 10px; border: 1px solid transparent; border-radius: 6px; }`,
    `${s} ${TAB}:is(.q-active, :hover) { border-color: var(--q-border); background: var(--q-bg-soft); }`,
    `@media (min-width: 861px) { ${s} .q-sidebar { border-inline-end: 1px solid var(--q-border); font-size: 0.85rem; } }`,
    `${s} .q-nav-title { font-size: 0.72rem; text-transform: uppercase; letter-spacing: 0.07em; color: var(--q-text-muted); }`,
    `${s} .q-nav-group a[aria-current="page"] { background: var(--q-bg-hover); color: var(--q-text); border-start-start-radius: 0; border-end-start-radius: 0; box-shadow: inset 2px 0 0 var(--q-link); }`,
    `${s}[dir="rtl"] .q-nav-group a[aria-current="page"] { box-shadow: inset -2px 0 0 var(--q-link); }`,
    `${s} .q-page-header h1 { font-size: 1.8rem; }`,
  ],
  // Content at scale: serif headings, airy text in a wider column, muted group titles, a header without a rule, the
  // current page underlined without a fill.
  sequoia: (s) => [
    `${s} :is(.q-page-header h1, .q-content :is(h2, h3, h4)) { font-family: var(--q-font-heading, ui-serif, Georgia, Cambria, "Times New Roman", serif); }`,
    `${s} .q-article { max-width: 50rem; }`,
    `${s} .q-content { font-size: 1.0625rem; line-height: 1.8; }`,
    `${s} .q-page-header h1 { font-weight: 600; letter-spacing: -0.01em; }`,
    `@media (min-width: 861px) { ${s} .q-page-header h1 { font-size: 2.6rem; } }`,
    `${s} .q-content :is(h2, h3) { font-weight: 600; letter-spacing: 0; }`,
    `${s} .q-nav-title { font-weight: 500; color: var(--q-text-muted); }`,
    `${s} .q-nav-group a[aria-current="page"] { background: transparent; text-decoration: underline; text-underline-offset: 4px; }`,
    `${s} .q-header { border-bottom-color: transparent; }`,
    `${s} .q-content pre { border-radius: 6px; }`,
  ],
  // Polished: pills in the topbar, the tabs and the sidebar, the current page a solid pill in the button colour,
  // cards lifted by a shadow, a header without a rule.
  luma: (s) => [
    `${s} { --q-radius: 10px; }`,
    `${s} .q-header { border-bottom-color: transparent; }`,
    `${s} .q-tabs > ul { gap: 6px; }`,
    `${s} ${TAB} { height: 30px; margin-top: 7px; padding-inline: 12px; border: 1px solid transparent; border-radius: 999px; }`,
    `${s} ${TAB}.q-active { border-color: var(--q-border); box-shadow: 0 1px 2px rgb(15 23 42 / 0.08); }`,
    `${s} .q-nav-group a, ${s} .q-nav-sub summary, ${s} .q-topbar-links a { border-radius: 999px; padding-inline: 12px; }`,
    `${s} .q-nav-title { padding-inline: 12px; }`,
    `${s} .q-nav-group a { padding-block: 7px; }`,
    `${s} .q-nav-group a[aria-current="page"] { background: var(--q-button); color: var(--q-button-text); }`,
    // A typed card keeps its kind's border, and in the dark theme (where a shadow barely shows) every card keeps one.
    `${s} .q-card { box-shadow: var(--q-shadow); }`,
    `${s}:not([data-theme="dark"]) .q-card:not(.q-card-typed) { border-color: transparent; }`,
    `${s} .q-content pre, ${s} .q-content .code-block { border-radius: 12px; }`,
  ],
};

/** The CSS rules of `theme`; none for `mint` (or no theme). */
export function layoutThemeRules(theme: LayoutTheme | undefined): string[] {
  if (theme === undefined || theme === 'mint') return [];
  return LOOKS[theme](T(theme));
}
