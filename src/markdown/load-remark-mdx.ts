/**
 * remark-mdx, loaded when the first MDX pipeline is built rather than with the markdown one: with its JavaScript
 * parser (acorn) it is ~400 KB of code that a site of markdown pages, or a rebuild of one markdown page, never runs.
 * The pipelines are built synchronously, so it is `require`d (Node ≥ 20.19 loads an ES module that way).
 */
import { createRequire } from 'node:module';
import type remarkMdxPlugin from 'remark-mdx';

const require = createRequire(import.meta.url);

let loaded: typeof remarkMdxPlugin | undefined;

/** The remark-mdx plugin (loading the package the first time). */
export function loadRemarkMdx(): typeof remarkMdxPlugin {
  loaded ??= (require('remark-mdx') as { default: typeof remarkMdxPlugin }).default;
  return loaded;
}
