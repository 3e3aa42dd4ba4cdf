/**
 * JSON whose strings hold raw line breaks or tabs (JSON wants them escaped: `\n`, `\t`). Editors and hand-made exports
 * write such files, and Mintlify publishes them: it reads OpenAPI files with a YAML parser, and JSON is YAML, where a
 * line break inside a quoted string is allowed (folded into a space). Quire reads them the same way, with a warning.
 */

/** Raw control characters inside the strings of `text`: how many, and the offset of the first. */
export interface RawControlCharacters {
  count: number;
  first: number;
}

/**
 * `text` with every raw control character inside a string escaped, and what was found; undefined when there is none.
 * Outside strings nothing changes, so what was not valid JSON for another reason stays so.
 */
export function escapeRawControlCharacters(text: string): { text: string; found: RawControlCharacters } | undefined {
  let out = '';
  let from = 0;
  let count = 0;
  let first = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!inString) {
      if (code === 0x22) inString = true;
      continue;
    }
    if (code === 0x5c)
      i++; // a backslash escapes the next character, whatever it is
    else if (code === 0x22) inString = false;
    else if (code < 0x20) {
      out += `${text.slice(from, i)}\\u${code.toString(16).padStart(4, '0')}`;
      from = i + 1;
      count++;
      if (first < 0) first = i;
    }
  }
  return count === 0 ? undefined : { text: out + text.slice(from), found: { count, first } };
}

/** `text` parsed as JSON once its strings' raw control characters are escaped; undefined if it is still not JSON. */
export function parseWithRawControlCharacters(
  text: string,
): { value: unknown; found: RawControlCharacters } | undefined {
  const escaped = escapeRawControlCharacters(text);
  if (!escaped) return undefined;
  try {
    return { value: JSON.parse(escaped.text), found: escaped.found };
  } catch {
    return undefined;
  }
}
