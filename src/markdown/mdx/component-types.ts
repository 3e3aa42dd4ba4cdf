/**
 * What a built-in MDX component is: the props it takes (checked like `site.json` settings: unknown or mistyped props
 * warn, and so does a missing required one: the component renders with what it has) and how it renders to static HTML (hast) from its props and its
 * children, already rendered. No React: every component is a pure function of its input.
 */
import type { ResolvedIcon } from '../../icons/index.js';
import type { ElementContent } from 'hast';

/**
 * A prop's kind. `url` and `image` are links the build rewrites for `--base` and checks like markdown links; `icon` is
 * a Font Awesome name, an image URL or inline SVG; `jsx` is markup written as `{<svg …/>}`; `any` is any value.
 */
export type PropType = 'string' | 'boolean' | 'number' | 'url' | 'image' | 'icon' | 'jsx' | 'array' | 'object' | 'any';

/** One prop of a component. */
export interface PropSpec {
  /** Accepted kinds; a number is accepted where a string is, and the strings "true"/"false" where a boolean is. */
  type: PropType | readonly PropType[];
  required?: boolean;
  /** For strings: the accepted values. */
  values?: readonly string[];
  /** What the prop does, for did-you-mean hints and the docs. */
  description?: string;
}

/**
 * A prop value after evaluation: strings, numbers, booleans, arrays, objects, or `{ jsx, markup? }` for markup (its
 * source, and its hast when it is plain markup: jsx-markup.ts).
 */
export type PropValue = unknown;

/** Helpers a component gets while rendering. */
export interface ComponentContext {
  /** An icon as inline markup: a Font Awesome name (with `iconType`), an image URL, or inline SVG. */
  icon(icon: unknown, iconType?: unknown, className?: string): ElementContent | undefined;
  /** One of Quire's own icons (a component's default, not named by the author): always Font Awesome, never warned. */
  uiIcon(icon: ResolvedIcon, className?: string): ElementContent;
  /** A unique element id on this page for `text` (Mintlify's slug), with an optional prefix such as `param-`. */
  id(text: string, prefix?: string): string;
  /** The component's position in the page, `line:column`, for messages. */
  readonly place: string;
}

/** Everything a component renders from. */
export interface ComponentInput {
  /** The props as written and evaluated, validated against the spec (unknown ones are dropped). */
  props: Readonly<Record<string, PropValue>>;
  /** The children, rendered. */
  children: ElementContent[];
  /** Whether the component is used inline, inside a paragraph. */
  inline: boolean;
  ctx: ComponentContext;
}

/** A problem with a component's props as a whole (a rule no single prop states), found by {@link ComponentSpec.check}. */
export interface PropsProblem {
  message: string;
  hint?: string;
  /** The prop the problem is reported at; else the component's tag. */
  prop?: string;
}

/** A built-in component. */
export interface ComponentSpec {
  props: Readonly<Record<string, PropSpec>>;
  /** Accept any prop without a warning (components that pass props through, like `Visibility`). */
  openProps?: boolean;
  /**
   * Phrasing content, like a `<span>` (`Icon`, `Badge`, `Tooltip`): it stays in the paragraph it is written in, and
   * written on a line of its own it joins the text of the lines around it. Other components are blocks.
   */
  inline?: boolean;
  /**
   * Rules over several props (exactly one of …), checked after each prop; every problem is a warning. `written` names
   * the attributes as written, also those whose value was dropped with a warning (an expression Quire cannot read).
   */
  check?(props: Readonly<Record<string, PropValue>>, written: ReadonlySet<string>): PropsProblem[];
  render(input: ComponentInput): ElementContent[];
}

/** Props every component accepts silently: React's, and what Mintlify's own components pass through. */
export const COMMON_PROPS: Readonly<Record<string, PropSpec>> = {
  className: { type: 'string' },
  style: { type: ['string', 'object'] },
  id: { type: 'string' },
  key: { type: ['string', 'number'] },
};
