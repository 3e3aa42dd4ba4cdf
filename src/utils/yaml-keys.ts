/**
 * Find a mapping key that is itself a list or mapping (`? - a`, `[a, b]: c`, `? ? ? …`). Such keys are never valid in
 * front matter or OpenAPI documents, and converting them to JavaScript is where the YAML library gets slow: each key
 * is turned into a string, nested keys again for every level, so 270 nested `? ` in a page took 6.6 s. Checked on the
 * parsed tree first, in one pass, so a file like that is answered with a diagnostic at once.
 */
import { isCollection, visit, type Document } from 'yaml';

/** The source offset of the first collection key in `doc`, or undefined when every key is a scalar (or an alias). */
export function findCollectionKey(doc: Document): number | undefined {
  let offset: number | undefined;
  visit(doc, {
    Pair(_, pair) {
      if (isCollection(pair.key)) {
        offset = pair.key.range?.[0] ?? 0;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return offset;
}
