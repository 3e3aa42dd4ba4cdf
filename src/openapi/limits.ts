/** Limits of what the OpenAPI stage reads (a module of its own: the docs folder's discovery needs them too). */

/** Largest OpenAPI file read, in bytes (GitHub's REST API description, one of the largest public ones, is 13 MB). */
export const MAX_OPENAPI_FILE_BYTES = 32 * 1024 * 1024;
