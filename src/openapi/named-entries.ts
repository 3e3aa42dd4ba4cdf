/**
 * Entries of an OpenAPI file named by a name rather than a method and path: a webhook (`openapi: "webhook
 * orderUpdated"`, OpenAPI 3.1 `webhooks`) and a component schema (`openapi-schema: OrderItem`). Found as operations
 * are (see pages.ts): among the files the prefix names, else every file; the one nearest the page when several have it.
 */
import { didYouMean } from '../utils/did-you-mean.js';
import { closestMatch } from './closest-match.js';
import { asRecord, listWebhooks } from './document.js';
import { selectDocuments, type NamedReference } from './reference.js';
import type { LoadedOpenApi, OpenApiDocument } from './types.js';

/** What a named entry is. */
export type NamedKind = 'webhook' | 'schema';

/** What {@link findNamed} finds: the file that has the entry, why there is none, or why its file did not load. */
export type FoundNamed =
  | { doc: OpenApiDocument }
  | { problem: string; rule: string; hint?: string; severity?: 'warning' }
  | { unavailable: string };

/** The names of `kind` in `doc`. */
export function namesOf(doc: OpenApiDocument, kind: NamedKind): string[] {
  return kind === 'webhook'
    ? listWebhooks(doc.document)
    : Object.keys(asRecord(asRecord(doc.document.components).schemas));
}

/** Find the file that has the entry `reference` names, or say why there is none. */
export function findNamed(
  reference: NamedReference,
  kind: NamedKind,
  openapi: LoadedOpenApi,
  near: string,
): FoundNamed {
  const what = kind === 'webhook' ? `webhook \`${reference.name}\`` : `schema \`${reference.name}\``;
  const missing = openapi.unavailable !== undefined ? selectDocuments(reference, openapi.unavailable) : [];
  if (openapi.documents.length === 0 && (missing.length > 0 || openapi.failed > 0))
    return { unavailable: missing.map((source) => source.reason).join('; ') || 'an OpenAPI file did not load' };
  if (openapi.documents.length === 0)
    return {
      rule: 'openapi/no-document',
      problem: `the page documents ${what}, but no OpenAPI file is configured, and none was found in the docs folder`,
      hint: 'put the OpenAPI file in the docs folder, or name it in `openapi` in the config file',
    };
  const docs = selectDocuments(reference, openapi.documents);
  if (docs.length === 0 && missing.length > 0)
    return { unavailable: missing.map((source) => source.reason).join('; ') };
  if (docs.length === 0) {
    const names = openapi.documents.map((doc) => doc.file);
    const close = didYouMean(reference.file ?? '', names);
    return {
      rule: 'openapi/unknown-file',
      problem: `no OpenAPI file matches "${reference.file}": the page is built without its ${kind}`,
      hint: close ? `did you mean \`${close}\`?` : `the files are ${names.map((n) => `\`${n}\``).join(', ')}`,
      severity: 'warning',
    };
  }
  const having = docs.filter((doc) => namesOf(doc, kind).includes(reference.name));
  if (having.length > 0)
    return closestMatch(
      having.map((doc) => ({ doc })),
      near,
    );
  if (missing.length > 0) return { unavailable: missing.map((source) => source.reason).join('; ') };
  const known = docs.flatMap((doc) => namesOf(doc, kind));
  const close = didYouMean(reference.name, known);
  const where = docs.length === 1 ? docs[0].file : 'the OpenAPI files';
  const plural = kind === 'webhook' ? 'webhooks' : 'component schemas';
  return {
    rule: kind === 'webhook' ? 'openapi/unknown-webhook' : 'openapi/unknown-schema',
    problem: `${what} is not in ${where}: the page is built without it`,
    hint: close
      ? `did you mean \`${close}\`?`
      : known.length > 0
        ? `its ${plural} are ${known
            .slice(0, 5)
            .map((n) => `\`${n}\``)
            .join(', ')}${known.length > 5 ? ` and ${known.length - 5} more` : ''}`
        : `${where} has no ${plural}`,
    // Mintlify builds such a page, without the reference: Quire does the same, and says so.
    severity: 'warning',
  };
}
