/**
 * What names mean in MDX, beyond the literal values of `export const`: an imported MDX snippet, a component written
 * as an arrow function, the children a component was given. Inlined content keeps its own scope on a fragment node
 * (`data.quireScope`), so its `{expressions}` are evaluated with the props it was given, not the page's names. And
 * nodes that come from a snippet file remember it (`originOf`), so problems in them are reported at that file's lines.
 */
import type { ArrowFunctionExpression, FunctionDeclaration, FunctionExpression } from 'estree';
import type { Position } from 'unist';
import type { RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import type { Scope } from './evaluate.js';

/** A default import of an MDX or markdown snippet: `<X/>` shows its content. */
export class MdxSnippet {
  constructor(readonly path: string) {}
}

/** A component written in JSX: `export const Name = ({ title }) => (<div>{title}</div>)`. */
export class UserComponent {
  constructor(
    readonly name: string,
    readonly fn: ArrowFunctionExpression | FunctionExpression | FunctionDeclaration,
    /** The file it is written in, and that file's text as parsed (for the source of JSX props). */
    readonly path: string,
    readonly source: string,
    /** The names its file defines (its imports and exports), read lazily: a file may define it before them. */
    readonly scope: () => Scope,
  ) {}
}

/** The children a snippet or component was given (`{children}`), already expanded in the scope they came from. */
export class ChildrenValue {
  constructor(
    readonly nodes: RootContent[],
    readonly scope: Scope,
  ) {}
}

/** A prop written as JSX (`icon={<svg …/>}`): its source for built-in props, and its nodes for `{icon}` as a child. */
export class JsxValue {
  constructor(
    readonly jsx: string,
    readonly nodes: () => RootContent[],
    readonly scope: Scope,
  ) {}
}

/** A name imported from a snippet that could not be read (the import was reported): `<X/>` shows its children. */
export const BROKEN_IMPORT: unique symbol = Symbol('broken import');

declare module 'mdast-util-mdx-jsx' {
  interface MdxJsxFlowElementData {
    /** The names its content is evaluated with (an inlined snippet or component), instead of the enclosing ones. */
    quireScope?: Scope;
  }
  interface MdxJsxTextElementData {
    quireScope?: Scope;
  }
}

declare module 'mdast' {
  interface RootData {
    /** The page's names: its `export const` values and components, and what it imports. */
    quireScope?: Scope;
  }
}

/** A fragment (`<>…</>`) holding `children`, whose expressions are evaluated in `scope`. */
export function scopedFragment(
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement',
  children: RootContent[],
  scope: Scope,
  position: Position | undefined,
): MdxJsxFlowElement | MdxJsxTextElement {
  return {
    type,
    name: null,
    attributes: [],
    children: children as MdxJsxFlowElement['children'],
    data: { quireScope: scope },
    ...(position && { position }),
  } as MdxJsxFlowElement | MdxJsxTextElement;
}

/** The scope the children of `node` are evaluated in: its own when it is an inlined fragment, else `scope`. */
export function scopeOf(node: { data?: unknown }, scope: Scope): Scope {
  return (node.data as { quireScope?: Scope } | undefined)?.quireScope ?? scope;
}

/** Where a node inlined from a snippet comes from. */
export interface Origin {
  /** The snippet file, relative to the docs folder. */
  file: string;
  /** The includes that led to it, outermost first: `guide/setup.mdx:12:1`. */
  via: string[];
}

// Keyed by position objects: a vfile message keeps the position it was given, so a diagnostic can find its file.
const origins = new WeakMap<object, Origin>();

/** Record that `position` is a place in a snippet. */
export function setOrigin(position: Position | undefined, origin: Origin): void {
  if (position) origins.set(position, origin);
}

/** The snippet a message's place is in, if it is in one. */
export function originOf(place: unknown): Origin | undefined {
  return place !== null && typeof place === 'object' ? origins.get(place) : undefined;
}

/** `included by guide/a.mdx:12:1`, innermost include first (`…, included by …`). */
export function includedBy(origin: Origin): string {
  return [...origin.via]
    .reverse()
    .map((at) => `included by ${at}`)
    .join(', ');
}

/** `file:line:column` of `position` in `file`, for include chains. */
export function placeText(file: string, position: Position | undefined): string {
  return position ? `${file}:${position.start.line}:${position.start.column}` : file;
}
