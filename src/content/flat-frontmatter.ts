/**
 * A fast path for the front matter most pages have: one `key: value` line per field, each value a plain word-like
 * string or a quoted string without escapes (`title: "Get a user"`, `icon: rocket`). Parsing that with the full YAML
 * library costs about 0.15 ms a page, which on a large site is the largest part of planning, and planning happens
 * while the render workers wait for it. Anything else (lists, nesting, numbers, booleans, comments, escapes,
 * duplicate keys, multi-line values...) returns undefined and goes to the YAML library, so the result is always
 * what YAML itself gives (test/content/flat-frontmatter.test.ts checks that against the library).
 */

const LINE = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +(.*))?$/;
/** A plain scalar that YAML's core schema reads as this very string: starts with a letter, no `:`, `#` or quotes. */
const PLAIN = /^[A-Za-z][A-Za-z0-9 .,()/_+?!'-]*$/;
/** Plain words YAML's core schema reads as something other than a string (checked case-insensitively, to be safe). */
const NOT_A_STRING = /^(?:true|false|null|yes|no|on|off|y|n)$/i;
const DOUBLE_QUOTED = /^"([^"\\\u0000-\u0008\u000a-\u001f\u007f]*)"[ \t]*$/;
const SINGLE_QUOTED = /^'([^'\u0000-\u0008\u000a-\u001f\u007f]*)'[ \t]*$/;

/** The fields of `yamlText` when it is flat `key: string` lines only, else undefined (use the YAML library). */
export function parseFlatFrontmatter(yamlText: string): Record<string, unknown> | undefined {
  // A carriage return that does not end a CRLF line is a line break of its own to YAML.
  if (/\r(?!\n)/.test(yamlText)) return undefined;
  const data: Record<string, unknown> = {};
  let fields = 0;
  for (const rawLine of yamlText.split('\n')) {
    const line = rawLine.endsWith('\r') ? rawLine.slice(0, -1) : rawLine;
    if (line.trim() === '') continue;
    const match = LINE.exec(line);
    if (!match) return undefined;
    const [, key, rawValue] = match;
    if (rawValue === undefined || key === '__proto__' || Object.hasOwn(data, key)) return undefined;
    const value = scalar(rawValue.replace(/[ \t]+$/, ''));
    if (value === undefined) return undefined;
    data[key] = value;
    fields++;
  }
  return fields > 0 ? data : undefined;
}

function scalar(text: string): string | undefined {
  const quoted = DOUBLE_QUOTED.exec(text) ?? SINGLE_QUOTED.exec(text);
  if (quoted) return quoted[1];
  if (PLAIN.test(text) && !NOT_A_STRING.test(text)) return text;
  return undefined;
}
