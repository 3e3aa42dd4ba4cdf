/**
 * The files of features only some pages use: KaTeX's stylesheet and fonts, and the diagram script with Mermaid's
 * chunks. A site publishes them only when one of its pages (or snippets) may use them; this is a quick look at the
 * sources, before rendering, and errs towards publishing: a page links them only when it really uses them.
 */
import { createMathAssets } from '../render/math-assets.js';
import type { FeatureAssets } from '../render/feature-assets.js';
import type { GeneratedFile } from '../render/styles.js';
import type { ClientBundle } from './assets-fs.js';
import { readKatexSources } from './katex-files.js';

// `$$`, or a `$` then something other than a space or digit up to a `$` on the same line (math-syntax.ts's rule).
const MAY_HAVE_MATH = /\$\$|\$[^\s$\d][^$\n]*\$/;
const MAY_HAVE_MERMAID = /^[ \t>]*(?:`{3,}|~{3,})[ \t]*mermaid\b/im;

/** Feature files to publish, what pages need to link them, and the client files to leave out. */
export function planFeatureFiles(
  sources: Iterable<string>,
  client: ClientBundle,
): { assets: FeatureAssets; files: GeneratedFile[]; unusedScripts: Set<string> } {
  let math = false;
  let mermaid = false;
  for (const source of sources) {
    math ||= MAY_HAVE_MATH.test(source);
    mermaid ||= MAY_HAVE_MERMAID.test(source);
    if (math && mermaid) break;
  }
  const assets: FeatureAssets = {};
  const files: GeneratedFile[] = [];
  if (math) {
    const katex = createMathAssets(readKatexSources());
    assets.math = katex.init;
    files.push(...katex.files);
  }
  if (mermaid && client.mermaid) assets.mermaid = { script: client.mermaid };
  const unusedScripts = new Set(mermaid ? [] : (client.mermaidFiles ?? []));
  return { assets, files, unusedScripts };
}
