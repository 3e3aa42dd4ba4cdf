/**
 * Page metadata (title, sidebar title, description, display settings) from the front matter and a quick line scan of
 * the body.
 * It runs for every page before rendering, so it never builds a markdown tree.
 */
import type { Diagnostic } from '../diagnostics.js';
import { frontmatterString, parseFrontmatter } from './frontmatter.js';
import { readPageSettings, type PageSettings } from './page-settings.js';
import { stripInlineMarkdown } from './strip-markdown.js';

/** What the graph needs to know about a page before it is rendered. */
export interface PageMeta {
  frontmatter: Record<string, unknown>;
  /** Front matter `title`, else the first h1, else the file name as words. */
  title: string;
  /** Front matter `sidebarTitle`, else `title`. */
  sidebarTitle: string;
  /**
   * Front matter `description`, else the first paragraph of prose (≤ 160 characters), else ''. This is the page's
   * `<meta name="description">`; the subtitle under the title is the front matter `description` alone.
   */
  description: string;
  /** How the page is shown: sidebar icon and tag, layout, hidden, noindex, meta tags (see page-settings.ts). */
  settings: PageSettings;
  /** Front matter problems. */
  diagnostics: Diagnostic[];
}

/** Longest description taken from the body, `…` included. */
export const MAX_DESCRIPTION_LENGTH = 160;

