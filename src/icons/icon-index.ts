/**
 * The names of the free Font Awesome icons, per style, read once from the installed `@fortawesome/fontawesome-free`
 * package (its `svgs/<style>/<name>.svg` files; aliases such as `home` have files of their own).
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** A style that Font Awesome Free ships. */
export type FreeIconStyle = 'solid' | 'regular' | 'brands';

/** The free styles, in the order a fallback tries them. */
export const FREE_STYLES: readonly FreeIconStyle[] = ['solid', 'regular', 'brands'];

/** Icon names available in each free style. */
export type IconIndex = Record<FreeIconStyle, ReadonlySet<string>>;

let cached: IconIndex | undefined;

/** Folder holding `solid/`, `regular/` and `brands/` SVG files. */
export function getIconsDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@fortawesome/fontawesome-free/package.json')), 'svgs');
}

/** The free icon names by style (read from disk on first use). */
export function getIconIndex(): IconIndex {
  if (!cached) {
    const dir = getIconsDir();
    const names = (style: FreeIconStyle) =>
      new Set(
        readdirSync(path.join(dir, style))
          .filter((f) => f.endsWith('.svg'))
          .map((f) => f.slice(0, -4)),
      );
    cached = { solid: names('solid'), regular: names('regular'), brands: names('brands') };
  }
  return cached;
}
