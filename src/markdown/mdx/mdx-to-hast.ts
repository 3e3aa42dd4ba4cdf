/**
 * mdast → hast handlers for MDX nodes (given to remark-rehype): built-in components render through their spec, HTML
 * elements written in JSX (`<div className="…">`) become those elements, and unknown components show their children.
 * Runs after remark-mdx-components.ts has resolved and checked every element.
 */
import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Properties } from 'hast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import type { State } from 'mdast-util-to-hast';
import type { IconType } from '../../config/types.js';
import { iconProblem, loadIcon, resolveIcon } from '../../icons/index.js';
import type { VFile } from 'vfile';
import type { ComponentContext } from './component-types.js';
import { getComponent } from './components/index.js';
import { NO_ANCHOR_PROPERTY } from '../rehype-heading-ids.js';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

// Component ids are unique per page: one slugger per conversion (remark-rehype makes one `State` per page).
const sluggers = new WeakMap<State, GithubSlugger>();

/** Handlers for remark-rehype's `handlers` option. */
export function createMdxHandlers() {
  const render = (state: State, node: JsxElement) => {
    let slugger = sluggers.get(state);
    if (!slugger) {
      slugger = new GithubSlugger();
      sluggers.set(state, slugger);
    }
    return renderJsx(state, node, slugger);
  };
  return {
    mdxJsxFlowElement: render,
    mdxJsxTextElement: render,
    mdxFlowExpression: () => undefined,
    mdxTextExpression: () => undefined,
    mdxjsEsm: () => undefined,
  };
}

function renderJsx(state: State, node: JsxElement, slugger: GithubSlugger): ElementContent | ElementContent[] {
  const resolved = node.data?.quire;
  const children = state.all(node) as ElementContent[];
  const inline = node.type === 'mdxJsxTextElement';
  if (!resolved || resolved.kind === 'unknown') return children;
  if (resolved.kind === 'html') return htmlElement(resolved.name, resolved.props, children);
  const spec = getComponent(resolved.name);
  if (!spec) return children;
  const start = node.position?.start;
  // remark-rehype hands the page's file to mdast-util-to-hast: its page data says the site's icon library.
  const file = (state.options as { file?: VFile }).file;
  const ctx: ComponentContext = {
    icon: (icon, iconType, className) => renderIcon(icon, iconType, className, file, node),
    uiIcon: (name, className) => ({ type: 'raw', value: loadIcon(name, className) }),
    id: (text, prefix = '') => `${prefix}${slugger.slug(text)}`,
    place: start ? `${start.line}:${start.column}` : '',
  };
  return spec.render({ props: resolved.props, children, inline, ctx });
}

/** An HTML element written in JSX: React prop names become HTML attributes, a style object becomes CSS text. */
function htmlElement(name: string, props: Record<string, unknown>, children: ElementContent[]): Element {
  const properties: Properties = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    // Mintlify's `noZoom` on an image: a valid HTML attribute the zoom script reads (src/client/image-zoom.ts).
    if (key === 'noZoom') properties.dataNoZoom = '';
    // Mintlify's `noAnchor` on a heading: no anchor link (the heading pass reads the mark and removes it).
    else if (key === 'noAnchor' && /^h[1-6]$/.test(name)) {
      if (value !== 'false') properties[NO_ANCHOR_PROPERTY] = '';
    } else if (key === 'style' && typeof value === 'object')
      properties.style = styleText(value as Record<string, unknown>);
    else if (key === 'className' || key === 'class') properties.className = String(value).split(/\s+/).filter(Boolean);
    else if (typeof value === 'object') continue;
    else properties[key === 'htmlFor' ? 'htmlFor' : key] = value === true ? true : String(value);
  }
  return { type: 'element', tagName: name, properties, children };
}

