/**
 * Generated endpoint pages, as Mintlify makes them. A navigation entry that is an operation reference (`GET /users`,
 * `openapi.json GET /users`) stands for a page of that operation; an `openapi` source on a group or division stands
 * for one page per operation (or per listed operation). Each page is added to the content index as a page source
 * whose front matter names its operation, so the endpoint pages' usual path renders it, and the navigation entry
 * is mapped to its pages (`ContentIndex.navigationPages`) for the graph to place them. Pure: data in, data out.
 *
 * URLs follow Mintlify's: `<directory>/<tag>/<slug>`, the directory of the `openapi` source (default
 * `api-reference`), the operation's first tag, and its summary (else its method and path) made URL-safe; an
 * operation's `x-mint.href` is its URL instead. `x-hidden` operations get a page that is not listed, `x-excluded`
 * ones none. Child entries use the `openapi` source of the nearest group or division that has one.
 */
import { stringify } from 'yaml';
import type {
  NavContentConfig,
  NavigationGroupConfig,
  NavigationPageConfig,
  OpenApiPagesSource,
  SiteConfig,
} from '../config/types.js';
import { isMintlifyConfigFile } from '../config/mintlify-file.js';
import type { ContentIndex } from '../content/types.js';
import type { Diagnostic, Position } from '../diagnostics.js';
import { getPageUrls } from '../graph/urls.js';
import { asRecord, getOperation, getWebhook, isRecord } from '../openapi/document.js';
import { findNamed } from '../openapi/named-entries.js';
import { findOperation, type Notice } from '../openapi/pages.js';
import {
  parseOperationReference,
  parseWebhookReference,
  selectDocuments,
  type NamedReference,
  type OperationReference,
} from '../openapi/reference.js';
import { isUrl } from '../openapi/refs.js';
import type { LoadedOpenApi, OpenApiDocument, OperationRef } from '../openapi/types.js';

/** The directory of generated pages when an `openapi` source names none. */
export const DEFAULT_OPERATION_DIRECTORY = 'api-reference';

/** The sidebar group of generated operations that have no tag. */
export const UNTAGGED_GROUP = 'API Reference';

/**
 * An operation reference as a navigation entry: method and path, or `webhook name`, after an optional file. The
 * graph stage (graph/navigation.ts) skips the same entries, leaving them to this module.
 */
const OPERATION_ENTRY = /^(?:\S+\s+)?(?:(?:get|post|put|patch|delete|head|options|trace)\s+\/|webhook\s+\S)/i;

/** Whether a navigation page entry is an operation reference rather than a page path. */
export function isOperationEntry(page: string): boolean {
  return OPERATION_ENTRY.test(page.trim());
}

/** Where a generated page comes from, for its diagnostics. */
interface Origin {
  file: string;
  jsonPath: string;
  position?: Position;
  /** How the origin is named in messages: `navigation entry "GET /users"`. */
  label: string;
}

/** One operation a page is generated for. */
interface Target {
  /** Front matter `openapi` value: `<file> METHOD /path`. */
  reference: string;
  /** Same operation, same page. */
  identity: string;
  key: string;
  /** Absent when the file did not load: the page then shows why (see openapi/pages.ts). */
  operation?: Record<string, unknown>;
  doc?: OpenApiDocument;
  method: string;
  path: string;
}

/**
 * Add the generated pages of `config`'s navigation to `content`: a new index with the pages and
 * `navigationPages` (and `operationGroups`), or `content` itself when the navigation generates nothing.
 */
