/**
 * Find the {@link OperationView} of each page with `openapi:` or `api:` front matter. Runs in the plan stage, after
 * the page graph is resolved, and leaves the graph as it is: the views live beside it, by page path. An unknown
 * operation is an error on the page with a did-you-mean over the real ones.
 */
import type { SiteConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics.js';
import type { PageNode } from '../graph/types.js';
import { didYouMean } from '../utils/did-you-mean.js';
import { operationKey } from './document.js';
import { apiEndpointToView, operationToView, type OperationSettings } from './operation.js';
import {
  fileMatches,
  frontmatterKeyLine,
  parseApiReference,
  parseOperationReference,
  type OperationReference,
} from './reference.js';
import { createSchemaContext, type SchemaContext } from './schema.js';
import type { LoadedOpenApi, OpenApiDocument, OperationRef, OperationView } from './types.js';

/** Endpoint views by page path (`api/get-user.md`); pages sharing an operation share its view. */
export type PageOperations = Record<string, OperationView>;

/** The operation of every page that names one, and the problems found. */
export function resolvePageOperations(
  pages: readonly PageNode[],
  openapi: LoadedOpenApi,
  config: SiteConfig,
  rawByPath: ReadonlyMap<string, string>,
): { operations: PageOperations; diagnostics: Diagnostic[] } {
  const settings: OperationSettings = { baseUrls: config.api.baseUrl, maintainOrder: config.api.maintainOrder };
  const operations: PageOperations = {};
  const contexts = new Map<OpenApiDocument, SchemaContext>();
  const views = new Map<string, OperationView>();
  const diagnostics: Diagnostic[] = [];
  for (const page of pages) {
    const raw = rawByPath.get(page.path) ?? '';
    const { openapi: reference, api } = page.frontmatter;
    const error = (
      key: string,
      rule: string,
      message: string,
      hint?: string,
      severity: Diagnostic['severity'] = 'error',
    ) => {
      const line = frontmatterKeyLine(raw, key);
      diagnostics.push({
        severity,
        rule,
        file: page.path,
        ...(line && { position: { line, column: 1 } }),
        message,
        ...(hint && { hint }),
      });
    };
    if (reference !== undefined && api !== undefined)
      error(
        'api',
        'openapi/both-references',
        '`api` is ignored because `openapi` is set',
        'keep one of `openapi` and `api`',
        'warning',
      );
    if (reference !== undefined) {
      if (typeof reference !== 'string') {
        error(
          'openapi',
          'openapi/invalid-reference',
          `expected \`openapi: "METHOD /path"\` (e.g. "GET /api/user"), found ${JSON.stringify(reference)}`,
        );
        continue;
      }
      const parsed = parseOperationReference(reference);
      if (typeof parsed === 'string') {
        error('openapi', 'openapi/invalid-reference', parsed);
        continue;
      }
      const found = findOperation(parsed, openapi);
      if ('problem' in found) {
        // A file that failed to load was reported already; its operations would only repeat that.
        if (openapi.failed === 0) error('openapi', found.rule, found.problem, found.hint);
        continue;
      }
      const cacheKey = `${found.doc.file}\u0000${found.ref.key}`;
      let view = views.get(cacheKey);
      if (!view) {
        let context = contexts.get(found.doc);
        if (!context) {
          context = createSchemaContext(found.doc.schemaNames, config.api.maintainOrder);
          contexts.set(found.doc, context);
        }
        view = operationToView(found.doc, found.ref, context, settings);
        views.set(cacheKey, view);
      }
      operations[page.path] = view;
    } else if (api !== undefined) {
      const parsed =
        typeof api === 'string'
          ? parseApiReference(api)
          : `expected \`api: "METHOD URL"\`, found ${JSON.stringify(api)}`;
      if (typeof parsed === 'string') error('api', 'openapi/invalid-api', parsed);
      else operations[page.path] = apiEndpointToView(parsed.method, parsed.target, settings);
    }
  }
  return { operations, diagnostics };
}

type Found = { doc: OpenApiDocument; ref: OperationRef } | { problem: string; rule: string; hint?: string };

/** Find the operation a reference names, or say why there is none. */
function findOperation(reference: OperationReference, openapi: LoadedOpenApi): Found {
  const key = operationKey(reference.method, reference.path);
  const { documents } = openapi;
  if (documents.length === 0) {
    return {
      rule: 'openapi/no-document',
      problem: `the page documents \`${key}\`, but no OpenAPI file is configured`,
      hint: 'add the file to `openapi` in site.json, e.g. "openapi": "openapi.yaml"',
    };
  }
  const docs =
    reference.file === undefined
      ? documents
      : documents.filter((doc) => fileMatches(reference.file!, doc.file, doc.source));
  if (docs.length === 0) {
    const names = documents.map((doc) => doc.file);
    const close =
      didYouMean(reference.file!, names) ??
      didYouMean(
        reference.file!,
        names.map((n) => n.split('/').pop() ?? n),
      );
    return {
      rule: 'openapi/unknown-file',
      problem: `no OpenAPI file matches "${reference.file}"`,
      hint: close ? `did you mean \`${close}\`?` : `the files are ${names.map((n) => `\`${n}\``).join(', ')}`,
    };
  }
  const matches = docs.flatMap((doc) => doc.operations.filter((op) => op.key === key).map((ref) => ({ doc, ref })));
  if (matches.length === 1) return matches[0];
  if (matches.length > 1) {
    const files = matches.map((m) => m.doc.file);
    return {
      rule: 'openapi/ambiguous-operation',
      problem: `\`${key}\` is in several OpenAPI files: ${files.join(', ')}`,
      hint: `prefix the file: \`openapi: "${files[0].split('/').pop()} ${key}"\``,
    };
  }
  const keys = docs.flatMap((doc) => doc.operations.map((op) => op.key));
  const where = docs.length === 1 ? docs[0].file : 'the OpenAPI files';
  const samePath = docs.flatMap((doc) =>
    doc.operations.filter((op) => op.path === reference.path).map((op) => op.method.toUpperCase()),
  );
  const close = didYouMean(key, keys);
  let hint: string | undefined;
  if (samePath.length) hint = `\`${reference.path}\` has ${samePath.map((m) => `\`${m}\``).join(', ')}`;
  else if (close) hint = `did you mean \`${close}\`?`;
  else if (keys.length)
    hint = `it has ${keys
      .slice(0, 5)
      .map((k) => `\`${k}\``)
      .join(', ')}${keys.length > 5 ? ` and ${keys.length - 5} more` : ''}`;
  return { rule: 'openapi/unknown-operation', problem: `\`${key}\` is not an operation of ${where}`, hint };
}