/** `{ marginTop: 8, color: 'red' }` → `margin-top:8px;color:red`. */
export function styleText(style: Record<string, unknown>): string {
  const unitless = /^(?:opacity|zIndex|fontWeight|lineHeight|flex|flexGrow|flexShrink|order)$/;
  return Object.entries(style)
    .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
    .map(([k, v]) => {
      const name = k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return `${name}:${typeof v === 'number' && !unitless.test(k) && v !== 0 ? `${v}px` : String(v)}`;
    })
    .join(';');
}

/** The classes of `svg` with `className`'s added: the component's own sizing applies to an author's SVG too. */
function withClass(svg: Element, className: string): string[] {
  const own = Array.isArray(svg.properties.className) ? svg.properties.className.map(String) : [];
  return [...new Set([...className.split(/\s+/).filter(Boolean), ...own])];
}

/**
 * An icon (inline SVG from the site's icon library, or the closest icon when the name is not in it, with a warning at
 * the component), an image for a URL, or inline SVG markup written in JSX.
 */
function renderIcon(
  icon: unknown,
  iconType: unknown,
  className = 'q-icon',
  file?: VFile,
  node?: JsxElement,
): ElementContent | undefined {
  if (icon !== null && typeof icon === 'object' && typeof (icon as { jsx?: unknown }).jsx === 'string') {
    const { jsx, markup } = icon as { jsx: string; markup?: ElementContent[] };
    // Inline SVG or an image written by the author (trusted, like raw HTML), with React's props as attributes
    // (jsx-markup.ts); an SVG's source as it is only when it is more than plain markup. Keep's 125 provider cards
    // give `icon={<img src="…" />}`, Novu's `icon={<SvelteIcon />}` (a snippet component returning an SVG).
    const drawn = (markup ?? []).filter((node): node is Element => node.type === 'element');
    const asIcon = (element: Element): Element => ({
      ...element,
      properties: {
        ...(element.tagName === 'img' && { alt: '' }),
        ...element.properties,
        className: withClass(element, className),
      },
    });
    // A fragment of pictures is a light and a dark one (Mintlify's own analytics cards: `dark:hidden` and
    // `hidden dark:block`): both are kept, the classes the author gave them choosing which shows.
    if (drawn.length > 0 && drawn.every((element) => element.tagName === 'svg' || element.tagName === 'img'))
      return drawn.length === 1
        ? asIcon(drawn[0])
        : { type: 'element', tagName: 'span', properties: { className: ['q-icon-set'] }, children: drawn.map(asIcon) };
    if (/^<svg[\s>]/i.test(jsx)) return { type: 'raw', value: jsx.replace(/\bclassName=/g, 'class=') };
    if (file && node) {
      const message = file.message('this icon is markup Quire cannot draw without running code; the icon is left out', {
        place: node.position,
        ruleId: 'icon-markup',
        source: 'icons',
      });
      message.note = 'give an icon name, an image URL, or write the `<svg>` or `<img>` itself as the prop';
    }
    return undefined;
  }
  if (typeof icon !== 'string' || icon.trim() === '') return undefined;
  if (/^(?:\/|\.\.?\/|https?:|data:image\/)/i.test(icon)) {
    return {
      type: 'element',
      tagName: 'img',
      properties: { src: icon, alt: '', className: [className], loading: 'lazy' },
      children: [],
    };
  }
  const type = (typeof iconType === 'string' ? iconType : 'solid') as IconType;
  const library = file?.data.page?.context.iconLibrary ?? 'fontawesome';
  const found = resolveIcon(icon, type, library);
  const problem = iconProblem(icon, found, type, library);
  if (problem && file && node) {
    const message = file.message(problem.message, {
      place: node.position,
      ruleId: problem.rule.replace(/^icons\//, ''),
      source: 'icons',
    });
    message.note = problem.hint;
  }
  const drawn = problem?.icon ?? (found.found ? found.icon : undefined);
  return drawn === undefined ? undefined : { type: 'raw', value: loadIcon(drawn, className) };
}
