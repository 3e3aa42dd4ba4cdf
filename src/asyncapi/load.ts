/**
 * The channel pages of a docs folder: pages whose front matter says `asyncapi: "<file> <channel>"`. Each AsyncAPI
 * file is parsed once per build with @asyncapi/parser (2.x and 3.x), imported only when a page names one, so other
 * builds never load it. Offline and confined: the file and the files its `$ref`s name must be in the docs folder
 * (anything else is refused, as OpenAPI refs are), and URLs in `$ref`s are never fetched. A file that does not parse
 * is a warning with its line and column; its pages keep their body and get a note.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Parser } from '@asyncapi/parser';
import { parseFrontmatter } from '../content/frontmatter.js';
import type { Diagnostic, Position } from '../diagnostics.js';
import { checkLocalFile, createOpenApiAccess, type OpenApiAccess } from '../openapi/allowed-roots.js';
import { didYouMeanHint } from '../utils/did-you-mean.js';
import { channelViews } from './channel-view.js';
import type { ChannelView } from './types.js';

/** The channel pages' views, by page path, and what went wrong. */
export interface LoadedAsyncApi {
  channels: Record<string, ChannelView>;
  diagnostics: Diagnostic[];
}

/** A front matter block with a top-level `asyncapi` key: a text test, so other pages are not parsed again. */
const ASYNCAPI_KEY = /^\uFEFF?---[ \t]*\r?\n(?:(?!---)[^\n]*\n)*?["']?asyncapi["']?[ \t]*:/;

/** What reading one AsyncAPI file gave: its channels, or why there are none. */
export type ParsedFile = { channels: Map<string, ChannelView> } | { unavailable: string };

/** The AsyncAPI files of one build, each parsed once on first use; `diagnostics` collects what reading them found. */
export interface AsyncApiFiles {
  /** The channels of the docs-relative `file` (a leading `/` is the docs folder), or why there are none. */
  read(file: string): Promise<ParsedFile>;
  diagnostics: Diagnostic[];
}

/** The AsyncAPI files of the docs folder `root`. Nothing is imported or read until a file is asked for. */
export function createAsyncApiFiles(root: string): AsyncApiFiles {
  const diagnostics: Diagnostic[] = [];
  const files = new Map<string, Promise<ParsedFile>>();
  let shared: Promise<{ parser: Parser; access: OpenApiAccess }> | undefined;
  // One file at a time: the resolver reports refused $refs against the file being parsed.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    diagnostics,
    read(name) {
      const file = name.replace(/^\/+/, '');
      let parsed = files.get(file);
      if (!parsed) {
        shared ??= createShared(root);
        const next = queue.then(async () => {
          const { parser, access } = await shared!;
          return parseFile(root, file, parser, access, diagnostics);
        });
        queue = next;
        parsed = next;
        files.set(file, parsed);
      }
      return parsed;
    },
  };
}

/** The channel views of the pages in `pages` (docs-relative path → source) that name an AsyncAPI channel. */
export async function loadAsyncApiPages(
  root: string,
  pages: ReadonlyMap<string, string>,
  files: AsyncApiFiles = createAsyncApiFiles(root),
): Promise<LoadedAsyncApi> {
  const diagnostics: Diagnostic[] = [];
  const channels: Record<string, ChannelView> = {};
  for (const [page, raw] of pages) {
    if (!ASYNCAPI_KEY.test(raw)) continue;
    const value = parseFrontmatter(raw, page).frontmatter.data.asyncapi;
    if (typeof value !== 'string' || !value.trim()) continue;
    const position = keyPosition(raw);
    const [first, ...rest] = value.trim().split(/\s+/);
    const channel = rest.join(' ');
    const file = first.replace(/^\/+/, '');
    const warn = (message: string, hint?: string) =>
      diagnostics.push({
        severity: 'warning',
        rule: 'asyncapi/page',
        file: page,
        position,
        message,
        ...(hint && { hint }),
      });
    if (!channel) {
      warn(`front matter asyncapi "${value}" names no channel`, 'write `asyncapi: "<file> <channel>"`');
      continue;
    }
    const result = await files.read(file);
    const unavailable = (note: string): ChannelView => ({
      file,
      id: channel,
      servers: [],
      operations: [],
      messages: [],
      unavailable: note,
    });
    if ('unavailable' in result) {
      channels[page] = unavailable(result.unavailable);
      continue;
    }
    const view = result.channels.get(channel);
    if (view) channels[page] = view;
    else {
      warn(`channel "${channel}" is not in ${file}`, didYouMeanHint(channel, result.channels.keys()));
      channels[page] = unavailable(`The channel "${channel}" is not in ${file}.`);
    }
  }
  return { channels, diagnostics: [...files.diagnostics, ...diagnostics] };
}

