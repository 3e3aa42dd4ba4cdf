/**
 * remark-stringify's handler for text, as its own (the text made safe with `state.safe`), with one difference that
 * changes no output: `safe` runs every escaping pattern of the writer over the text (about a hundred regular
 * expressions, one per character that can start markdown somewhere), and a pattern whose character is not in the
 * text cannot match. So the patterns are narrowed to those first, for the call. Writing each page's Markdown twin
 * spent half its time in `safe` before.
 */
import type { Options } from 'remark-stringify';

type Handle = NonNullable<NonNullable<Options['handlers']>['text']>;
type State = Parameters<Handle>[2];
type Pattern = State['unsafe'][number];

/** Which ASCII characters the text at hand holds (reset after each call). */
const seen = new Uint8Array(128);

export const text: Handle = (node, parent, state, info) => {
  const siblings = parent ? parent.children : [];
  const index = state.indexStack[state.indexStack.length - 1];
  const value = node.value || '';
  const all = state.unsafe;
  // `safe` looks at the text with the characters before and after it.
  mark(info.before);
  mark(value);
  mark(info.after);
  state.unsafe = all.filter((pattern: Pattern) => {
    const code = pattern.character.length === 1 ? pattern.character.charCodeAt(0) : 128;
    return code >= 128 || seen[code] === 1;
  });
  seen.fill(0);
  try {
    return state.safe(value, { ...info, afterNode: siblings[index + 1], beforeNode: siblings[index - 1] });
  } finally {
    state.unsafe = all;
  }
};

function mark(text: string | undefined): void {
  if (!text) return;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) seen[code] = 1;
  }
}
