/**
 * Render examples (JSON values, or text for non-JSON media types) as highlighted, escaped code blocks. Code blocks come
 * back as raw HTML (serialised here, so escaped): the endpoint page serialises with `allowDangerousHtml`.
 */
import type { Element, ElementContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import { lowlight } from '../markdown/lowlight.js';
import { highlightJson } from './highlight-json.js';
import { renderInlineDescription } from './render-description.js';
import type { ExampleView } from './types.js';

// Highlighting a huge example costs more than it helps; past this size it is shown plain.
const HIGHLIGHT_LIMIT = 8_000;

// The same example often documents several operations (shared components, common error bodies); its highlighted HTML
// is kept, up to this many characters in all, so a repeat costs a lookup instead of highlighting and serialising.
const CACHE_BUDGET_CHARS = 16 * 1024 * 1024;
const cache = new Map<string, string>();
let cachedChars = 0;

/** A code block holding `value` as pretty-printed JSON (strings of a non-JSON media type as they are). */
export function renderJsonExample(value: unknown, caption?: string, asText = false): ElementContent[] {
  const text = asText && typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value));
  const pre: ElementContent = { type: 'raw', value: codeBlockHtml(text, asText ? undefined : 'json') };
  if (caption === undefined) return [pre];
  // Example data is not page text: left out of the search index, like nested schema fields.
  return [
    h('figure', { className: ['code-block', 'q-example'], dataPagefindIgnore: true }, [h('figcaption', caption), pre]),
  ];
}

/** The `<pre>` of `text`, highlighted as `language` unless it is too long to be worth it. */
function codeBlockHtml(text: string, language: string | undefined): string {
  const key = `${language ?? ''}\u0000${text}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const code: Element = h('code', { className: language ? ['hljs', `language-${language}`] : ['hljs'] }, text);
  if (language && text.length <= HIGHLIGHT_LIMIT) {
    const highlighted = language === 'json' ? highlightJson(text) : undefined;
    code.children =
      highlighted === undefined
        ? (lowlight.highlight(language, text).children as ElementContent[])
        : [{ type: 'raw', value: highlighted }];
  }
  const html = toHtml(h('pre', { tabIndex: 0 }, [code]), { allowDangerousHtml: true });
  if (cachedChars + key.length + html.length > CACHE_BUDGET_CHARS) {
    cache.clear();
    cachedChars = 0;
  }
  cache.set(key, html);
  cachedChars += key.length + html.length;
  return html;
}

/** Named examples of a body, parameter or response: each with its summary and description. */
export function renderExamples(examples: readonly ExampleView[], mediaType?: string): ElementContent[] {
  const asText = mediaType !== undefined && !/json/i.test(mediaType);
  return examples.flatMap((example, index) => {
    const caption = example.summary ?? example.name ?? (examples.length > 1 ? `Example ${index + 1}` : 'Example');
    const out: ElementContent[] = [];
    if ('value' in example) out.push(...renderJsonExample(example.value, caption, asText));
    else if (example.externalValue) {
      out.push(
        h('p', { className: ['q-field-note'] }, [
          `${caption}: `,
          h('a', { href: safeHref(example.externalValue) }, example.externalValue),
        ]),
      );
    }
    if (example.description)
      out.push(h('p', { className: ['q-field-note'] }, renderInlineDescription(example.description)));
    return out;
  });
}

function safeHref(url: string): string | undefined {
  return /^(https?:|\/|\.{0,2}\/|[^:]*$)/i.test(url.trim()) ? url : undefined;
}
