/**
 * Field rules of the reference service (example-docs "Behaviour details" 6 and 7): which fields each operation
 * needs and their formats. The first invalid field is reported, with a message that names it.
 */

/** A valid body, or the message of the first problem. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** The body of Get User. */
export interface GetBody {
  user_group_id: string;
  name: string;
  mapping?: Record<string, string>;
  properties?: Record<string, unknown>;
}

/** The body of Update User. */
export type UpdateBody = Partial<GetBody> & { user_group_id: string };

/** The body of Rotate Token. */
export interface RotateBody {
  current_token: string;
}

/** Largest serialised `properties`, in bytes (64 KB). */
export const MAX_PROPERTIES_BYTES = 65_536;
/**
 * Deepest nesting of `properties`: the object itself is level 1, `{"a": {"b": 1}}` is 2; arrays count like objects.
 * Real properties nest two or three levels; a limit far below what recursive JSON code (JSON.stringify, dashboards'
 * variable resolvers) survives keeps a hostile body from being stored and breaking every later read.
 */
export const MAX_PROPERTIES_DEPTH = 32;
const MAX_LENGTH = 255;

/** Check a Get User body: `user_group_id` and `name` required; `mapping` and `properties` optional. */
export function checkGetBody(body: Record<string, unknown>): Checked<GetBody> {
  return checkGroupFields(body, true) as Checked<GetBody>;
}

/** Check an Update User body: `user_group_id` required; the other fields optional. */
export function checkUpdateBody(body: Record<string, unknown>): Checked<UpdateBody> {
  return checkGroupFields(body, false) as Checked<UpdateBody>;
}

/** Check a Rotate Token body: `current_token` required, a string. */
export function checkRotateBody(body: Record<string, unknown>): Checked<RotateBody> {
  if (typeof body.current_token !== 'string')
    return { ok: false, message: 'current_token is required and must be a string.' };
  return { ok: true, value: { current_token: body.current_token } };
}

function checkGroupFields(body: Record<string, unknown>, nameRequired: boolean): Checked<UpdateBody> {
  const value: UpdateBody = { user_group_id: '' };
  if (!isShortString(body.user_group_id))
    return {
      ok: false,
      message: `user_group_id is required and must be a non-empty string of at most ${MAX_LENGTH} characters.`,
    };
  value.user_group_id = body.user_group_id;
  if (body.name !== undefined || nameRequired) {
    if (!isShortString(body.name)) {
      const lead = nameRequired ? 'name is required and must be' : 'name must be';
      return { ok: false, message: `${lead} a non-empty string of at most ${MAX_LENGTH} characters.` };
    }
    value.name = body.name;
  }
  if (body.mapping !== undefined) {
    const mapping = body.mapping;
    if (!isObject(mapping) || !Object.values(mapping).every((v) => typeof v === 'string')) {
      return { ok: false, message: 'mapping must be an object whose keys and values are strings.' };
    }
    value.mapping = mapping as Record<string, string>;
  }
  if (body.properties !== undefined) {
    if (!isObject(body.properties)) return { ok: false, message: 'properties must be a JSON object.' };
    // Before the size check: JSON.stringify recurses, and a deep enough body overflows the stack.
    if (exceedsDepth(body.properties, MAX_PROPERTIES_DEPTH)) {
      return {
        ok: false,
        message: `properties must nest at most ${MAX_PROPERTIES_DEPTH} levels of objects and arrays.`,
      };
    }
    const size = Buffer.byteLength(JSON.stringify(body.properties));
    if (size > MAX_PROPERTIES_BYTES)
      return {
        ok: false,
        message: `properties must be at most 64 KB (${MAX_PROPERTIES_BYTES} bytes) serialised; it is ${size} bytes.`,
      };
    value.properties = body.properties;
  }
  return { ok: true, value };
}

/**
 * Whether objects and arrays in `value` nest deeper than `limit` levels (`value` itself is level 1). Iterative, with
 * its own stack, so a body of any depth is measured without recursion; it stops at the first level past the limit.
 */
export function exceedsDepth(value: unknown, limit: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth > limit) return true;
    for (const child of Object.values(item.value)) {
      if (child !== null && typeof child === 'object') pending.push({ value: child, depth: item.depth + 1 });
    }
  }
  return false;
}

function isShortString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && [...value].length <= MAX_LENGTH;
}

/** Whether `value` is a JSON object (not null, not an array). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
