/**
 * `contextual` (site.json, mint.json, docs.json): which actions the page menu beside each page's title offers, in
 * order. Quire does the ones that need nothing but the page's `.md` (copy it, view it, open it in a chat assistant);
 * Mintlify's others (its MCP server, its assistant, PDF and spec downloads, custom entries) are warnings, and the
 * rest of the menu still shows.
 */
import type { Diagnostic } from '../diagnostics.js';
import { didYouMean } from '../utils/did-you-mean.js';
import { formatJsonPath, type JsonPathSegment } from '../utils/json-path.js';
import type { Locator } from './locate.js';

/** The page menu actions Quire offers. */
export const PAGE_MENU_OPTIONS = ['copy', 'view', 'chatgpt', 'claude', 'perplexity'] as const;

/** One action of the page menu. */
export type PageMenuOption = (typeof PAGE_MENU_OPTIONS)[number];

/** The menu when `contextual` is not set. */
export const DEFAULT_PAGE_MENU: readonly PageMenuOption[] = ['copy', 'view', 'chatgpt', 'claude'];

/** Mintlify's other built-in options, which need its hosting (MCP server, assistant, PDF export …). */
const MINTLIFY_ONLY = [
  'assistant',
  'download-pdf',
  'grok',
  'aistudio',
  'devin',
  'devin-desktop',
  'mcp',
  'add-mcp',
  'cursor',
  'vscode',
  'devin-mcp',
  'download-spec',
  'windsurf',
];

/** `contextual` as the schema lets it through. */
export interface WrittenContextual {
  options?: unknown[];
  display?: string;
}

const isOption = (value: unknown): value is PageMenuOption =>
  typeof value === 'string' && (PAGE_MENU_OPTIONS as readonly string[]).includes(value);

/** The menu's actions, in the order written, each once; the default menu when `contextual` or its `options` is unset. */
export function resolvePageMenu(written: WrittenContextual | undefined): PageMenuOption[] {
  if (written?.options === undefined) return [...DEFAULT_PAGE_MENU];
  return [...new Set(written.options.filter(isOption))];
}

/** A warning for each entry of `contextual` Quire does not do, at the entry in the config file. */
export function contextualDiagnostics(written: unknown, locate: Locator, file: string): Diagnostic[] {
  if (written === null || typeof written !== 'object' || Array.isArray(written)) return [];
  const { options, display } = written as WrittenContextual;
  const diagnostics: Diagnostic[] = [];
  const warn = (path: JsonPathSegment[], message: string, hint: string) =>
    diagnostics.push({
      severity: 'warning',
      rule: 'config/unsupported-setting',
      file: locate.file?.(path, 'value') ?? file,
      position: locate.value(path),
      jsonPath: formatJsonPath(path),
      message,
      hint,
    });
  if (display !== undefined && display !== 'header')
    warn(
      ['contextual', 'display'],
      `the page menu in the table of contents ("display": "${display}") is not supported; Quire shows it beside the page title`,
      'remove `display` (or set it to "header") to silence this warning',
    );
  (Array.isArray(options) ? options : []).forEach((option, i) => {
    const path: JsonPathSegment[] = ['contextual', 'options', i];
    if (isOption(option)) return;
    if (typeof option !== 'string') {
      warn(
        path,
        'custom page menu options are not supported; this entry is left out of the menu',
        `Quire offers ${list(PAGE_MENU_OPTIONS)}; link to the page from your content instead`,
      );
      return;
    }
    if (MINTLIFY_ONLY.includes(option)) {
      warn(
        path,
        `the page menu option "${option}" is not supported; it needs Mintlify's hosting and is left out of the menu`,
        `Quire offers ${list(PAGE_MENU_OPTIONS)}; remove "${option}" to silence this warning`,
      );
      return;
    }
    const suggestion = didYouMean(option, [...PAGE_MENU_OPTIONS, ...MINTLIFY_ONLY]);
    warn(
      path,
      `unknown page menu option "${option}"; it is left out of the menu`,
      suggestion ? `did you mean "${suggestion}"?` : `Quire offers ${list(PAGE_MENU_OPTIONS)}`,
    );
  });
  return diagnostics;
}

function list(values: readonly string[]): string {
  const quoted = values.map((v) => `"${v}"`);
  return `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
}
