/**
 * The looks of Mintlify's layout themes (docs.json `theme`), as small CSS overrides of quire.css, keyed on
 * `<html data-q-theme>`. Only the site's own theme goes into its theme.css; `mint` is quire.css itself and adds none.
 *
 * Each look changes what Mintlify's theme gallery shows of it: fonts (the system stacks quire.css already has; a
 * site's own `fonts` still win, as the appearance rules come after these), corner radius, the sidebar, the header,
 * density, code blocks, and where the current page's highlight sits. Colours stay quire.css's (and the site's), so
 * every pair of text and background keeps the contrast quire.css is checked for.
 */
import type { LayoutTheme } from '../config/types.js';

const T = (theme: string) => `[data-q-theme="${theme}"]`;

const LOOKS: Record<Exclude<LayoutTheme, 'mint'>, (s: string) => string[]> = {
  // Modern SaaS: rounder corners, a borderless translucent header, the current page as a soft pill.
  maple: (s) => [
    `${s} { --q-radius: 12px; }`,
    `${s} .q-header { border-bottom-color: transparent; box-shadow: 0 1px 0 var(--q-bg-hover); }`,
    `${s} .q-nav-group a, ${s} .q-nav-sub summary { border-radius: 10px; }`,
    `${s} .q-nav-title { font-size: 0.78rem; color: var(--q-text-muted); }`,
    `${s} .q-content pre, ${s} .q-content .code-block { border-radius: 14px; }`,
  ],
  // Fintech: the sidebar on a soft panel, a solid header, the current page marked by a bar on its leading edge.
  palm: (s) => [
    `${s} { --q-radius: 6px; }`,
    `${s} .q-header { background: var(--q-page-bg, var(--q-bg)); backdrop-filter: none; -webkit-backdrop-filter: none; }`,
    `@media (min-width: 861px) { ${s} .q-sidebar, ${s} .q-sidebar[popover] { background: var(--q-bg-soft); padding-inline: 10px; border-inline-end: 1px solid var(--q-border); } }`,
    `${s} .q-nav-group a, ${s} .q-nav-sub summary { border-radius: 4px; }`,
    `${s} .q-nav-group a[aria-current="page"] { background: var(--q-bg); box-shadow: inset 3px 0 0 var(--q-link); }`,
    `${s}[dir="rtl"] .q-nav-group a[aria-current="page"] { box-shadow: inset -3px 0 0 var(--q-link); }`,
    `${s} .q-content pre { border-radius: 6px; }`,
  ],
  // Stripped back: square-ish corners, no fills, the current page in bold link colour only, tighter lists.
  willow: (s) => [
    `${s} { --q-radius: 4px; }`,
    `${s} .q-nav-group a, ${s} .q-nav-sub summary { padding-block: 4px; border-radius: 4px; }`,
    `${s} .q-nav-group a[aria-current="page"] { background: transparent; }`,
    `${s} .q-nav-group { margin-bottom: 18px; }`,
    `${s} .q-content pre { border-radius: 4px; background: transparent; }`,
  ],
  // Retro terminal: monospace everywhere, square corners, the current page boxed in an outline.
  linden: (s) => [
    `${s} { --q-font: var(--q-mono); --q-radius: 0px; }`,
    `${s} body { font-size: 0.95em; }`,
    `${s} .q-nav-group a, ${s} .q-nav-sub summary, ${s} .q-cta, ${s} .q-icon-button { border-radius: 0; }`,
    `${s} .q-nav-group a[aria-current="page"] { background: transparent; outline: 1px solid var(--q-link); outline-offset: -1px; }`,
    `${s} .q-nav-title { text-transform: uppercase; letter-spacing: 0.06em; }`,
    `${s} .q-content pre, ${s} .q-content .code-block, ${s} .q-content code { border-radius: 0; }`,
  ],
  // Card-based: the sidebar is a bordered card, corners are round, code blocks sit in soft cards.
  almond: (s) => [
    `${s} { --q-radius: 14px; }`,
    `@media (min-width: 861px) { ${s} .q-sidebar, ${s} .q-sidebar[popover] { margin-top: 16px; height: calc(100vh - var(--q-header-h) - 32px); padding: 16px 10px; border: 1px solid var(--q-border); border-radius: 14px; background: var(--q-bg); } }`,
    `${s} .q-nav-group a, ${s} .q-nav-sub summary { border-radius: 10px; }`,
    `${s} .q-content pre, ${s} .q-content .code-block { border-radius: 14px; box-shadow: var(--q-shadow); }`,
  ],
  // Complex navigation: small upper-case group titles, the current page marked by a bar on its leading edge.
  aspen: (s) => [
    `${s} { --q-radius: 8px; }`,
    `${s} .q-nav-title { font-size: 0.72rem; text-transform: uppercase; letter-spacing: 0.07em; color: var(--q-text-muted); }`,
    `${s} .q-nav-group a[aria-current="page"] { border-start-start-radius: 0; border-end-start-radius: 0; box-shadow: inset 2px 0 0 var(--q-link); }`,
    `${s}[dir="rtl"] .q-nav-group a[aria-current="page"] { box-shadow: inset -2px 0 0 var(--q-link); }`,
    `${s} .q-header { background: var(--q-page-bg, var(--q-bg)); backdrop-filter: none; -webkit-backdrop-filter: none; }`,
  ],
  // Large-scale content: airy text, muted group titles, the current page as link colour with no fill.
  sequoia: (s) => [
    `${s} .q-content { line-height: 1.75; }`,
    `${s} .q-nav-title { font-weight: 500; color: var(--q-text-muted); }`,
    `${s} .q-nav-group a[aria-current="page"] { background: transparent; text-decoration: underline; text-underline-offset: 4px; }`,
    `${s} .q-header { border-bottom-color: transparent; }`,
    `${s} .q-content pre { border-radius: 6px; }`,
  ],
  // Polished: fully rounded pills in the sidebar and topbar, a header without a rule, roomy lists.
  luma: (s) => [
    `${s} { --q-radius: 10px; }`,
    `${s} .q-header { border-bottom-color: transparent; }`,
    `${s} .q-nav-group a, ${s} .q-nav-sub summary, ${s} .q-topbar-links a { border-radius: 999px; padding-inline: 12px; }`,
    `${s} .q-nav-group a { padding-block: 7px; }`,
    `${s} .q-content pre, ${s} .q-content .code-block { border-radius: 12px; }`,
  ],
};

/** The CSS rules of `theme`; none for `mint` (or no theme). */
export function layoutThemeRules(theme: LayoutTheme | undefined): string[] {
  if (theme === undefined || theme === 'mint') return [];
  return LOOKS[theme](T(theme));
}
