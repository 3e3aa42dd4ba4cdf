/** JSON paths as users read them (`navigation[0].pages[3]`, `footerSocials["hacker-news"]`) and as ajv writes them. */

/** One step into a JSON value: an object key or an array index. */
export type JsonPathSegment = string | number;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Format path segments as `a.b[0].c`; keys that are not identifiers are quoted: `footerSocials["hacker-news"]`. */
export function formatJsonPath(segments: readonly JsonPathSegment[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/**
 * Split a JSON Pointer (`/navigation/0/pages/3`, as in ajv's `instancePath`) into segments.
 * A segment becomes a number only where `data` holds an array, so an object key `"0"` stays a string.
 */
export function segmentsFromPointer(pointer: string, data: unknown): JsonPathSegment[] {
  if (pointer === '') return [];
  const segments: JsonPathSegment[] = [];
  let current: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(current)) {
      const index = Number(key);
      segments.push(index);
      current = current[index];
    } else {
      segments.push(key);
      current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
    }
  }
  return segments;
}
