/** Limits of what the OpenAPI stage reads (a module of its own: the docs folder's discovery needs them too). */

/** Largest OpenAPI file read, in bytes (GitHub's REST API description, one of the largest public ones, is 13 MB). */
export const MAX_OPENAPI_FILE_BYTES = 32 * 1024 * 1024;

/**
 * Most schema nodes (a field, an item type, a variant) and example values one endpoint expands to, every `$ref` laid
 * in where it is used: its parameters, request body and responses together. A schema named three times by a schema
 * named three times … is drawn 3ⁿ times, and a few kilobytes of `$ref`s reach millions of nodes. The largest
 * endpoint of Polar's 2 MB API needs 17,730, of GitHub's 13 MB REST API 7,180.
 */
export const MAX_ENDPOINT_NODES = 100_000;

/** What converting one endpoint may still spend, in nodes (see {@link MAX_ENDPOINT_NODES}). */
export interface Work {
  left: number;
}
