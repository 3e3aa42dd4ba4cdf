/**
 * One formula to HTML with KaTeX, at build time: its visual HTML (KaTeX's fonts and CSS, inline styles turned into
 * classes by katex-classes.ts) and its MathML for screen readers. A formula KaTeX cannot read gives its message
 * and where in the TeX it stopped.
 */
import { createRequire } from 'node:module';
import type katexModule from 'katex';
import { styleClasses } from './katex-classes.js';

const require = createRequire(import.meta.url);
let loadedKatex: typeof katexModule | undefined;

/**
 * KaTeX (~600 KB of code), loaded by the first formula rather than with the markdown pipeline, which every page and
 * rebuild loads. Rendering is synchronous, so it is `require`d: its CommonJS build, the same code as its ES one.
 */
function katex(): typeof katexModule {
  loadedKatex ??= require('katex') as typeof katexModule;
  return loadedKatex;
}

/** A rendered formula (HTML), or why it could not be. */
export type TexResult =
  | { ok: true; html: string }
  | { ok: false; message: string /** Offset in the TeX source, when KaTeX knows it. */; offset?: number };

/** Render `tex` as display (block) or inline math. Never throws for the author's TeX. */
export function renderTex(tex: string, display: boolean): TexResult {
  let html: string;
  try {
    html = katex().renderToString(tex, {
      displayMode: display,
      throwOnError: true,
      // No `\href`, `\url`, `\includegraphics` or `\htmlClass`: they would bypass link checks and escaping.
      trust: false,
      // LaTeX-compatibility notes (unicode in math mode and the like) are not problems for a docs site.
      strict: 'ignore',
      output: 'htmlAndMathml',
    });
  } catch (error) {
    if (error instanceof katex().ParseError)
      return { ok: false, message: error.rawMessage, ...(error.position !== undefined && { offset: error.position }) };
    // KaTeX reports the author's mistakes as ParseError; anything else still comes from the formula.
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  return { ok: true, html: html.replace(START_TAG, replaceStyle) };
}

// KaTeX's own markup: attribute values are double-quoted and escaped (`&quot;`, `&lt;`), so `<` only opens a tag
// and `"` only delimits a value. The HTML is used as it is (a raw node), with no parse and no re-serialization.
const START_TAG = /<([a-z][a-z0-9]*)((?:\s+[a-zA-Z:-]+(?:="[^"]*")?)*)(\s*\/?)>/g;
const ATTRIBUTE = /\s+([a-zA-Z:-]+)(?:="([^"]*)")?/g;

/** A start tag of KaTeX's HTML without its `style` attribute, the classes that stand for it added. */
function replaceStyle(tag: string, name: string, attributes: string, end: string): string {
  if (!attributes.includes(' style="')) return tag;
  let className: string | undefined;
  let style = '';
  const rest: string[] = [];
  for (const [whole, attribute, value = ''] of attributes.matchAll(ATTRIBUTE)) {
    if (attribute === 'class') className = value;
    else if (attribute === 'style') style = value;
    else rest.push(whole);
  }
  const { classes, unsupported } = styleClasses(decode(style));
  const names = [...(className ? [className] : []), ...classes].join(' ');
  // Nothing KaTeX writes today is left over; a future declaration stays inline rather than being lost.
  const kept = unsupported.length > 0 ? ` style="${unsupported.join(';').replace(/"/g, '&quot;')}"` : '';
  return `<${name}${names ? ` class="${names}"` : ''}${rest.join('')}${kept}${end}>`;
}

/** KaTeX escapes `&`, `<`, `>`, `"` and `'` in attribute values; style values only ever hold the last two. */
function decode(value: string): string {
  return value.replace(/&#x27;|&quot;/g, (entity) => (entity === '&quot;' ? '"' : "'"));
}
