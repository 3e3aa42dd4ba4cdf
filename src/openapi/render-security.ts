/** Render the security requirement of an operation: which credentials to send, and how. */
import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import { renderDescription } from './render-description.js';
import type { SecuritySchemeView, SecurityView } from './types.js';

/** `api.auth` of site.json: how the playground authenticates. */
export type AuthSetting = { method?: 'bearer' | 'basic' | 'key'; name?: string; inputPrefix?: string } | undefined;

/**
 * One list item per alternative; schemes needed together are joined with "and". Without an OpenAPI requirement
 * (an `api:` page), `api.auth` of site.json says what to send.
 */
export function renderSecurity(security: SecurityView, auth: AuthSetting): ElementContent[] {
  if (security.length === 0)
    return auth?.method
      ? [h('ul', { className: ['q-security'] }, [h('li', renderScheme(schemeFromAuth(auth), auth))])]
      : [];
  const items = security.map((alternative) =>
    alternative.length === 0
      ? h('li', 'No authentication')
      : h(
          'li',
          alternative.flatMap((scheme, index) => [
            ...(index > 0 ? [h('span', ' and ')] : []),
            ...renderScheme(scheme, auth),
          ]),
        ),
  );
  const intro = security.length > 1 ? h('p', 'Any one of:') : undefined;
  return [...(intro ? [intro] : []), h('ul', { className: ['q-security'] }, items)];
}

function renderScheme(scheme: SecuritySchemeView, auth: AuthSetting): ElementContent[] {
  const out: ElementContent[] = [h('strong', schemeTitle(scheme))];
  const sent = howSent(scheme, auth);
  if (sent) out.push(h('span', ': '), h('code', sent));
  if (scheme.scopes.length)
    out.push(
      h('span', ' (scopes: '),
      ...scheme.scopes.flatMap((scope, i) => [...(i ? [h('span', ', ')] : []), h('code', scope)]),
      h('span', ')'),
    );
  if (scheme.description)
    out.push(h('div', { className: ['q-field-description'] }, renderDescription(scheme.description)));
  return out;
}

/** A heading for a scheme: "API key", "Bearer token (JWT)", "OAuth 2.0" … */
export function schemeTitle(scheme: SecuritySchemeView): string {
  if (scheme.type === 'apiKey') return scheme.key === 'api.auth' ? 'API key' : `API key (${scheme.key})`;
  if (scheme.type === 'http') {
    const kind = (scheme.scheme ?? '').toLowerCase();
    if (kind === 'bearer') return `Bearer token${scheme.bearerFormat ? ` (${scheme.bearerFormat})` : ''}`;
    if (kind === 'basic') return 'HTTP Basic authentication';
    return `HTTP ${scheme.scheme ?? ''} authentication`.replace('  ', ' ');
  }
  if (scheme.type === 'oauth2') return `OAuth 2.0 (${scheme.key})`;
  if (scheme.type === 'openIdConnect') return `OpenID Connect (${scheme.key})`;
  if (scheme.type === 'mutualTLS') return 'Mutual TLS';
  return scheme.key;
}

/** A scheme standing for `api.auth`, for pages without an OpenAPI security requirement. */
function schemeFromAuth(auth: NonNullable<AuthSetting>): SecuritySchemeView {
  if (auth.method === 'key')
    return { key: 'api.auth', type: 'apiKey', in: 'header', name: auth.name ?? 'Authorization', scopes: [] };
  return { key: 'api.auth', type: 'http', scheme: auth.method, scopes: [] };
}

function howSent(scheme: SecuritySchemeView, auth: AuthSetting): string | undefined {
  if (scheme.type === 'apiKey' && scheme.name) {
    if (scheme.in === 'query') return `?${scheme.name}=<key>`;
    if (scheme.in === 'cookie') return `Cookie: ${scheme.name}=<key>`;
    // site.json may say what the value starts with, e.g. `Authorization: Token <key>`.
    const prefix =
      auth?.method === 'key' && auth.name?.toLowerCase() === scheme.name.toLowerCase() ? (auth.inputPrefix ?? '') : '';
    return `${scheme.name}: ${prefix}<key>`;
  }
  if (scheme.type === 'http') {
    const kind = (scheme.scheme ?? '').toLowerCase();
    if (kind === 'bearer') return 'Authorization: Bearer <token>';
    if (kind === 'basic') return 'Authorization: Basic <base64(user:password)>';
  }
  return undefined;
}
