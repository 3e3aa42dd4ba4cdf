/**
 * The one reader of KaTeX's stylesheet and fonts (from the `katex` package that renders the formulas, so they always
 * match it). Read once per process, and only when a site may have math.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { KatexSources } from '../render/math-assets.js';

let cached: KatexSources | undefined;

/** KaTeX's minified stylesheet and its WOFF2 fonts (every browser Quire supports reads WOFF2), by file name. */
export function readKatexSources(): KatexSources {
  if (cached) return cached;
  const dist = path.dirname(createRequire(import.meta.url).resolve('katex/dist/katex.min.css'));
  const fontsDir = path.join(dist, 'fonts');
  const fonts = (readdirSync(fontsDir) as string[])
    .filter((name) => name.endsWith('.woff2'))
    .sort()
    .map((name) => ({ name, content: new Uint8Array(readFileSync(path.join(fontsDir, name))) }));
  cached = { css: readFileSync(path.join(dist, 'katex.min.css'), 'utf8'), fonts };
  return cached;
}
