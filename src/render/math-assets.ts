/**
 * KaTeX's stylesheet and fonts as files of the site, under `_quire/katex/` (never a CDN: the Content-Security-Policy
 * allows fonts and styles from the site only). The stylesheet is KaTeX's own, with its fonts renamed by content hash
 * and only their WOFF2 form kept, followed by the classes that stand in for KaTeX's inline styles
 * (markdown/math/katex-classes.ts). Only pages with math link it (see `RenderInit.math`).
 */
import { katexClassesCss } from '../markdown/math/katex-classes.js';
import { contentHash } from '../utils/hash.js';
import type { GeneratedFile } from './styles.js';

/** KaTeX's files as read from its package (site/katex-files.ts). */
export interface KatexSources {
  /** `katex.min.css`. */
  css: string;
  /** The `.woff2` fonts, by file name (`KaTeX_Main-Regular.woff2`). */
  fonts: { name: string; content: Uint8Array }[];
}

/** What pages with math need; a site-relative path. Plain data (sent to render workers). */
export interface MathInit {
  stylesheet: string;
}

const DIR = '_quire/katex';

/** The stylesheet and font files, and the init that names the stylesheet. */
export function createMathAssets(sources: KatexSources): { init: MathInit; files: GeneratedFile[] } {
  const files: GeneratedFile[] = [];
  const fontUrls = new Map<string, string>();
  for (const font of sources.fonts) {
    const url = `${font.name.replace(/\.woff2$/, '')}.${contentHash(font.content)}.woff2`;
    fontUrls.set(font.name, url);
    files.push({ path: `${DIR}/${url}`, content: font.content });
  }
  const css = `${rewriteFontSources(sources.css, fontUrls)}\n${katexClassesCss()}`;
  const stylesheet = `${DIR}/katex.${contentHash(css)}.css`;
  files.push({ path: stylesheet, content: css });
  return { init: { stylesheet }, files };
}

/** Each `src:` of KaTeX's `@font-face` rules: its WOFF2 source only, by its published name. */
function rewriteFontSources(css: string, fontUrls: ReadonlyMap<string, string>): string {
  return css.replace(/src:([^;}]*)/g, (whole, sources: string) => {
    const woff2 = /url\(fonts\/([^)]+\.woff2)\)/.exec(sources)?.[1];
    const url = woff2 === undefined ? undefined : fontUrls.get(woff2);
    if (url === undefined)
      throw new Error(`Internal error: KaTeX's stylesheet names a font it does not ship: ${whole}`);
    return `src:url(${url}) format("woff2")`;
  });
}
