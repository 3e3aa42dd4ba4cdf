/**
 * The class names a page or snippet writes, read from its parsed tree: `className` and `class` attributes of JSX
 * elements (string values, and the string parts of expressions such as `{cond ? "a" : "b"}` or template literals),
 * JSX inside ESM (a snippet's `export const Hero = () => <div className="…">`), and `class` attributes of raw HTML in
 * markdown. Code blocks and prose never count, unlike a regular expression over the file. These names are the
 * candidates of the site's utility stylesheet (`render/utility-css.ts`); names that are no utility cost nothing.
 */
import type { Node as EstreeNode } from 'estree';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { escapeHeadingIds } from './heading-custom-ids.js';
import { checkMarkdownLimits, isStackOverflow } from './limits.js';
import { loadRemarkMdx } from './load-remark-mdx.js';

/** A source that cannot hold a class attribute is not parsed at all. */
const MAY_HAVE_CLASS = /\bclass(?:Name)?\s*=/;
/** Where a class attribute's value starts, for the quick look of {@link classAttributeWords}. */
const CLASS_ATTRIBUTE = /\bclass(?:Name)?\s*=\s*(["'`{])/g;
/** The longest attribute value the quick look reads. */
const MAX_VALUE = 2000;
/** A `class` attribute in raw HTML (or in JSX that markdown read as HTML). */
const HTML_CLASS = /\sclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`$]*)`)\s*\})/g;
/** What a class name may look like: no quotes, braces or markup (those are leftovers of expressions). */
const CLASS_TOKEN = /^[^\s"'`{}<>\\]{1,100}$/;

let mdxParser: ReturnType<typeof createParser> | undefined;
let markdownParser: ReturnType<typeof createParser> | undefined;

function createParser(mdx: boolean) {
  const base = unified().use(remarkParse);
  return (mdx ? base.use(loadRemarkMdx()) : base).use(remarkFrontmatter, ['yaml']).freeze();
}

/**
 * The class names of the page or snippet `path` with the text `raw`, unique and sorted. Never throws for user
 * content: a page too large or too deep gives none (the renderer reports it), one that MDX cannot parse is read as
 * markdown, whose raw HTML still counts.
 */
export function classNamesOf(path: string, raw: string): string[] {
  if (!MAY_HAVE_CLASS.test(raw) || checkMarkdownLimits(raw, path)) return [];
  const names = new Set<string>();
  try {
    collect(parse(path, raw), names);
  } catch (error) {
    if (!isStackOverflow(error) && !(error instanceof Error)) throw error;
    return [];
  }
  return [...names].sort();
}

/**
 * A quick look, without parsing: every word in the values of what look like class attributes anywhere in `raw`
 * (code blocks too, and the words of expressions). It finds at least the names {@link classNamesOf} finds, so a
 * source none of whose words is a utility need not be parsed.
 */
export function classAttributeWords(raw: string): string[] {
  if (!MAY_HAVE_CLASS.test(raw)) return [];
  const words = new Set<string>();
  for (const match of raw.matchAll(CLASS_ATTRIBUTE)) {
    const open = match[1]!;
    const start = match.index + match[0].length;
    let end = start;
    if (open === '{') {
      for (let depth = 1; end < raw.length && end - start < MAX_VALUE; end++) {
        if (raw[end] === '{') depth++;
        else if (raw[end] === '}' && --depth === 0) break;
      }
    } else {
      end = raw.indexOf(open, start);
      if (end < 0 || end - start > MAX_VALUE) end = Math.min(raw.length, start + MAX_VALUE);
    }
    for (const word of raw.slice(start, end).split(/[\s"'`{}(),?+]+/)) addName(word, words);
  }
  return [...words].sort();
}

function parse(path: string, raw: string): Root {
  // As the renderer does: `.md` pages without components are markdown; the others MDX, else markdown.
  if (path.endsWith('.md') && !/<[A-Z][A-Za-z0-9.]*[\s/>]/.test(raw)) return parseMarkdown(raw);
  try {
    mdxParser ??= createParser(true);
    return mdxParser.parse(escapeHeadingIds(raw));
  } catch {
    return parseMarkdown(raw);
  }
}

function parseMarkdown(raw: string): Root {
  markdownParser ??= createParser(false);
  return markdownParser.parse(raw);
}

/** Walk the mdast tree without recursion (a page's nesting is only bounded by the limits). */
function collect(tree: Root, names: Set<string>): void {
  const stack: unknown[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop() as {
      type?: string;
      value?: unknown;
      attributes?: unknown[];
      children?: unknown[];
      data?: { estree?: EstreeNode };
    };
    if (node.type === 'html' && typeof node.value === 'string') addHtmlClasses(node.value, names);
    if (node.data?.estree) collectEstree(node.data.estree, names);
    for (const attribute of node.attributes ?? []) {
      const { type, name, value } = attribute as {
        type: string;
        name?: string;
        value?: unknown;
      };
      if (type === 'mdxJsxAttribute' && (name === 'className' || name === 'class')) {
        if (typeof value === 'string') addNames(value, names);
        else collectEstree((value as { data?: { estree?: EstreeNode } } | null)?.data?.estree, names, true);
      } else if (type === 'mdxJsxExpressionAttribute') {
        collectEstree((attribute as { data?: { estree?: EstreeNode } }).data?.estree, names);
      }
    }
    if (node.children) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
}

/**
 * The class names in an ESM or expression tree: the string parts of each JSX `className`/`class` attribute, or,
 * with `inClass`, of the whole tree (it is such an attribute's value).
 */
function collectEstree(root: EstreeNode | undefined, names: Set<string>, inClass = false): void {
  if (!root) return;
  const stack: Array<[unknown, boolean]> = [[root, inClass]];
  while (stack.length > 0) {
    const [value, within] = stack.pop()!;
    if (Array.isArray(value)) {
      for (const item of value) stack.push([item, within]);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    const node = value as Record<string, unknown> & { type?: string };
    if (typeof node.type !== 'string') continue;
    if (within && node.type === 'Literal' && typeof node.value === 'string') addNames(node.value, names);
    if (within && node.type === 'TemplateLiteral') addTemplateNames(node as never, names);
    let inside = within;
    if (node.type === 'JSXAttribute') {
      const name = (node.name as { name?: unknown } | undefined)?.name;
      inside = name === 'className' || name === 'class';
    }
    for (const key of Object.keys(node)) {
      if (key === 'loc' || key === 'range' || key === 'start' || key === 'end' || key === 'type') continue;
      // A template's parts are read whole above; its expressions are walked like any other.
      if (node.type === 'TemplateLiteral' && key === 'quasis') continue;
      stack.push([node[key], inside]);
    }
  }
}

/** The whole words of a template literal: a word touching `${…}` is only part of a name, and left out. */
function addTemplateNames(node: { quasis: Array<{ value: { cooked?: string | null } }> }, names: Set<string>): void {
  node.quasis.forEach((quasi, index) => {
    const text = quasi.value.cooked ?? '';
    const words = text.split(/\s+/);
    if (index > 0 && !/^\s/.test(text)) words.shift();
    if (index < node.quasis.length - 1 && !/\s$/.test(text)) words.pop();
    for (const word of words) addName(word, names);
  });
}

function addHtmlClasses(html: string, names: Set<string>): void {
  for (const match of html.matchAll(HTML_CLASS)) addNames(match.slice(1).find((v) => v !== undefined) ?? '', names);
}

function addNames(value: string, names: Set<string>): void {
  for (const word of value.split(/\s+/)) addName(word, names);
}

function addName(word: string, names: Set<string>): void {
  if (CLASS_TOKEN.test(word)) names.add(word);
}
