/**
 * Read an icon (free Font Awesome, Lucide or Tabler) and return it as inline SVG markup, decorative and coloured by
 * the text colour: `aria-hidden="true"`, `focusable="false"`, `currentColor`. Nothing is fetched from a CDN.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getIconIndex, getIconsDir } from './icon-index.js';
import { getIconSet } from './icon-sets.js';
import type { ResolvedIcon } from './resolve-icon.js';

const cache = new Map<string, string>();

/** The SVG markup of `icon`, with `className` on the `<svg>`. Throws when the icon does not exist (a bug). */
export function loadIcon(icon: ResolvedIcon, className = 'q-icon'): string {
  const key = `${icon.style}/${icon.name}`;
  let svg = cache.get(key);
  const style = icon.style;
  if (svg === undefined && (style === 'lucide' || style === 'tabler')) {
    svg = getIconSet(style).svg(icon.name);
    cache.set(key, svg);
  } else if (svg === undefined && style !== 'lucide' && style !== 'tabler') {
    if (!getIconIndex()[style].has(icon.name)) throw new Error(`Internal error: no Font Awesome icon ${key}`);
    svg = toInlineSvg(readFileSync(path.join(getIconsDir(), style, `${icon.name}.svg`), 'utf8'));
    cache.set(key, svg);
  }
  return (svg as string).replace('<svg ', `<svg class="${className}" `);
}

/** Turn a Font Awesome SVG file into compact inline markup (the licence comment is credited once per page instead). */
export function toInlineSvg(file: string): string {
  const viewBox = /viewBox="([^"]+)"/.exec(file)?.[1];
  const body = file
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+fill="currentColor"/g, '')
    .trim();
  if (!viewBox || !body) throw new Error('Internal error: unexpected Font Awesome SVG file');
  return `<svg viewBox="${viewBox}" fill="currentColor" aria-hidden="true" focusable="false">${body}</svg>`;
}
