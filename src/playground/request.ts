/**
 * Put the playground's inputs together into one HTTP request: the base URL and path with its parameters filled in,
 * query string, headers (parameters, credentials, content type) and the serialised body. The request that is sent
 * and the code samples are built from the same value, so they never disagree.
 */
import type { AuthParts } from './auth.js';
import { parseNumber } from './form-values.js';
import { singleType } from './form-fields.js';
import { validateValue } from './validate.js';
import type { HttpRequest, InputError, PlaygroundData, PlaygroundParameter } from './types.js';

/** What the reader chose and typed. */
export interface RequestInputs {
  baseUrl: string;
  /** Parameter values by {@link parameterKey}. */
  params: Record<string, string>;
  auth: AuthParts;
  /** The body value; undefined sends no body. */
  body: unknown;
}

/** The key of a parameter in {@link RequestInputs.params}: `query:limit`. */
export function parameterKey(parameter: Pick<PlaygroundParameter, 'in' | 'name'>): string {
  return `${parameter.in}:${parameter.name}`;
}

/** The request the inputs describe. */
export function buildRequest(
  data: Pick<PlaygroundData, 'method' | 'path' | 'url' | 'parameters' | 'requestBody'>,
  inputs: RequestInputs,
): HttpRequest {
  const value = (p: PlaygroundParameter) => inputs.params[parameterKey(p)] ?? '';
  let path = data.path;
  for (const p of data.parameters) {
    if (p.in === 'path' && value(p) !== '') path = path.split(`{${p.name}}`).join(encodeURIComponent(value(p)));
  }
  const query: Array<[string, string]> = [
    ...data.parameters
      .filter((p) => p.in === 'query' && value(p) !== '')
      .map((p) => [p.name, value(p)] as [string, string]),
    ...inputs.auth.query,
  ];
  const headers: Array<[string, string]> = data.parameters
    .filter((p) => p.in === 'header' && value(p) !== '')
    .map((p) => [p.name, value(p)]);
  const cookies = data.parameters
    .filter((p) => p.in === 'cookie' && value(p) !== '')
    .map((p) => `${p.name}=${encodeURIComponent(value(p))}`);
  if (cookies.length) headers.push(['Cookie', cookies.join('; ')]);
  headers.push(...inputs.auth.headers);

  const base = data.url ?? `${inputs.baseUrl.replace(/\/+$/, '')}${path}`;
  const search = query.map(([name, v]) => `${encodeURIComponent(name)}=${encodeURIComponent(v)}`).join('&');
  const url = search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
  const request: HttpRequest = { method: data.method.toUpperCase(), url, headers };
  const media = data.requestBody?.mediaType;
  if (media && inputs.body !== undefined) {
    if (!headers.some(([name]) => name.toLowerCase() === 'content-type')) headers.push(['Content-Type', media]);
    if (/json/i.test(media)) {
      request.body = JSON.stringify(inputs.body, null, 2);
      request.json = inputs.body;
    } else if (/x-www-form-urlencoded/i.test(media) && isPlainObject(inputs.body)) {
      request.body = Object.entries(inputs.body)
        .map(
          ([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`,
        )
        .join('&');
    } else request.body = typeof inputs.body === 'string' ? inputs.body : JSON.stringify(inputs.body);
  }
  return request;
}

/** Problems with the parameter inputs: required ones left empty, and values that break their schema. */
export function validateParameters(parameters: PlaygroundParameter[], params: Record<string, string>): InputError[] {
  const errors: InputError[] = [];
  for (const p of parameters) {
    const name = parameterKey(p);
    const text = params[name] ?? '';
    if (text === '') {
      if (p.required) errors.push({ area: 'parameter', name, path: [], message: 'is required' });
      continue;
    }
    if (!p.schema) continue;
    const type = singleType(p.schema);
    const value =
      type === 'number' || type === 'integer'
        ? (parseNumber(text) ?? text)
        : type === 'boolean' && /^(true|false)$/.test(text)
          ? text === 'true'
          : text;
    // Arrays and objects are written as text in their serialisation style; only scalars are checked here.
    if (type === 'array' || type === 'object') continue;
    for (const error of validateValue(p.schema, value))
      errors.push({ area: 'parameter', name, path: [], message: error.message });
  }
  return errors;
}

/**
 * The value a parameter input starts with: its schema's `x-default`, else its example, else its schema's example or
 * default, else empty.
 */
export function initialParameterValue(p: PlaygroundParameter): string {
  const value = p.schema?.xDefault ?? p.example ?? p.schema?.examples?.[0] ?? p.schema?.default;
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
