/**
 * How the playground authenticates: from `api.auth` of site.json when it sets a method, else from the operation's
 * OpenAPI security requirement (its first alternative the browser can send). Gives the inputs to show and the header
 * or query parameter each credential becomes.
 */
import type { PlaygroundData, SecuritySchemeView } from './types.js';

/** What the reader fills in, and where it goes. */
export type AuthSpec =
  | { kind: 'bearer'; label: string; description?: string; start?: string }
  | { kind: 'basic'; userLabel: string; passwordLabel: string; description?: string }
  | {
      kind: 'key';
      in: 'header' | 'query' | 'cookie';
      name: string;
      prefix: string;
      description?: string;
      start?: string;
    }
  | { kind: 'none' };

/** The auth of an endpoint page. */
export function getAuthSpec(data: Pick<PlaygroundData, 'auth' | 'security'>): AuthSpec {
  const auth = data.auth;
  if (auth?.method === 'bearer') return { kind: 'bearer', label: auth.name || 'Bearer token' };
  if (auth?.method === 'basic') {
    // `name` is written `user:password`, e.g. `client_id:client_secret`: the two inputs' labels.
    const [user, password] = (auth.name ?? '').split(':');
    return { kind: 'basic', userLabel: user || 'Username', passwordLabel: password || 'Password' };
  }
  if (auth?.method === 'key') {
    const scheme = data.security
      .flat()
      .find((s) => s.type === 'apiKey' && s.name?.toLowerCase() === (auth.name ?? '').toLowerCase());
    return {
      kind: 'key',
      in: 'header',
      name: auth.name || 'Authorization',
      prefix: auth.inputPrefix ?? '',
      ...(scheme?.description && { description: scheme.description }),
    };
  }
  for (const alternative of data.security) {
    if (alternative.length === 0) return { kind: 'none' };
    const spec = alternative.length === 1 ? specOfScheme(alternative[0]) : undefined;
    if (spec) return spec;
  }
  return { kind: 'none' };
}

function specOfScheme(scheme: SecuritySchemeView): AuthSpec | undefined {
  const description = {
    ...(scheme.description && { description: scheme.description }),
    // `x-default` pre-fills the credential, as on Mintlify.
    ...(scheme.default !== undefined && { start: scheme.default }),
  };
  if (
    scheme.type === 'apiKey' &&
    scheme.name &&
    (scheme.in === 'header' || scheme.in === 'query' || scheme.in === 'cookie')
  ) {
    return { kind: 'key', in: scheme.in, name: scheme.name, prefix: '', ...description };
  }
  const kind = (scheme.scheme ?? '').toLowerCase();
  if (scheme.type === 'http' && kind === 'basic')
    return {
      kind: 'basic',
      userLabel: 'Username',
      passwordLabel: 'Password',
      ...(scheme.description && { description: scheme.description }),
    };
  if ((scheme.type === 'http' && kind === 'bearer') || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') {
    return {
      kind: 'bearer',
      label: scheme.bearerFormat ? `Bearer token (${scheme.bearerFormat})` : 'Bearer token',
      ...description,
    };
  }
  return undefined;
}

/** The reader's credentials: `value` for bearer and key auth, `user` and `password` for basic. */
export interface Credentials {
  value?: string;
  user?: string;
  password?: string;
}

/** Where credentials end up: request headers and query parameters. Empty inputs send nothing. */
export interface AuthParts {
  headers: Array<[string, string]>;
  query: Array<[string, string]>;
}

/** The headers and query parameters `credentials` become; `placeholder` writes `<API_KEY>`-style stand-ins for missing ones. */
export function getAuthParts(spec: AuthSpec, credentials: Credentials, placeholder = false): AuthParts {
  const parts: AuthParts = { headers: [], query: [] };
  if (spec.kind === 'bearer') {
    const token = credentials.value?.trim() || (placeholder ? '<TOKEN>' : '');
    if (token) parts.headers.push(['Authorization', `Bearer ${token}`]);
  } else if (spec.kind === 'basic') {
    const { user = '', password = '' } = credentials;
    if (user || password) parts.headers.push(['Authorization', `Basic ${base64(`${user}:${password}`)}`]);
    else if (placeholder)
      parts.headers.push(['Authorization', `Basic <base64(${spec.userLabel}:${spec.passwordLabel})>`]);
  } else if (spec.kind === 'key') {
    const value = credentials.value ?? spec.prefix;
    // Only the prefix (`Token `) is not a key yet.
    const key = value.trim() === spec.prefix.trim() ? (placeholder ? `${spec.prefix}<API_KEY>` : '') : value;
    if (key && spec.in === 'query') parts.query.push([spec.name, key]);
    else if (key && spec.in === 'cookie') parts.headers.push(['Cookie', `${spec.name}=${key}`]);
    else if (key) parts.headers.push([spec.name, key]);
  }
  return parts;
}

/** Base64 of the UTF-8 bytes of `text` (what HTTP Basic authentication sends). */
export function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
