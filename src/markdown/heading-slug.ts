/**
 * Heading ids as Mintlify makes them, so that `#anchor` links written for a Mintlify site resolve here too. Mintlify
 * documents some of its rules (create/text, "Automatic anchor IDs"); the rest is read from the links authors copy
 * from their live Mintlify sites (the shared corpus: `#option-1:-asymmetric-jwts-—-using-jwks-recommended`,
 * `#‘backend-connector’`, `#6-[optional]-test-sync…`, Mintlify's own `#example:-connect-to-the-mintlify-mcp-server`):
 * - quotes are made typographic first, as smartypants does (`'Backend'` → `‘backend’`, `Don't` → `don’t`), and kept;
 * - letters are lowercased and whitespace becomes `-`; `.` becomes `-` (`Config.json options` → `config-json-options`);
 * - ASCII punctuation goes except `-`, `_`, `/`, `&`, `$`, `:`, `[` and `]`; other scripts' punctuation and symbols
 *   stay (`—`, `→`, the full-width `：` of `示例：内容审核工作流`);
 * - emoji are dropped, with their variation selectors (`🚀 Launch` → `launch`);
 * - runs of `-` collapse and none is left at either end; a repeated id gets `-2`, `-3`… across the whole page.
 *
 * Links written for earlier Mintlify versions use other forms of the same heading (`#step-1-install` for
 * `Step 1: Install`, `#querying-items-powersync.getall` with its dot): these are the heading's aliases
 * ({@link headingSlugAliases}), which resolve as well. So does GitHub's form (`#headers--query-parameters` for
 * `Headers & query parameters`), which authors copy from their repository's rendered README and docs.
 */

// ASCII punctuation Mintlify drops (it keeps - _ / & $ : [ ]; `.` became `-` before), quotes, and pictographs.
const DROPPED = /[!"#%'()*+,;<=>?@\\^`{|}~“”\p{Extended_Pictographic}]/gu;
// Variation selectors, the combining keycap and zero-width joiners only ever join or follow emoji.
const EMOJI_MARKS = /[\uFE00-\uFE0F\u20E3\u200D]|\uDB40[\uDD00-\uDDEF]/g;
// The older form: letters, numbers and marks of any script, whitespace, and `_ - ’ / & $` only.
const LEGACY_DROPPED = /[^\p{L}\p{N}\p{Mn}\p{Mc}\s_\-’/&$]/gu;
// GitHub's form (github-slugger): letters, numbers, marks, `_`, `-` and spaces; each space is a `-`, runs are kept.
const GITHUB_DROPPED = /[^\p{L}\p{M}\p{N}\p{Pc} -]/gu;

/** The id Mintlify derives from heading text, before duplicates are numbered ('' when nothing is left). */
export function headingSlug(text: string): string {
  return finish(smartQuotes(text).toLowerCase().replace(/\./g, '-').replace(EMOJI_MARKS, '').replace(DROPPED, ''));
}

/**
 * Other ids links written for earlier Mintlify versions use for the same heading: the id with its dots kept, and the
 * older form without `:`, brackets, opening quotes or other scripts' punctuation, and GitHub's. Never the id itself,
 * never ''.
 */
export function headingSlugAliases(text: string): string[] {
  const id = headingSlug(text);
  const dotted = finish(smartQuotes(text).toLowerCase().replace(EMOJI_MARKS, '').replace(DROPPED, ''));
  const legacy = finish(
    text.toLowerCase().replace(/'/g, '’').replace(/\./g, '-').replace(EMOJI_MARKS, '').replace(LEGACY_DROPPED, ''),
  );
  const github = text.toLowerCase().replace(GITHUB_DROPPED, '').replace(/ /g, '-');
  return [...new Set([dotted, legacy, github])].filter((alias) => alias !== '' && alias !== id);
}

function finish(text: string): string {
  return text.trim().replace(/\s+/g, '-').replace(/-{2,}/g, '-').replace(/^-|-$/g, '');
}

/**
 * Straight quotes made typographic as smartypants makes them: an opening quote at the start or after white space or
 * an opening bracket, a closing one (or apostrophe) elsewhere.
 */
function smartQuotes(text: string): string {
  return text
    .replace(OPENING, (quote) => (quote === "'" ? '‘' : '“'))
    .replace(/'/g, '’')
    .replace(/"/g, '”');
}

const OPENING = /(?<=^|[\s([{\u2013\u2014-])['"]/g;

/** One heading's id and the aliases that also lead to it. */
export interface HeadingIds {
  id: string;
  aliases: string[];
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