/** The parser (imported here, on first use) and the folders its files may come from. */
async function createShared(root: string): Promise<{ parser: Parser; access: OpenApiAccess }> {
  const access = await createOpenApiAccess(root, []);
  const { Parser } = await import('@asyncapi/parser');
  return { parser: new Parser({ __unstable: { resolver: { resolvers: confinedResolvers(root, access) } } }), access };
}

/** Where the resolver reports refused `$ref`s while a file is parsed (files are parsed one at a time). */
let refused: ((message: string, severity: 'error' | 'warning', rule: string) => void) | undefined;

/** Resolvers that run before the parser's own: local files in the docs folder only, URLs never fetched. */
function confinedResolvers(root: string, access: OpenApiAccess) {
  const file = {
    schema: 'file',
    order: 1,
    read: async (uri: { toString(): string }) => {
      const location = uri.toString().startsWith('file:') ? fileURLToPath(uri.toString()) : uri.toString();
      const local = await checkLocalFile(access, location);
      if (!local.inside) {
        refused?.(
          `$ref to ${location}, outside the docs folder; Quire reads AsyncAPI files only from the docs folder`,
          'error',
          'asyncapi/ref-outside-docs',
        );
        return '{}';
      }
      return readFile(local.real, 'utf8').catch(() => {
        refused?.(`$ref to ${path.relative(root, location)}: no such file`, 'warning', 'asyncapi/ref-missing');
        return '{}';
      });
    },
  };
  // Returning text (never throwing) keeps the parser from falling back to its own readers, which would fetch.
  const url = (schema: string) => ({
    schema,
    order: 1,
    read: (uri: { toString(): string }) => {
      refused?.(
        `$ref to ${uri.toString()} not fetched: Quire reads AsyncAPI $refs from the docs folder only`,
        'warning',
        'asyncapi/ref-url',
      );
      return '{}';
    },
  });
  return [file, url('http'), url('https')];
}

async function parseFile(
  root: string,
  file: string,
  parser: Parser,
  access: OpenApiAccess,
  diagnostics: Diagnostic[],
): Promise<ParsedFile> {
  const absolute = path.resolve(root, file);
  const local = await checkLocalFile(access, absolute).catch(() => undefined);
  if (!local) {
    diagnostics.push({
      severity: 'warning',
      rule: 'asyncapi/file-missing',
      file,
      message: `AsyncAPI file ${file} not found`,
    });
    return { unavailable: `The AsyncAPI file ${file} was not found.` };
  }
  if (!local.inside) {
    diagnostics.push({
      severity: 'error',
      rule: 'asyncapi/file-outside-docs',
      file,
      message: `AsyncAPI file ${file} is outside the docs folder; Quire reads AsyncAPI files only from the docs folder`,
    });
    return { unavailable: `The AsyncAPI file ${file} is outside the docs folder.` };
  }
  const text = await readFile(local.real, 'utf8').catch(() => undefined);
  if (text === undefined) {
    diagnostics.push({
      severity: 'warning',
      rule: 'asyncapi/file-missing',
      file,
      message: `AsyncAPI file ${file} could not be read`,
    });
    return { unavailable: `The AsyncAPI file ${file} could not be read.` };
  }
  refused = (message, severity, rule) => diagnostics.push({ severity, rule, file, message });
  try {
    const { document, diagnostics: found } = await parser.parse(text, { source: absolute });
    const errors = found.filter((d) => d.severity === 0);
    if (!document || errors.length > 0) {
      const first = errors[0];
      const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
      diagnostics.push({
        severity: 'warning',
        rule: 'asyncapi/invalid',
        file,
        ...(first?.range && {
          position: { line: first.range.start.line + 1, column: first.range.start.character + 1 },
        }),
        message: `invalid AsyncAPI file: ${first?.message ?? 'not an AsyncAPI document'}${more}; its pages show their text only`,
        hint: 'fix the file so that `asyncapi validate` accepts it',
      });
      return { unavailable: `The AsyncAPI file ${file} is not valid, so this channel's reference is not shown.` };
    }
    return { channels: channelViews(document, file) };
  } finally {
    refused = undefined;
  }
}

/** Where the `asyncapi` key is in a page's front matter. */
function keyPosition(raw: string): Position {
  const before = raw.slice(0, raw.search(/^["']?asyncapi["']?[ \t]*:/m));
  return { line: before.split('\n').length, column: 1 };
}
