/**
 * Find the {@link OperationView} of each page with `openapi:` or `api:` front matter. Runs in the plan stage, after
 * the page graph is resolved, and leaves the graph as it is: the views live beside it, by page path. An unknown
 * operation is an error on the page with a did-you-mean over the real ones.
 */
import type { SiteConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics.js';
import type { PageNode } from '../graph/types.js';
import { didYouMean } from '../utils/did-you-mean.js';
import { closestMatch } from './closest-match.js';
import { operationKey } from './document.js';
import { MAX_ENDPOINT_NODES } from './limits.js';
import { findNamed, type NamedKind } from './named-entries.js';
import { NoticeTally } from './notice-tally.js';
import {
  apiEndpointToView,
  isTooLarge,
  operationToView,
  schemaPageView,
  webhookToView,
  type OperationSettings,
} from './operation.js';
import {
  frontmatterKeyLine,
  parseApiReference,
  parseOperationReference,
  parseSchemaReference,
  parseWebhookReference,
  selectDocuments,
  type NamedReference,
  type OperationReference,
} from './reference.js';
import { createSchemaContext, type SchemaContext } from './schema.js';
import type { LoadedOpenApi, OpenApiDocument, OperationRef, OperationView, UnresolvedRefView } from './types.js';
import { endpointUnresolvedRefs } from './unresolved.js';

/** Endpoint views by page path (`api/get-user.md`); pages sharing an operation share its view. */
export type PageOperations = Record<string, OperationView>;

/** The operation of every page that names one, and the problems found. */
export function resolvePageOperations(
  pages: readonly PageNode[],
  openapi: LoadedOpenApi,
  config: SiteConfig,
  rawByPath: ReadonlyMap<string, string>,
  options: { lenient?: boolean } = {},
): { operations: PageOperations; diagnostics: Diagnostic[] } {
  const settings: OperationSettings = { baseUrls: config.api.baseUrl, maintainOrder: config.api.maintainOrder };
  const operations: PageOperations = {};
  const contexts = new Map<OpenApiDocument, SchemaContext>();
  const views = new Map<string, OperationView>();
  const tooLarge = new Map<string, string>();
  const diagnostics: Diagnostic[] = [];
  const notices = new NoticeTally();
  const unresolvedByView = new Map<OperationView, UnresolvedRefView[]>();
  const contextOf = (doc: OpenApiDocument): SchemaContext => {
    let context = contexts.get(doc);
    if (!context) {
      context = createSchemaContext(doc.schemaNames, config.api.maintainOrder);
      contexts.set(doc, context);
    }
    return context;
  };
  for (const page of pages) {
    const raw = rawByPath.get(page.path) ?? '';
    const { openapi: reference, api, 'openapi-schema': schemaRef } = page.frontmatter;
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
    /**
     * A reference that names nothing. Mintlify publishes the page blank: in its projects, a warning, and the page
     * built from its own text with a notice in place of the endpoint. An error in site.json projects.
     */
    const unknown = (key: string, rule: string, message: string, shown: Shown, hint?: string) => {
      if (!options.lenient) return error(key, rule, message, hint);
      error(key, rule, `${message}; the page is built without its endpoint reference`, hint, 'warning');
      operations[page.path] = unavailableView(shown, message);
      if (shown.kind) operations[page.path].kind = shown.kind;
    };
    const written = (value: unknown, kind?: NamedKind): Shown => ({
      method: '',
      path: typeof value === 'string' ? value : JSON.stringify(value),
      ...(kind && { kind }),
    });
    /** The view of a webhook or schema page; undefined (reported) when there is none to show. */
    const resolveNamed = (named: NamedReference, kind: NamedKind, near: string): OperationView | undefined => {
      const key = kind === 'webhook' ? 'openapi' : 'openapi-schema';
      const shown = { method: kind === 'webhook' ? 'webhook' : '', path: named.name };
      const found = findNamed(named, kind, openapi, near);
      if ('unavailable' in found) return { ...unavailableView(shown, found.unavailable), kind };
      if ('problem' in found) {
        if (found.severity !== 'warning')
          return void unknown(key, found.rule, found.problem, { ...shown, kind }, found.hint);
        error(key, found.rule, found.problem, found.hint, found.severity);
        return { ...unavailableView(shown, found.problem), kind };
      }
      const cacheKey = `${found.doc.file}\u0000${kind} ${named.name}`;
      const known = views.get(cacheKey);
      if (known) return known;
      const context = contextOf(found.doc);
      const view =
        kind === 'webhook'
          ? webhookToView(found.doc, named.name, context, settings)
          : schemaPageView(found.doc, named.name, context);
      if (!view) return undefined;
      const checked = isTooLarge(view, context)
        ? unavailableView(shown, `${named.name} of ${found.doc.file} is too large to show`)
        : view;
      views.set(cacheKey, checked);
      return checked;
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
        unknown(
          'openapi',
          'openapi/invalid-reference',
          `expected \`openapi: "METHOD /path"\` (e.g. "GET /api/user"), found ${JSON.stringify(reference)}`,
          written(reference),
        );
        continue;
      }
      const webhook = parseWebhookReference(reference);
      if (webhook) {
        const named = resolveNamed(webhook, 'webhook', page.path);
        if (named) operations[page.path] = named;
        continue;
      }
      const parsed = parseOperationReference(reference);
      if (typeof parsed === 'string') {
        unknown('openapi', 'openapi/invalid-reference', parsed, written(reference));
        continue;
      }
      const found = findOperation(parsed, openapi, page.path);
      if ('unavailable' in found) {
        // Its file did not load (reported already): the page is built, saying why its reference is missing.
        operations[page.path] = unavailableView(parsed, found.unavailable);
        continue;
      }
      if ('problem' in found) {
        if (found.severity === 'warning') {
          error('openapi', found.rule, found.problem, found.hint, found.severity);
          operations[page.path] = unavailableView(parsed, found.problem);
        } else unknown('openapi', found.rule, found.problem, parsed, found.hint);
        continue;
      }
      if (found.notice) notices.add(found.notice, page.path, frontmatterKeyLine(raw, 'openapi'));
      const cacheKey = `${found.doc.file}\u0000${found.ref.key}`;
      let view = views.get(cacheKey);
      if (!view) {
        const context = contextOf(found.doc);
        view = operationToView(found.doc, found.ref, context, settings);
        if (isTooLarge(view, context)) {
          const reason = `${found.ref.key} of ${found.doc.file} expands to more than ${MAX_ENDPOINT_NODES.toLocaleString('en-US')} schema fields and example values`;
          view = unavailableView(parsed, `${reason}; Quire does not show it`);
          tooLarge.set(cacheKey, reason);
        }
        views.set(cacheKey, view);
      }
      const large = tooLarge.get(cacheKey);
      if (large !== undefined) {
        const message = `${large}, every \`$ref\` laid in where it is used`;
        const hint =
          'a schema that uses another many times, which uses another many times, grows with each level: look for `$ref`s repeated over several levels';
        // A page generated from the navigation has no file of its own: the OpenAPI file is the one to change.
        if (page.generated)
          diagnostics.push({ severity: 'error', rule: 'openapi/too-large', file: found.doc.file, message, hint });
        else error('openapi', 'openapi/too-large', message, hint);
      }
      operations[page.path] = view;
      const unresolved = unresolvedByView.get(view) ?? endpointUnresolvedRefs(view);
      unresolvedByView.set(view, unresolved);
      if (unresolved.length)
        notices.add(unresolvedNotice(view, unresolved), page.path, frontmatterKeyLine(raw, 'openapi'));
    } else if (schemaRef !== undefined) {
      const parsed =
        typeof schemaRef === 'string'
          ? parseSchemaReference(schemaRef)
          : `expected \`openapi-schema: "SchemaName"\`, found ${JSON.stringify(schemaRef)}`;
      if (typeof parsed === 'string')
        unknown('openapi-schema', 'openapi/invalid-reference', parsed, written(schemaRef, 'schema'));
      else {
        const named = resolveNamed(parsed, 'schema', page.path);
        if (named) operations[page.path] = named;
      }
    } else if (api !== undefined) {
      const parsed =
        typeof api === 'string'
          ? parseApiReference(api)
          : `expected \`api: "METHOD URL"\`, found ${JSON.stringify(api)}`;
      if (typeof parsed === 'string') unknown('api', 'openapi/invalid-api', parsed, written(api));
      else operations[page.path] = apiEndpointToView(parsed.method, parsed.target, settings);
    }
  }
  diagnostics.push(...notices.diagnostics());
  return { operations, diagnostics };
}

