/**
 * Encoded ways out of a base path. The URL parser already resolves `..` and `%2e%2e`, but it leaves `..%2f`,
 * `..%5c`, `..;/`, the overlong `%c0%ae` and the double-encoded `%252e%252e` as they are, and an API server (or a
 * proxy in front of it) that decodes once more, splits on `\`, or drops `;` parameters would climb out of the base
 * path with them. So a path is refused when any segment, decoded once, twice or three times, holds a `.` or `..`
 * segment of its own, or decodes to bytes that are not UTF-8.
 */

/** How many rounds of percent-decoding are looked through. */
const DECODE_ROUNDS = 3;
const ESCAPES = /(?:%[0-9a-f]{2})+/gi;
const HAS_ESCAPE = /%[0-9a-f]{2}/i;

/** Why `pathname` (as the URL parser leaves it, still percent-encoded) could leave its base path; undefined when it cannot. */
export function findPathTrick(pathname: string): string | undefined {
  for (const segment of pathname.split('/')) {
    let text = segment;
    for (let round = 0; round <= DECODE_ROUNDS; round++) {
      if (hasDotSegment(text)) {
        const shown =
          round === 0
            ? `"${segment}"`
            : `"${segment}", decoded ${round === 1 ? 'once' : round === 2 ? 'twice' : `${round} times`},`;
        return `the path ${pathname} could leave the base path: the segment ${shown} holds a "." or ".." segment; write the path without them`;
      }
      if (!HAS_ESCAPE.test(text)) break;
      if (round === DECODE_ROUNDS)
        return `the path ${pathname} is percent-encoded more than ${DECODE_ROUNDS} times over in the segment "${segment}"`;
      const decoded = decodeEscapes(text);
      if (decoded === undefined) {
        return `the path ${pathname} is not valid UTF-8 once decoded (the segment "${segment}"; overlong forms such as %c0%ae are refused); percent-encode the UTF-8 bytes of the text`;
      }
      text = decoded;
    }
  }
  return undefined;
}

/**
 * Whether `text` (one segment, decoded or not) splits, on `/` or `\`, into a part that servers read as `.` or `..`:
 * after dropping `;` parameters (`..;jsessionid=x`) and trailing NUL bytes and spaces.
 */
function hasDotSegment(text: string): boolean {
  for (const part of text.split(/[/\\]/)) {
    const name = part
      .split(';')[0]
      .replace(/[\s\0]+$/, '')
      .trimStart();
    if (name === '.' || name === '..') return true;
  }
  return false;
}

/** Decode the runs of `%XX` escapes in `text`, leaving a lone `%` as it is; undefined when a run is not UTF-8. */
function decodeEscapes(text: string): string | undefined {
  let valid = true;
  const decoded = text.replace(ESCAPES, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      valid = false;
      return run;
    }
  });
  return valid ? decoded : undefined;
}