export function addOperationPages(
  config: SiteConfig,
  configFile: string,
  content: ContentIndex,
  openapi: LoadedOpenApi,
): { content: ContentIndex; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const refs: Array<{ entry: NavigationPageConfig; scope?: OpenApiPagesSource }> = [];
  const sources: Array<{ source: OpenApiPagesSource; key: string }> = [];
  const keyOf = (entry: { file?: string; jsonPath: string }) => `${entry.file ?? configFile}#${entry.jsonPath}`;
  // An entry that names no operation is left out of the navigation. Mintlify publishes such a project (the entry is
  // simply missing), so in its files that is a warning; site.json, Quire's own format, keeps it an error.
  const unknownEntry: Diagnostic['severity'] = isMintlifyConfigFile(configFile) ? 'warning' : 'error';

  const walkGroup = (group: NavigationGroupConfig, inherited: OpenApiPagesSource | undefined) => {
    const scope = group.openapi ?? inherited;
    if (group.openapi) sources.push({ source: group.openapi, key: keyOf(group) });
    for (const entry of group.pages) {
      if ('group' in entry) walkGroup(entry, scope);
      else if (isOperationEntry(entry.page)) refs.push({ entry, ...(scope && { scope }) });
    }
  };
  const walkContent = (node: NavContentConfig, owner: string, inherited: OpenApiPagesSource | undefined) => {
    const scope = node.openapi ?? inherited;
    if (node.openapi) sources.push({ source: node.openapi, key: owner });
    for (const division of node.divisions) walkContent(division.content, keyOf(division), scope);
    for (const group of node.groups) walkGroup(group, scope);
  };
  for (const group of config.navigation) walkGroup(group, undefined);
  const explicit = config.explicitNavigation;
  if (explicit) {
    const rootPath = explicit.root.openapi?.jsonPath.replace(/\.openapi$/, '') ?? 'navigation';
    walkContent(explicit.root, `${configFile}#${rootPath}`, undefined);
    for (const division of explicit.global) walkContent(division.content, keyOf(division), undefined);
  }
  if (refs.length === 0 && sources.length === 0) return { content, diagnostics };

  const pages = new Map(content.pages);
  const navigationPages = new Map<string, string[]>();
  const operationGroups = new Map<string, string>();
  const realUrls = new Map<string, string>();
  for (const page of content.pages.keys()) realUrls.set(getPageUrls(page).url, page);
  const byIdentity = new Map<string, string>();
  const generatedUrls = new Set<string>();
  const generatedPages = new Set<string>();

  /** The page of `target` (generated once per operation), or undefined when its URL is a real page's. */
  const pageFor = (target: Target, directory: string | undefined, origin: Origin, hidden = false) => {
    const known = byIdentity.get(target.identity);
    if (known !== undefined) return known;
    const base = pageBase(target, directory);
    const real = realUrls.get(getPageUrls(`${base}.mdx`).url);
    if (real !== undefined) {
      // Mintlify publishes such a project: the author's page keeps its URL, and the operation's page is built at the
      // next free one, so neither is lost. site.json keeps the error.
      const lenient = unknownEntry === 'warning';
      diagnostics.push({
        severity: lenient ? 'warning' : 'error',
        rule: 'openapi/page-collision',
        file: origin.file,
        ...(origin.position && { position: origin.position }),
        jsonPath: origin.jsonPath,
        message: `the page generated for \`${target.key}\` (${origin.label}) would be at /${base}/, where ${real} already is${lenient ? `; Quire keeps ${real} there and builds the operation's page at the next free URL` : ''}`,
        hint: `move or rename ${real}, set another \`directory\` on the \`openapi\` source, or give the operation its own URL with \`x-mint: { href }\` in the OpenAPI file`,
      });
      if (!lenient) return undefined;
    }
    let path = base;
    for (
      let n = 1;
      generatedUrls.has(getPageUrls(`${path}.mdx`).url) || realUrls.has(getPageUrls(`${path}.mdx`).url);
      n++
    )
      path = `${base}-${n}`;
    const file = `${path}.mdx`;
    generatedUrls.add(getPageUrls(file).url);
    byIdentity.set(target.identity, file);
    pages.set(file, pageSource(target, hidden));
    generatedPages.add(file);
    return file;
  };

  // Operation references, each with the `openapi` source it inherits (else every OpenAPI file of the site).
  const referenced = new Set<OpenApiDocument>();
  // Sources that did not load but that entries name: their pages say why, so the source is not reported again.
  const referencedUnavailable = new Set<string>();
  for (const { entry, scope } of refs) {
    const origin: Origin = {
      file: entry.file ?? configFile,
      jsonPath: entry.jsonPath,
      ...(entry.position && { position: entry.position }),
      label: `navigation entry "${entry.page.trim()}"`,
    };
    const webhook = parseWebhookReference(entry.page);
    const parsed = webhook ?? parseOperationReference(entry.page);
    if (typeof parsed === 'string') {
      diagnostics.push({
        severity: unknownEntry,
        rule: 'openapi/invalid-reference',
        file: origin.file,
        ...(origin.position && { position: origin.position }),
        jsonPath: origin.jsonPath,
        message: `${origin.label}: ${parsed}; the entry is left out of the navigation`,
      });
      navigationPages.set(keyOf(entry), []);
      continue;
    }
    if ('name' in parsed) {
      const named =
        parsed.file === undefined && scope ? { ...parsed, file: scope.source, rooted: true as const } : parsed;
      const target = webhookTarget(named, openapi, origin.file);
      if ('problem' in target) {
        diagnostics.push({
          severity: target.severity ?? unknownEntry,
          rule: target.rule,
          file: origin.file,
          ...(origin.position && { position: origin.position }),
          jsonPath: origin.jsonPath,
          message: `${origin.label}: ${target.problem.replace(/: the page is built without it$/, '')}; the entry is left out of the navigation`,
          ...(target.hint && { hint: target.hint }),
        });
        navigationPages.set(keyOf(entry), []);
        continue;
      }
      if (target.doc) referenced.add(target.doc);
      const page = pageFor(target, scope?.directory, origin);
      navigationPages.set(keyOf(entry), page === undefined ? [] : [page]);
      continue;
    }
    const reference: OperationReference =
      parsed.file === undefined && scope ? { ...parsed, file: scope.source, rooted: true } : parsed;
    const target = lookUp(reference, openapi, origin.file);
    if ('problem' in target) {
      diagnostics.push({
        severity: unknownEntry,
        rule: target.rule,
        file: origin.file,
        ...(origin.position && { position: origin.position }),
        jsonPath: origin.jsonPath,
        message: `${origin.label}: ${target.problem}; the entry is left out of the navigation`,
        ...(target.hint && { hint: target.hint }),
      });
      navigationPages.set(keyOf(entry), []);
      continue;
    }
    if (target.notice) diagnostics.push(noticeAt(origin, target.notice));
    if (target.doc) referenced.add(target.doc);
    else if (reference.file !== undefined) referencedUnavailable.add(reference.file);
    const page = pageFor(target, scope?.directory, origin);
    navigationPages.set(keyOf(entry), page === undefined ? [] : [page]);
  }

  // Whole sources. Mintlify: once any entry references operations of a file, only referenced operations get pages.
  for (const { source, key } of sources) {
    const origin: Origin = {
      file: source.file ?? configFile,
      jsonPath: source.jsonPath,
      ...(source.position && { position: source.position }),
      label: `\`openapi: ${source.source}\``,
    };
    const listed: string[] = [];
    navigationPages.set(key, listed);
    const sourceReference = { file: source.source, rooted: true as const };
    if (source.operations !== undefined) {
      for (const [index, written] of source.operations.entries()) {
        const parsed = parseOperationReference(written);
        const at = { ...origin, jsonPath: `${source.jsonPath}.operations[${index}]`, label: `operation "${written}"` };
        const target =
          typeof parsed === 'string'
            ? { problem: parsed, rule: 'openapi/invalid-reference' }
            : lookUp({ ...parsed, ...sourceReference }, openapi, at.file);
        if ('problem' in target) {
          diagnostics.push({
            severity: unknownEntry,
            rule: target.rule,
            file: at.file,
            ...(at.position && { position: at.position }),
            jsonPath: at.jsonPath,
            message: `${at.label} of \`openapi: ${source.source}\`: ${target.problem}`,
            ...('hint' in target && target.hint && { hint: target.hint }),
          });
          continue;
        }
        if ('notice' in target && target.notice) diagnostics.push(noticeAt(at, target.notice));
        const page = pageFor(target, source.directory, at);
        if (page !== undefined) listed.push(page);
      }
      continue;
    }
    const doc = findDocument(source.source, openapi);
    // A source that did not load was reported by the load stage; it has no operations to list, which is said once.
    const missing = doc === undefined && selectDocuments(sourceReference, openapi.unavailable ?? [])[0];
    if (missing && !referencedUnavailable.has(source.source))
      diagnostics.push({
        severity: 'warning',
        rule: 'openapi/no-pages',
        file: origin.file,
        ...(origin.position && { position: origin.position }),
        jsonPath: origin.jsonPath,
        message: `${origin.label}: no endpoint pages are generated, as ${missing.reason}`,
        hint: 'fix the problems reported in the OpenAPI file',
      });
    if (doc === undefined || referenced.has(doc)) continue;
    for (const { ref, group } of inTagGroups(doc)) {
      const found = getOperation(doc.document, ref);
      if (!found || found.operation['x-excluded'] === true) continue;
      const hidden = found.operation['x-hidden'] === true;
      const target = documentTarget(doc, ref, found.operation);
      const page = pageFor(target, source.directory, origin, hidden);
      if (page === undefined || hidden) continue;
      listed.push(page);
      operationGroups.set(page, group);
    }
  }

  const sorted = new Map([...pages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    content: {
      ...content,
      pages: sorted,
      navigationPages,
      ...(operationGroups.size > 0 && { operationGroups }),
      ...(generatedPages.size > 0 && { generatedPages }),
    },
    diagnostics,
  };
}

/** A warning from finding an operation, at the navigation entry that names it. */
function noticeAt(origin: Origin, notice: Notice): Diagnostic {
  return {
    severity: 'warning',
    rule: notice.rule,
    file: origin.file,
    ...(origin.position && { position: origin.position }),
    jsonPath: origin.jsonPath,
    message: `${origin.label}: ${notice.message}`,
    ...(notice.hint && { hint: notice.hint }),
  };
}

/** The operation a reference names, as a page target; a problem when there is none. */
function lookUp(
  reference: OperationReference,
  openapi: LoadedOpenApi,
  near: string,
): (Target & { notice?: Notice }) | { problem: string; rule: string; hint?: string } {
  const found = findOperation(reference, openapi, near);
  if ('problem' in found) return found;
  if ('unavailable' in found) {
    // The file did not load: a page that says so, named after the reference as written.
    const named = reference.file?.replace(/^[/\\]+/, '');
    const file = named === undefined ? '' : `${reference.rooted && !isUrl(named) ? '/' : ''}${named} `;
    const key = `${reference.method.toUpperCase()} ${reference.path}`;
    return {
      reference: `${file}${key}`,
      identity: `\u0000${file}${key}`,
      key,
      method: reference.method,
      path: reference.path,
    };
  }
  const operation = getOperation(found.doc.document, found.ref)?.operation ?? {};
  return { ...documentTarget(found.doc, found.ref, operation), ...(found.notice && { notice: found.notice }) };
}

/** The webhook a navigation entry names, as a page target; a problem when there is none. */
function webhookTarget(
  reference: NamedReference,
  openapi: LoadedOpenApi,
  near: string,
): Target | { problem: string; rule: string; hint?: string; severity?: 'warning' } {
  const found = findNamed(reference, 'webhook', openapi, near);
  if ('problem' in found) return found;
  if ('unavailable' in found) {
    const named = reference.file?.replace(/^[/\\]+/, '');
    const file = named === undefined ? '' : `${reference.rooted && !isUrl(named) ? '/' : ''}${named} `;
    const key = `webhook ${reference.name}`;
    return { reference: `${file}${key}`, identity: `\u0000${file}${key}`, key, method: 'post', path: reference.name };
  }
  const webhook = getWebhook(found.doc.document, reference.name);
  const key = `webhook ${reference.name}`;
  return {
    reference: `${found.doc.file} ${key}`,
    identity: `${found.doc.file}\u0000${key}`,
    key,
    ...(webhook && { operation: webhook.operation }),
    doc: found.doc,
    method: webhook?.method ?? 'post',
    path: reference.name,
  };
}

function documentTarget(doc: OpenApiDocument, ref: OperationRef, operation: Record<string, unknown>): Target {
  return {
    reference: `${doc.file} ${ref.key}`,
    identity: `${doc.file}\u0000${ref.key}`,
    key: ref.key,
    operation,
    doc,
    method: ref.method,
    path: ref.path,
  };
}

/** The loaded document of an `openapi` source, by the source as written; undefined when it did not load. */
function findDocument(source: string, openapi: LoadedOpenApi): OpenApiDocument | undefined {
  return selectDocuments({ file: source, rooted: true }, openapi.documents)[0];
}

/**
 * The operations of `doc` in sidebar order: grouped by first tag, groups in the order of the document's `tags`,
 * then the other tags in order of first use, operations without a tag last; file order within a group.
 */
function inTagGroups(doc: OpenApiDocument): Array<{ ref: OperationRef; group: string }> {
  const declared = Array.isArray(doc.document.tags) ? doc.document.tags.filter(isRecord) : [];
  const labels = new Map<string, string>();
  const order: string[] = [];
  for (const tag of declared) {
    if (typeof tag.name !== 'string' || labels.has(tag.name)) continue;
    const label = [tag['x-group'], tag['x-displayName'], tag.name].find((v) => typeof v === 'string' && v.trim());
    labels.set(tag.name, String(label));
    order.push(tag.name);
  }
  const byTag = new Map<string | undefined, OperationRef[]>();
  for (const ref of doc.operations) {
    const tag = firstTag(getOperation(doc.document, ref)?.operation);
    if (tag !== undefined && !labels.has(tag)) {
      labels.set(tag, tag);
      order.push(tag);
    }
    const list = byTag.get(tag) ?? [];
    list.push(ref);
    byTag.set(tag, list);
  }
  return [
    ...order.flatMap((tag) => (byTag.get(tag) ?? []).map((ref) => ({ ref, group: labels.get(tag) ?? tag }))),
    ...(byTag.get(undefined) ?? []).map((ref) => ({ ref, group: UNTAGGED_GROUP })),
  ];
}

function firstTag(operation: Record<string, unknown> | undefined): string | undefined {
  const tags = operation?.tags;
  return Array.isArray(tags) && typeof tags[0] === 'string' && tags[0].trim() ? tags[0] : undefined;
}

/** The page path of `target` without extension: `x-mint.href`, else `<directory>/<tag>/<slug>`. */
export function pageBase(target: Pick<Target, 'operation' | 'method' | 'path'>, directory: string | undefined): string {
  const href = asRecord(target.operation?.['x-mint']).href;
  // A path on this site only: an `href` with a scheme points elsewhere and cannot be a page's URL.
  if (typeof href === 'string' && !/^[a-z][a-z0-9+.-]*:/i.test(href.trim())) {
    const segments = pathSegments(href.toLowerCase()).map((segment) => segment.replace(UNSAFE_IN_PATHS, ''));
    // Mintlify drops what follows the last `.` of the last segment (`/reference/v1.2` is `/reference/v1`).
    if (segments.length > 0) segments[segments.length - 1] = segments[segments.length - 1].replace(/\.[^.]*$/, '');
    const cleaned = segments.filter(Boolean);
    if (cleaned.length > 0) return cleaned.join('/');
  }
  const folder = pathSegments((directory ?? DEFAULT_OPERATION_DIRECTORY).toLowerCase());
  const tag = firstTag(target.operation);
  const tagPart = tag === undefined ? '' : slugify(tag);
  const summary = target.operation?.summary;
  const slug = (typeof summary === 'string' && slugify(summary)) || methodPathSlug(target.method, target.path);
  return [...folder, ...(tagPart ? [tagPart] : []), slug].join('/');
}

/**
 * A summary or tag as Mintlify puts it in a URL: spaces become hyphens; `{ } ( ) , . ' /` go; lower case. Also
 * dropped here: characters a file name or a URL path cannot hold as they are (`? # % : * " < > | \` and controls).
 */
export function slugify(text: string): string {
  return text
    .trim()
    .replace(/\s/g, '-')
    .replace(/[{}(),.'/]/g, '')
    .replace(UNSAFE_IN_PATHS, '')
    .toLowerCase();
}

/** Characters a file name or a URL path cannot hold as they are, on every system. */
const UNSAFE_IN_PATHS = /[\\?#%:*"<>|\u0000-\u001f\u007f]/g;

/** `GET /users/{id}/posts` → `get-users-posts`: the method and the path's fixed segments. */
function methodPathSlug(method: string, path: string): string {
  const segments = path
    .split('/')
    .filter((segment) => segment && !/^\{[^}]*\}$/.test(segment))
    .map(slugify)
    .filter(Boolean);
  return [method.toLowerCase(), ...segments].join('-');
}

/** The clean segments of a `/`-separated folder: no empty, `.` or `..` segments. */
function pathSegments(value: string): string[] {
  return value
    .replace(/\\/g, '/')
    .split('/')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** The source of a generated page: front matter naming its operation, and `x-mint.content` as its body. */
function pageSource(target: Target, hidden: boolean): string {
  const mint = asRecord(target.operation?.['x-mint']);
  const metadata: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(asRecord(mint.metadata))) {
    if (key !== 'openapi' && isPlain(value)) metadata[key] = value;
  }
  const summary = target.operation?.summary;
  const title = typeof summary === 'string' && summary.trim() ? summary.trim() : target.key;
  const data: Record<string, unknown> = {
    openapi: target.reference,
    title,
    ...(target.operation?.deprecated === true && { deprecated: true }),
    ...(hidden && { hidden: true }),
    ...metadata,
  };
  const body = typeof mint.content === 'string' ? `\n${mint.content.trim()}\n` : '';
  return `---\n${stringify(data, { lineWidth: 0 })}---\n${body}`;
}

/** Front matter values copied from `x-mint.metadata`: strings, numbers, booleans and lists of them. */
function isPlain(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(isPlain);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}