/** How a page whose reference names nothing shows it: as written. */
type Shown = { method: string; path: string; kind?: NamedKind };

/** The warning of a page whose endpoint shows broken `$ref`s. */
function unresolvedNotice(view: OperationView, unresolved: readonly UnresolvedRefView[]): Notice {
  const [first] = unresolved;
  const others = unresolved.length - 1;
  return {
    rule: 'openapi/unresolved-ref',
    message: `\`${view.method} ${view.path}\` uses \`$ref: ${first.ref}\` (${first.at}), which points at nothing${
      others ? ` (and ${others} more broken \`$ref\`${others === 1 ? '' : 's'})` : ''
    }: the page shows it as an unresolved reference`,
    hint: `add what the \`$ref\` names to ${view.file ?? 'the OpenAPI file'}, or correct the \`$ref\``,
  };
}

/** What {@link findOperation} finds: the operation, why there is none, or the reason its file did not load. */
export type Found =
  | { doc: OpenApiDocument; ref: OperationRef; notice?: Notice }
  | { problem: string; rule: string; hint?: string; severity?: 'warning' }
  | { unavailable: string };

/** A warning that comes with a found operation: what the reference did not say, and what Quire took instead. */
export interface Notice {
  rule: string;
  message: string;
  hint?: string;
}

