/**
 * rehype plugin: syntax-highlight fenced code blocks at build time with `hljs-*` classes (no inline styles,
 * so the light and dark themes are pure CSS, see `templates/assets/code.css`), caption blocks that have a
 * title (```` ```js getUser.js ````) with a `<figure>`, and make every `<pre>` keyboard-focusable because
 * it scrolls. Unknown or missing languages stay plain, escaped text.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import { codeTitleFromMeta } from './code-meta.js';
import { highlightLanguage, lowlight } from './lowlight.js';

/** Highlight code blocks, add their captions and make them focusable. */
export function rehypeHighlightCode() {
  return function transform(tree: Root, file: VFile): undefined {
    walk(tree, file);
  };
}

// A plain recursive walk (faster than unist-util-visit on every page); code inside `<pre>` is not entered.
function walk(parent: Root | Element, file: VFile): void {
  const children = parent.children;
  for (let index = 0; index < children.length; index++) {
    const node = children[index];
    if (node.type !== 'element') continue;
    if (node.tagName === 'pre') children[index] = transformPre(node, file);
    else walk(node, file);
  }
}

/** Highlight the code of `pre` and make it focusable; return what replaces it (a figure when titled). */
function transformPre(pre: Element, file: VFile): Element {
  const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
  if (!code) return pre;
  pre.properties.tabIndex = 0;
  highlightCode(code, file);

  const meta = typeof code.data?.meta === 'string' ? code.data.meta : undefined;
  const title = codeTitleFromMeta(meta);
  if (title === undefined) return pre;
  return {
    type: 'element',
    tagName: 'figure',
    properties: { className: ['code-block'] },
    children: [
      { type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: title }] },
      pre,
    ],
  };
}

function highlightCode(code: Element, file: VFile): void {
  const languageClass = classNames(code).find((name) => name.startsWith('language-'));
  const language = languageClass && highlightLanguage(languageClass.slice('language-'.length));
  code.properties.className = languageClass ? ['hljs', languageClass] : ['hljs'];
  if (language === undefined) return;
  const source = code.children.length === 1 && code.children[0].type === 'text' ? code.children[0].value : undefined;
  if (source === undefined) return;
  try {
    code.children = lowlight.highlight(language, source).children as ElementContent[];
  } catch (error) {
    // A grammar bug on one block should cost that block its colours, not the page; say so and move on.
    const message = file.message(`could not highlight this \`${language}\` code block, showing it as plain text`, {
      place: code.position,
      ruleId: 'highlight',
      source: 'markdown',
      cause: error instanceof Error ? error : undefined,
    });
    message.note = 'remove the language after the opening fence to silence this';
  }
}

function classNames(element: Element): string[] {
  const value = element.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}
