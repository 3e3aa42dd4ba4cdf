/**
 * Mintlify lets an MDX heading end with `{#custom-id}`, which MDX itself would read as a (broken) expression. Escaping
 * the brace before parsing keeps it as text, which rehype-heading-ids then turns into the heading's id. Only ATX
 * heading lines outside fenced code are touched; a backslash inserted on a line moves nothing on other lines.
 */

const HEADING_ID = /^(\s*#{1,6}[ \t].*?)(\{#[^\s{}]+\}[ \t]*)$/;
const FENCE = /^\s*(`{3,}|~{3,})/;

/** `source` with the `{` of every heading's trailing `{#id}` escaped as `\{`. */
export function escapeHeadingIds(source: string): string {
  if (!source.includes('{#')) return source;
  const lines = source.split('\n');
  let fence: string | undefined;
  let changed = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const open = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      if (open !== undefined && open[0] === fence[0] && open.length >= fence.length && line.trim() === open)
        fence = undefined;
      continue;
    }
    if (open !== undefined) {
      fence = open;
      continue;
    }
    const match = HEADING_ID.exec(line.endsWith('\r') ? line.slice(0, -1) : line);
    if (match && !match[1].endsWith('\\')) {
      lines[i] = `${match[1]}\\${line.slice(match[1].length)}`;
      changed = true;
    }
  }
  return changed ? lines.join('\n') : source;
}