const FENCE_OPEN = /^\s*(`{3,}|~{3,})(.*)$/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/;
const SETEXT_H1 = /^ {0,3}=+[ \t]*$/;
const SETEXT_H2 = /^ {0,3}-+[ \t]*$/;
const LIST_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
const THEMATIC_BREAK = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const TABLE_DELIMITER = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*\|?\s*$/;
const TAG_START = /^\s*<([A-Za-z][\w.-]*)(?=[\s/>]|$)/;
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:\s/;
const VOID_ELEMENTS = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/** Read the front matter, title, sidebar title and description of the page at `path` from its source `raw`. */
export function getPageMeta(path: string, raw: string): PageMeta {
  const { frontmatter, diagnostics } = parseFrontmatter(raw, path);
  const data = frontmatter.data;
  let lines: string[] | undefined;
  const bodyLines = () => (lines ??= frontmatter.body.split(/\r?\n/));
  const title = frontmatterString(data, 'title') ?? findH1(bodyLines()) ?? titleFromPath(path);
  const { settings, diagnostics: settingProblems } = readPageSettings(path, raw, data);
  return {
    frontmatter: data,
    title,
    sidebarTitle: frontmatterString(data, 'sidebarTitle') ?? title,
    description: frontmatterString(data, 'description') ?? findDescription(bodyLines()) ?? '',
    settings,
    diagnostics: [...diagnostics, ...settingProblems],
  };
}

/** Turn a file name into a title: `guide/getting-started.md` → `Getting started`; `guide/index.md` → `Guide`. */
export function titleFromPath(path: string): string {
  const parts = path.replace(/\.mdx?$/, '').split('/');
  let name = parts.pop() ?? '';
  if (name === 'index') name = parts.pop() ?? 'home';
  const words = name.replace(/[-_\s]+/g, ' ').trim() || 'home';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The text of the first h1 (ATX `# x` or setext `x\n===`) outside code blocks and HTML comments. */
function findH1(lines: readonly string[]): string | undefined {
  let fence: string | undefined;
  let inComment = false;
  let paragraph: string[] = [];
  for (const line of lines) {
    if (fence !== undefined) {
      if (closesFence(line, fence)) fence = undefined;
      continue;
    }
    if (inComment) {
      inComment = !line.includes('-->');
      continue;
    }
    const open = openFence(line);
    if (open !== undefined) {
      fence = open;
      paragraph = [];
      continue;
    }
    const atx = ATX.exec(line);
    if (atx) {
      const text = atx[1].length === 1 ? stripInlineMarkdown((atx[2] ?? '').replace(/(?:^|[ \t]+)#+$/, '')) : '';
      if (text) return text;
      paragraph = [];
    } else if (SETEXT_H1.test(line) && paragraph.length > 0) {
      const text = stripInlineMarkdown(paragraph.join(' '));
      if (text) return text;
      paragraph = [];
    } else if (/^\s*<!--/.test(line)) {
      inComment = !line.includes('-->');
      paragraph = [];
    } else if (line.trim() === '' || LIST_ITEM.test(line) || /^\s*[>|<]/.test(line)) {
      paragraph = [];
    } else {
      paragraph.push(line);
    }
  }
  return undefined;
}

/**
 * The first paragraph of prose, as plain text cut to {@link MAX_DESCRIPTION_LENGTH}. Headings, code, lists,
 * tables, block quotes, HTML/JSX blocks, MDX imports/exports and expressions are skipped.
 */
function findDescription(lines: readonly string[]): string | undefined {
  let fence: string | undefined;
  let skipToBlank = false;
  let inComment = false;
  let inList = false;
  const jsx: TagState = { name: '', depth: 0, inOpeningTag: false, isVoid: false };
  let paragraph: string[] = [];

  for (const line of lines) {
    const blank = line.trim() === '';
    if (fence !== undefined) {
      if (closesFence(line, fence)) fence = undefined;
      continue;
    }
    if (inComment) {
      inComment = !line.includes('-->');
      continue;
    }
    if (jsx.depth > 0) {
      trackTag(line, jsx);
      continue;
    }
    if (skipToBlank) {
      skipToBlank = !blank;
      continue;
    }
    if (paragraph.length > 0) {
      if (SETEXT_H1.test(line) || SETEXT_H2.test(line)) {
        paragraph = []; // it was a heading
        continue;
      }
      if (TABLE_DELIMITER.test(line) && line.includes('|')) {
        paragraph = []; // it was a table header
        skipToBlank = true;
        continue;
      }
      if (!blank && !startsBlock(line)) {
        paragraph.push(line);
        continue;
      }
      const text = paragraphText(paragraph);
      if (text) return text;
      paragraph = [];
    }
    if (blank) continue;
    if (inList) {
      if (/^\s{2,}/.test(line) || LIST_ITEM.test(line)) continue;
      inList = false;
    }
    const open = openFence(line);
    if (open !== undefined) fence = open;
    else if (LIST_ITEM.test(line)) inList = true;
    else if (/^\s*<!--/.test(line)) inComment = !line.includes('-->');
    else if (TAG_START.test(line)) startTag(line, jsx);
    else if (/^\s*(?:[>|{]|\$\$)/.test(line) || /^(?:import|export)\s/.test(line)) skipToBlank = true;
    else if (!startsBlock(line) && !/^( {4}|\t)/.test(line) && !LINK_DEFINITION.test(line)) paragraph.push(line);
  }
  return paragraph.length > 0 ? paragraphText(paragraph) : undefined;
}

/** Whether `line` starts a block that ends a paragraph. */
function startsBlock(line: string): boolean {
  return (
    ATX.test(line) ||
    THEMATIC_BREAK.test(line) ||
    LIST_ITEM.test(line) ||
    openFence(line) !== undefined ||
    /^\s*(?:[>|]|<!--|<\/?[A-Za-z])/.test(line) ||
    /^(?:import|export)\s/.test(line)
  );
}

function paragraphText(paragraph: readonly string[]): string | undefined {
  const text = stripInlineMarkdown(paragraph.join(' '));
  return text ? truncate(text, MAX_DESCRIPTION_LENGTH) : undefined;
}

/** An HTML/JSX element being skipped: its name, nesting depth, and whether its opening tag is still open. */
interface TagState {
  name: string;
  depth: number;
  inOpeningTag: boolean;
  isVoid: boolean;
}

/** Start skipping an HTML/JSX element that opens on `line` (until its closing tag, unless it closes itself). */
function startTag(line: string, jsx: TagState): void {
  const name = TAG_START.exec(line)?.[1] ?? '';
  jsx.name = name;
  jsx.depth = 1;
  jsx.inOpeningTag = true;
  jsx.isVoid = VOID_ELEMENTS.has(name.toLowerCase());
  trackTag(line.slice(line.indexOf('<') + 1 + name.length), jsx);
}

/** Follow nesting of the element `jsx.name` through `line`; depth 0 means it has closed. */
function trackTag(line: string, jsx: TagState): void {
  let rest = line;
  if (jsx.inOpeningTag) {
    const end = findTagEnd(rest);
    if (end === -1) return;
    jsx.inOpeningTag = false;
    if (jsx.isVoid || rest[end - 1] === '/') {
      jsx.depth = 0;
      return;
    }
    rest = rest.slice(end + 1);
  }
  const name = jsx.name.replace(/[.-]/g, '\\$&');
  const opens = rest.match(new RegExp(`<${name}(?=[\\s>])[^>]*[^/]>|<${name}>`, 'g'))?.length ?? 0;
  const closes = rest.match(new RegExp(`</${name}\\s*>`, 'g'))?.length ?? 0;
  jsx.depth += opens - closes;
}

/** Index of the `>` ending an opening tag (ignoring `>` inside quotes and braces), or -1. */
function findTagEnd(text: string): number {
  let quote = '';
  let braces = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') braces++;
    else if (c === '}') braces--;
    else if (c === '>' && braces <= 0) return i;
  }
  return -1;
}

/** The fence marker (e.g. "```") if `line` opens a fenced code block. */
function openFence(line: string): string | undefined {
  const match = FENCE_OPEN.exec(line);
  if (!match) return undefined;
  // A backtick fence's info string cannot contain backticks (that is inline code, not a fence).
  if (match[1][0] === '`' && match[2].includes('`')) return undefined;
  return match[1];
}

function closesFence(line: string, fence: string): boolean {
  const trimmed = line.trim();
  return trimmed.length >= fence.length && trimmed === fence[0].repeat(trimmed.length);
}

/** Cut `text` to at most `max` characters on a word boundary, ending with `…`. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  if (space > max / 2) cut = cut.slice(0, space);
  else if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.replace(/[\s,;:.(\-–—]+$/, '')}…`;
}
