/**
 * The tree a component rendered, read as untrusted data: only its shape is believed (strings, elements with a name,
 * attributes and children, placeholders for the page's own markup). HTML elements Quire allows pass (a `<style>` and an
 * `<iframe>` too, as an author may write them in a page: CSS runs no script, a frame's `srcdoc` and `javascript:`/
 * `data:` sources are dropped, and the site's Content-Security-Policy governs both); elements that run script or
 * plugins (`script`, `object`, `embed` …), event handler attributes, `dangerouslySetInnerHTML`
 * and `javascript:` (or `data:`, `vbscript:`) URLs are dropped, each named in `dropped`. Keys that would reach an
 * object's prototype (`__proto__`, `constructor`, `prototype`) never become properties.
 */
import { unsafeUrlScheme } from '../utils/unsafe-url.js';

/** One node of a rendered tree: text, a placeholder for markup the host kept, or an element. */
export type SandboxNode = string | { ph: number } | SandboxElement;

export interface SandboxElement {
  /** A lowercase HTML name, or a component name (`Tooltip`, `Tree.Folder`) for the host to resolve. */
  name: string;
  /** Attribute values: plain data; markup given as an attribute is `{ $tree: SandboxNode[] }`. */
  attributes: Record<string, unknown>;
  children: SandboxNode[];
}

/** The tree, and what was dropped from it (once per kind, for one warning). */
export interface ReadTree {
  nodes: SandboxNode[];
  dropped: string[];
}

/** The largest answer read; a component that renders more was stopped inside the sandbox already. */
export const MAX_TREE_JSON = 4 * 1024 * 1024;

const BLOCKED_ELEMENTS = new Set([
  'script',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'link',
  'meta',
  'form',
  'noscript',
  'template',
  'portal',
  'math',
]);

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const HTML_NAME = /^[a-z][a-z0-9-]*$/;
const COMPONENT_NAME = /^[A-Z][A-Za-z0-9_]*(?:\.[A-Z][A-Za-z0-9_]*)?$/;
const ATTRIBUTE_NAME = /^[A-Za-z_][A-Za-z0-9_:.-]*$/;
/** Attributes whose value is a URL a reader's browser follows or loads. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'poster',
  'xlink:href',
  'cite',
  'data',
  'srcset',
]);
/** Attributes that carry markup or script whatever their name says. */
const BLOCKED_ATTRIBUTES = new Set(['dangerouslysetinnerhtml', 'srcdoc', 'is', 'ref']);

/** Read the JSON a render answered. Throws nothing: a malformed answer is an empty tree with a reason. */
export function readTree(json: string): ReadTree & { handlers: string[] } {
  const dropped = new Set<string>();
  if (json.length > MAX_TREE_JSON) return { nodes: [], dropped: ['an output larger than 4 MB'], handlers: [] };
  let parsed: unknown;
  try {
    // Keys that would set a prototype are removed as the text is read.
    parsed = JSON.parse(json, (key, value) => {
      if (!UNSAFE_KEYS.has(key)) return value;
      dropped.add(`a key named \`${key}\``);
      return undefined;
    });
  } catch {
    return { nodes: [], dropped: ['an output that is not JSON'], handlers: [] };
  }
  const root = isRecord(parsed) ? parsed : {};
  const handlers = Array.isArray(root.handlers) ? root.handlers.filter((h) => typeof h === 'string').slice(0, 50) : [];
  return { nodes: readNodes(root.tree, dropped, 0), dropped: [...dropped].sort(), handlers };
}

function readNodes(value: unknown, dropped: Set<string>, depth: number): SandboxNode[] {
  if (!Array.isArray(value)) return [];
  if (depth > 256) {
    dropped.add('elements nested more than 256 deep');
    return [];
  }
  const out: SandboxNode[] = [];
  for (const item of value) {
    if (typeof item === 'string') out.push(item);
    else if (isRecord(item) && typeof item.ph === 'number' && Number.isInteger(item.ph)) out.push({ ph: item.ph });
    else if (isRecord(item) && typeof item.n === 'string') {
      const element = readElement(item, dropped, depth);
      if (Array.isArray(element)) out.push(...element);
      else out.push(element);
    }
  }
  return out;
}

function readElement(
  item: Record<string, unknown>,
  dropped: Set<string>,
  depth: number,
): SandboxNode[] | SandboxElement {
  const name = item.n as string;
  const children = readNodes(item.c, dropped, depth + 1);
  const html = HTML_NAME.test(name);
  if (!html && !COMPONENT_NAME.test(name)) {
    dropped.add(`an element named ${JSON.stringify(name.slice(0, 40))}`);
    return children;
  }
  if (html && BLOCKED_ELEMENTS.has(name)) {
    // Its content is not shown either: a script's text or a style sheet is not prose.
    dropped.add(`<${name}>`);
    return [];
  }
  const attributes: Record<string, unknown> = Object.create(null);
  const given = isRecord(item.a) ? item.a : {};
  for (const [key, value] of Object.entries(given)) {
    const lower = key.toLowerCase();
    if (!ATTRIBUTE_NAME.test(key) || UNSAFE_KEYS.has(key)) {
      dropped.add(`an attribute named ${JSON.stringify(key.slice(0, 40))}`);
      continue;
    }
    if (/^on/.test(lower)) {
      dropped.add(`the event handler \`${key}\``);
      continue;
    }
    if (BLOCKED_ATTRIBUTES.has(lower)) {
      dropped.add(`\`${key}\``);
      continue;
    }
    const safe = attributeValue(value, dropped, depth, 0);
    if (safe === undefined) continue;
    if (URL_ATTRIBUTES.has(lower) && typeof safe === 'string') {
      const scheme = unsafeUrlScheme(safe, { allowImageData: lower === 'src' });
      if (scheme !== undefined) {
        dropped.add(`a ${scheme}: URL in \`${key}\``);
        continue;
      }
    }
    attributes[key] = safe;
  }
  return { name, attributes, children };
}

/** An attribute's value as plain data: strings, numbers, booleans, null, lists and records of them, markup trees. */
function attributeValue(value: unknown, dropped: Set<string>, depth: number, level: number): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (level > 8) return undefined;
  if (Array.isArray(value)) return value.map((v) => attributeValue(v, dropped, depth, level + 1));
  if (!isRecord(value)) return undefined;
  if (Array.isArray(value.$tree)) return { $tree: readNodes(value.$tree, dropped, depth + 1) };
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, inner] of Object.entries(value)) {
    if (UNSAFE_KEYS.has(key)) continue;
    const safe = attributeValue(inner, dropped, depth, level + 1);
    if (safe !== undefined) out[key] = safe;
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
