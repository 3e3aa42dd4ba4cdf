/**
 * The Lucide and Tabler icon sets, read once from their Iconify JSON packages (`@iconify-json/lucide`,
 * `@iconify-json/tabler`: one file per set, every icon's SVG body and its aliases). Mintlify sites pick one of them
 * with `icons.library`; a Font Awesome site falls back to them for the Pro names that Font Awesome Free lacks.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** An icon set other than Font Awesome. */
export type OtherIconSet = 'lucide' | 'tabler';

interface IconifyJson {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string; rotate?: number; hFlip?: boolean; vFlip?: boolean }>;
}

/** One set: its icon names (aliases included) and a way to get an icon's inline SVG. */
export interface IconSet {
  names: ReadonlySet<string>;
  /** The inline SVG markup of `name` (which must be in `names`), without a class. */
  svg(name: string): string;
}

const PACKAGES: Record<OtherIconSet, string> = {
  lucide: '@iconify-json/lucide/icons.json',
  tabler: '@iconify-json/tabler/icons.json',
};
const sets = new Map<OtherIconSet, IconSet>();

/** The icon set `name`, read from disk on first use. */
export function getIconSet(name: OtherIconSet): IconSet {
  let set = sets.get(name);
  if (!set) {
    const file = createRequire(import.meta.url).resolve(PACKAGES[name]);
    set = toIconSet(JSON.parse(readFileSync(file, 'utf8')) as IconifyJson);
    sets.set(name, set);
  }
  return set;
}

function toIconSet(json: IconifyJson): IconSet {
  const parents = new Map<string, string>();
  for (const name of Object.keys(json.icons)) parents.set(name, name);
  // An alias drawn with a rotation or a flip is a different picture; only plain renames are kept.
  for (const [alias, { parent, rotate, hFlip, vFlip }] of Object.entries(json.aliases ?? {}))
    if (!rotate && !hFlip && !vFlip && Object.hasOwn(json.icons, parent)) parents.set(alias, parent);
  return {
    names: new Set(parents.keys()),
    svg(name) {
      const parent = parents.get(name);
      if (parent === undefined) throw new Error(`Internal error: no icon ${name}`);
      const icon = json.icons[parent];
      const width = icon.width ?? json.width ?? 24;
      const height = icon.height ?? json.height ?? 24;
      // The bodies carry their own `fill`/`stroke` (outlines in `currentColor`), so the root sets none.
      return `<svg viewBox="0 0 ${width} ${height}" aria-hidden="true" focusable="false">${icon.body}</svg>`;
    },
  };
}
