/**
 * Read the title of a fenced code block from its meta string, Mintlify style: ```` ```js getUser.js ````,
 * ```` ```bash title="Install" ````. Line-highlight ranges (`{1,3-4}`), other `key=value` attributes and
 * display flags (`lines`, `wrap` …) are not part of the title.
 */

const TITLE_ATTRIBUTE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const ATTRIBUTE = /(?:^|\s)[\w-]+=(?:"[^"]*"|'[^']*'|\{[^}]*\}|\S+)/g;
const RANGES = /\{[^}]*\}/g;
const FLAGS = new Set(['lines', 'wrap', 'expandable', 'showLineNumbers', 'twoslash', 'noCopy']);

/** The title of a code block from its meta string, or undefined when it has none. */
export function codeTitleFromMeta(meta: string | undefined): string | undefined {
  if (meta === undefined) return undefined;
  const attribute = TITLE_ATTRIBUTE.exec(meta);
  if (attribute) return (attribute[1] ?? attribute[2] ?? attribute[3]).trim() || undefined;
  const title = meta
    .replace(ATTRIBUTE, ' ')
    .replace(RANGES, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !FLAGS.has(word))
    .join(' ');
  return title === '' ? undefined : title;
}