/**
 * Find the operation a reference names, or say why there is none. `near` is the page (or config file) that names it:
 * when several files hold the operation, the one nearest it is taken, with a notice.
 */
export function findOperation(reference: OperationReference, openapi: LoadedOpenApi, near = ''): Found {
  const key = operationKey(reference.method, reference.path);
  const { documents } = openapi;
  // Files that did not load and that the reference may mean: their operations are unknown, so nothing is an error.
  const missing =
    openapi.unavailable !== undefined
      ? selectDocuments(reference, openapi.unavailable)
      : openapi.failed > 0
        ? [{ source: '', file: '', reason: 'an OpenAPI file did not load' }]
        : [];
  const unavailable = (): Found => ({ unavailable: missing.map((source) => source.reason).join('; ') });
  if (documents.length === 0 && missing.length > 0) return unavailable();
  if (documents.length === 0 && openapi.failed === 0) {
    return {
      rule: 'openapi/no-document',
      problem: `the page documents \`${key}\`, but no OpenAPI file is configured, and none was found in the docs folder`,
      hint: 'put the OpenAPI file in the docs folder, or name it in `openapi` in the config file, e.g. "openapi": "openapi.yaml"',
    };
  }
  const docs = selectDocuments(reference, documents);
  if (docs.length === 0) {
    if (missing.length > 0) return unavailable();
    const names = [...documents, ...(openapi.unavailable ?? [])].map((doc) => doc.file);
    const close =
      didYouMean(reference.file!, names) ??
      didYouMean(
        reference.file!,
        names.map((n) => n.split('/').pop() ?? n),
      );
    const hint = close ? `did you mean \`${close}\`?` : `the files are ${names.map((n) => `\`${n}\``).join(', ')}`;
    const problem = `no OpenAPI file matches "${reference.file}"`;
    // Mintlify builds such pages: the operation is taken from another file that has it, the one nearest the name.
    const elsewhere = withOperation(documents, key);
    if (elsewhere.length === 0)
      return {
        rule: 'openapi/unknown-file',
        problem: `${problem}, and no other file has \`${key}\`: the page is built without its endpoint`,
        hint,
        severity: 'warning',
      };
    const taken = closestMatch(elsewhere, reference.file!);
    const message = `${problem}; Quire takes \`${key}\` from ${taken.doc.file}${elsewhere.length > 1 ? `, the nearest of the ${elsewhere.length} files that have it` : ', the file that has it'}`;
    const named = `name the file that has it, e.g. \`"${taken.doc.file} ${key}"\``;
    return { ...taken, notice: { rule: 'openapi/unknown-file', message, hint: named } };
  }
  const matches = withOperation(docs, key);
  if (matches.length === 1) return matches[0];
  if (matches.length > 1) {
    const files = matches.map((m) => m.doc.file);
    const taken = closestMatch(matches, near);
    const other = files.find((file) => file !== taken.doc.file) ?? taken.doc.file;
    const message = `\`${key}\` is in ${files.length} OpenAPI files (${files.join(', ')}); Quire takes ${taken.doc.file}, the nearest by folder`;
    return {
      ...taken,
      notice: {
        rule: 'openapi/ambiguous-operation',
        message,
        hint: `name the file before the method to choose another, e.g. \`"${other} ${key}"\``,
      },
    };
  }
  if (missing.length > 0) return unavailable();
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
  const problem = `\`${key}\` is not an operation of ${where}`;
  // Files Quire found itself may not be all the author's files: the page is built with a notice.
  const severity = docs.every((doc) => doc.discovered) ? { severity: 'warning' as const } : {};
  return { rule: 'openapi/unknown-operation', problem, hint, ...severity };
}

/** Every operation `key` of `docs`, with its file. */
function withOperation(docs: readonly OpenApiDocument[], key: string): { doc: OpenApiDocument; ref: OperationRef }[] {
  return docs.flatMap((doc) => doc.operations.filter((op) => op.key === key).map((ref) => ({ doc, ref })));
}

/** The view of an operation whose file did not load: method and path as written, and why there is nothing more. */
export function unavailableView(reference: { method: string; path: string }, reason: string): OperationView {
  return {
    source: 'openapi',
    method: reference.method.toUpperCase(),
    path: reference.path,
    deprecated: false,
    tags: [],
    servers: [],
    security: [],
    parameters: [],
    responses: [],
    unavailable: reason,
  };
}
