/** Turn JSON paths and character offsets in `site.json` into 1-based line/column positions. */
import { findNodeAtLocation, type Node } from 'jsonc-parser';
import type { Position } from '../diagnostics.js';
import type { JsonPathSegment } from '../utils/json-path.js';

/** Finds where things are in one `site.json` text. */
export interface Locator {
  /** Position of a character offset. */
  at(offset: number): Position;
  /** Position of the value at `segments` (the root when empty), or undefined when the path does not exist. */
  value(segments: readonly JsonPathSegment[]): Position | undefined;
  /** Position of the key of the property at `segments` (falls back to the value for array items and the root). */
  key(segments: readonly JsonPathSegment[]): Position | undefined;
  /**
   * For a config split over several files (docs.json `$ref`): the file that holds the value (or, with `part` "key",
   * the key) at `segments`, which `value` and `key` positions are in. Undefined means the config file itself.
   */
  file?(segments: readonly JsonPathSegment[], part?: 'key' | 'value'): string | undefined;
}

/** Create a {@link Locator} for `text`, parsed into `tree` by jsonc-parser. */
export function createLocator(text: string, tree: Node | undefined): Locator {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);

  const at = (offset: number): Position => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low] + 1 };
  };
  const find = (segments: readonly JsonPathSegment[]) => (tree ? findNodeAtLocation(tree, [...segments]) : undefined);

  return {
    at,
    value(segments) {
      const node = find(segments);
      return node ? at(node.offset) : undefined;
    },
    key(segments) {
      const node = find(segments);
      if (!node) return undefined;
      const keyNode = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
      return at((keyNode ?? node).offset);
    },
  };
}
