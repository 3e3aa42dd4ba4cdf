/**
 * Shapes shared by the playground's modules. The page hands the playground a {@link PlaygroundData} island (built by
 * `src/openapi/playground-data.ts`); everything else here is the playground's own state.
 */
import type { PlaygroundData } from '../openapi/playground-data.js';
import type { SchemaView, SecuritySchemeView, ServerView } from '../openapi/types.js';

export type { PlaygroundData, SchemaView, SecuritySchemeView, ServerView };

/** One parameter of the operation, as the island holds it. */
export type PlaygroundParameter = PlaygroundData['parameters'][number];

/** A JSON path inside the request body: property names and array indexes. */
export type JsonPath = Array<string | number>;

/** An HTTP request as the playground sends it and as the code samples show it. */
export interface HttpRequest {
  method: string;
  url: string;
  /** In sending order; names as written. */
  headers: Array<[string, string]>;
  /** The serialised body, when there is one. */
  body?: string;
  /** The body as a value, for code samples that write it as a literal (JSON bodies only). */
  json?: unknown;
  /** The body's bytes, when it is not text (a multipart body with files): sent instead of `body`. */
  bytes?: Uint8Array<ArrayBuffer>;
}

/** A problem found before sending, tied to where it is. */
export interface InputError {
  /** `body` (with `path`), `parameter` (with `name` = `in:name`), or `auth`. */
  area: 'body' | 'parameter' | 'auth';
  path: JsonPath;
  /** For parameters: `in:name`. */
  name?: string;
  message: string;
}
