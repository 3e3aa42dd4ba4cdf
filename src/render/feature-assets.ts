/**
 * The files only some pages link: KaTeX's stylesheet on pages with math, the diagram script on pages with a mermaid
 * diagram. Like the playground's, they are linked from the page body, so the other pages carry none of their
 * weight and an overridden page template needs no change.
 */
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import type { PageFeature } from '../markdown/types.js';
import { withBase } from '../utils/url.js';
import type { MathInit } from './math-assets.js';

/** Site-relative paths of the files behind each feature (absent: the site publishes none). Plain data. */
export interface FeatureAssets {
  math?: MathInit;
  /** The diagram script (an entry of the client bundle). */
  mermaid?: { script: string };
}

/** The `<link>` and `<script>` elements that `features` need, as HTML to put before the page body. */
export function featureLinks(
  features: readonly PageFeature[] | undefined,
  assets: FeatureAssets,
  base: string,
): string {
  if (!features) return '';
  const elements = [];
  if (features.includes('math') && assets.math)
    elements.push(h('link', { rel: 'stylesheet', href: withBase(base, assets.math.stylesheet) }));
  if (features.includes('mermaid') && assets.mermaid)
    elements.push(h('script', { type: 'module', src: withBase(base, assets.mermaid.script) }));
  return elements.length > 0 ? toHtml(elements) : '';
}
