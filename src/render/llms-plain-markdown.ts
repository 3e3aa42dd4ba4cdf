/**
 * The lines of `llms.txt` written as plain strings when mdast-util-to-markdown would write them unchanged: a
 * `## Group` heading, and a `- [title](url): description` list item. Each function returns undefined when its text
 * holds anything the serializer could escape or encode, and the caller then writes that line with the serializer.
 * Serializing the whole index costs about 60 µs a page (0.6 s at 10,000 pages, 6 s at 100,000) on every build; with
 * these, the whole index costs about 3 µs a page.
 *
 * What is plain, read from mdast-util-to-markdown's `unsafe` patterns (its own, GFM's and math's) and its `safe`:
 * - Every text here is one line that neither starts nor ends with a space, and follows `# `, `[` or `)`, never a
 *   line ending, so the `atBreak` patterns (`#`, `-`, `+`, `=`, `>`, `|`, `1.`, `1)` … at the start of a line)
 *   cannot match, nor can the patterns about spaces and tabs next to line endings.
 * - Characters no pattern in these constructs names: letters, digits, spaces, `,;?%^{}'"()/!=>|-+` and
 *   non-ASCII that is not a space, control or format character. `(` is unsafe only after `]`, which is not allowed;
 *   `!` only before `[`, likewise.
 * - Characters with a condition, allowed when it does not hold: `&` before a letter or `#` (a character reference),
 *   `:` before `/`, `.` after `w`/`W` and before a word character, `.` or `-` (GFM autolink literals), and `@`
 *   between word characters (an e-mail literal). These are checked everywhere, though the serializer does not
 *   check the last three inside link text.
 * - Never allowed: `*_\`~$[]\\<` and `#` (escaped at the end of a heading; left out everywhere to stay simple).
 * A URL is plain when it is ASCII letters, digits and `-._/:%` only (no `<…>` form, nothing to escape).
 */

/**
 * What makes a text not plain: a character outside letters, digits, spaces, the punctuation no pattern names and
 * non-ASCII; a control, format or space character other than the ASCII space; a conditional character (`&`, `:`, `.`,
 * `@`) where its condition holds. (One search, rather than a match of every character: it runs once per text.)
 */
const NOT_PLAIN =
  /[^A-Za-z0-9 ,;?%^{}'"()/!=>|+.:&@\-\u0080-\u{10ffff}]|\p{C}|(?! )\p{Z}|&[#A-Za-z]|:\/|[Ww]\.[-.\w]|[-+.\w]@[-.\w]/u;
const PLAIN_URL = /^[A-Za-z0-9\-._/:%]+$/;

/** Whether `text` is written by the serializer exactly as it is, in a heading, link text or paragraph. */
export function isPlainText(text: string): boolean {
  return text !== '' && !NOT_PLAIN.test(text) && text.charCodeAt(0) !== 32 && text.charCodeAt(text.length - 1) !== 32;
}

/** `## name`, or undefined when `name` is not plain. */
export function plainHeading(depth: number, name: string): string | undefined {
  return isPlainText(name) ? `${'#'.repeat(depth)} ${name}` : undefined;
}

/**
 * `- [title](url)`, then `: about` when there is a description, or undefined when any part is not plain. A link whose
 * text is its URL would be written as an autolink (`<url>`), so that is not plain either.
 */
export function plainLinkItem(title: string, url: string, about: string): string | undefined {
  if (!isPlainText(title) || !PLAIN_URL.test(url) || title === url || `mailto:${title}` === url) return undefined;
  if (!about) return `- [${title}](${url})`;
  const tail = `: ${about}`;
  return isPlainText(tail) ? `- [${title}](${url})${tail}` : undefined;
}
