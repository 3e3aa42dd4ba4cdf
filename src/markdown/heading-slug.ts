/**
 * Heading ids as Mintlify makes them, so that `#anchor` links written for a Mintlify site resolve here too. Mintlify
 * documents its rules (create/text, "Automatic anchor IDs"); they are not GitHub's:
 * - letters are lowercased and whitespace becomes `-`; a straight apostrophe becomes `’` and stays;
 * - `.` becomes `-` (`Config.json options` → `config-json-options`), parentheses and other punctuation go;
 * - `/`, `&` (and `$`, which Mintlify's own links keep) stay: `Read/write access` → `read/write-access`;
 * - emoji and other symbols are dropped, with their variation selectors (`🚀 Launch` → `launch`);
 * - runs of `-` collapse and none is left at either end (`1. Setup – Linux` → `1-setup-linux`);
 * - a repeated id gets `-2`, `-3`… across the whole page.
 */

// Letters, numbers and combining marks of any script, whitespace, and the punctuation Mintlify keeps.
const DROPPED = /[^\p{L}\p{N}\p{Mn}\p{Mc}\s_\-’/&$]/gu;
// Variation selectors and the combining keycap are marks that only ever follow emoji.
const EMOJI_MARKS = /[\uFE00-\uFE0F\u20E3]|\uDB40[\uDD00-\uDDEF]/g;

/** The id Mintlify derives from heading text, before duplicates are numbered ('' when nothing is left). */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/'/g, '’')
    .replace(/\./g, '-')
    .replace(EMOJI_MARKS, '')
    .replace(DROPPED, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}

/** Numbers repeated slugs on one page: the second `overview` is `overview-2`, and no id in `taken` is reused. */
export function createHeadingSlugger(taken: ReadonlySet<string>): (text: string) => string {
  const counts = new Map<string, number>();
  return (text) => {
    // A heading of emoji or punctuation only still needs an id (an empty one is invalid HTML).
    const base = headingSlug(text) || 'section';
    let count = counts.get(base) ?? 0;
    let id: string;
    do {
      count++;
      id = count === 1 ? base : `${base}-${count}`;
    } while (taken.has(id));
    counts.set(base, count);
    return id;
  };
}
