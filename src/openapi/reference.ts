/**
 * Parse what a page's front matter says about its endpoint: `openapi: "GET /api/user"` (optionally prefixed with the
 * file, `openapi: "users.yaml get /api/user"`) or `api: "POST https://host/path"`.
 */
import { HTTP_METHODS, type HttpMethod } from './types.js';

/** An `openapi:` reference, split into its parts. */
export interface OperationReference {
  /** The file prefix, when given, without a leading `./` or `/`. */
  file?: string;
  /** The prefix was written from the docs folder (`/openapi.json`): it names that path, never a file in a subfolder. */
  rooted?: true;
  method: HttpMethod;
  path: string;
}

/** An `api:` endpoint, split into its parts. */
export interface ApiReference {
  method: HttpMethod;
  /** An absolute http(s) URL, or a path starting with `/` (relative to `api.baseUrl`). */
  target: string;
}

/** Parse an `openapi:` value; a string saying what is wrong when it is malformed. */
export function parseOperationReference(value: string): OperationReference | string {
  const tokens = value.trim().split(/\s+/).filter(Boolean);
  if (tokens.length < 2)
    return `expected \`openapi: "METHOD /path"\` (e.g. "GET /api/user"), found ${JSON.stringify(value)}`;
  const path = tokens[tokens.length - 1];
  const method = toMethod(tokens[tokens.length - 2]);
  if (!method)
    return `expected an HTTP method before the path in ${JSON.stringify(value)}, found "${tokens[tokens.length - 2]}"`;
  if (!path.startsWith('/'))
    return `expected the path to start with \`/\` in ${JSON.stringify(value)}, found "${path}"`;
  const file = tokens.slice(0, -2).join(' ');
  const rooted = /^[/\\]/.test(file) && !/^[/\\]{2}/.test(file);
  return { ...(file && { file: normalizeFile(file) }), ...(rooted && { rooted: true as const }), method, path };
}

/** A named entry of a file: a webhook (`openapi: "webhook orderUpdated"`) or a component schema (`openapi-schema:`). */
export interface NamedReference {
  /** The file prefix, when given, without a leading `./` or `/`. */
  file?: string;
  rooted?: true;
  name: string;
}

/** Parse `[file] webhook name`; undefined when `value` is not of that form (then it may be an operation). */
export function parseWebhookReference(value: string): NamedReference | undefined {
  const match = /^(?:(.+?)\s+)?webhook\s+(\S.*)$/i.exec(value.trim());
  if (!match) return undefined;
  return withFile(match[1], match[2].trim());
}

/** Parse an `openapi-schema:` value, `[file] SchemaName`; a string saying what is wrong when it is malformed. */
export function parseSchemaReference(value: string): NamedReference | string {
  const tokens = value.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0)
    return `expected \`openapi-schema: "SchemaName"\` (e.g. "OrderItem"), found ${JSON.stringify(value)}`;
  return withFile(tokens.slice(0, -1).join(' ') || undefined, tokens[tokens.length - 1]);
}

function withFile(file: string | undefined, name: string): NamedReference {
  const rooted = file !== undefined && /^[/\\]/.test(file) && !/^[/\\]{2}/.test(file);
  return { ...(file && { file: normalizeFile(file) }), ...(rooted && { rooted: true as const }), name };
}

/** Parse an `api:` value; a string saying what is wrong when it is malformed. */
export function parseApiReference(value: string): ApiReference | string {
  const tokens = value.trim().split(/\s+/).filter(Boolean);
  const example = '(e.g. "POST https://api.example.com/v1/users")';
  if (tokens.length !== 2) return `expected \`api: "METHOD URL"\` ${example}, found ${JSON.stringify(value)}`;
  const method = toMethod(tokens[0]);
  if (!method) return `expected an HTTP method first in ${JSON.stringify(value)} ${example}, found "${tokens[0]}"`;
  const target = tokens[1];
  if (/^https?:\/\//i.test(target)) {
    try {
      new URL(target);
      return { method, target };
    } catch {
      return `expected a valid URL in ${JSON.stringify(value)}, found "${target}"`;
    }
  }
  if (target.startsWith('/')) return { method, target };
  return `expected an http(s) URL or a path starting with \`/\` in ${JSON.stringify(value)}, found "${target}"`;
}

/**
 * Whether the file prefix of a reference names `file` (docs-relative path or URL) or `source` (as in the config):
 * the whole path, or a trailing part of it (`users.yaml` names `specs/users.yaml`), either with or without the
 * extension (`v3-openapi` names `v3-openapi.yaml`, as Mintlify projects write it). `exact` leaves out trailing parts.
 */
export function fileMatches(prefix: string, file: string, source: string, exact = false): boolean {
  const candidates = [normalizeFile(file), normalizeFile(source)];
  const wanted = normalizeFile(prefix);
  return candidates.some((candidate) =>
    [candidate, stripDataExtension(candidate)].some(
      (name) => name === wanted || (!exact && name.endsWith(`/${wanted}`)),
    ),
  );
}

/**
 * The documents a file prefix names. A prefix naming one path exactly wins over trailing-part matches, so
 * `openapi.json` is the one at the top of the docs folder even when `fr/openapi.json` exists; a rooted prefix
 * (`/openapi.json`) names only that path.
 */
export function selectDocuments<T extends { file: string; source: string }>(
  reference: Pick<OperationReference, 'file' | 'rooted'>,
  documents: readonly T[],
): T[] {
  if (reference.file === undefined) return [...documents];
  const prefix = reference.file;
  const exact = documents.filter((doc) => fileMatches(prefix, doc.file, doc.source, true));
  if (exact.length > 0 || reference.rooted) return exact;
  return documents.filter((doc) => fileMatches(prefix, doc.file, doc.source));
}

/** `name` without a `.json`, `.yaml` or `.yml` extension. */
function stripDataExtension(name: string): string {
  return name.replace(/\.(?:json|ya?ml)$/i, '');
}

/** The line of a front matter key in a page's raw text (1-based), for diagnostics. */
export function frontmatterKeyLine(raw: string, key: string): number | undefined {
  const lines = raw.split(/\r?\n/);
  if (!/^\uFEFF?---\s*$/.test(lines[0] ?? '')) return undefined;
  const pattern = new RegExp(`^${key}\\s*:`);
  for (let i = 1; i < lines.length; i++) {
    if (/^(---|\.\.\.)\s*$/.test(lines[i])) return undefined;
    if (pattern.test(lines[i])) return i + 1;
  }
  return undefined;
}

function toMethod(token: string): HttpMethod | undefined {
  const lower = token.toLowerCase();
  return HTTP_METHODS.find((method) => method === lower);
}

function normalizeFile(file: string): string {
  return file.replace(/\\/g, '/').replace(/^\.\//, '').replace(/^\/+/, '');
}
