/** Write a JSON value as a Python literal (`True`, `False`, `None`), indented like `json.dumps(indent=4)`. */

/** The Python literal of `value`, with nested lines indented `level` steps of four spaces. */
export function toPython(value: unknown, level = 0): string {
  const pad = '    '.repeat(level);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  // JSON string escapes (\" \\ \n \uXXXX) mean the same in Python string literals.
  if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}    ${toPython(item, level + 1)},`).join('\n')}\n${pad}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${pad}    ${JSON.stringify(key)}: ${toPython(item, level + 1)},`).join('\n')}\n${pad}}`;
}
