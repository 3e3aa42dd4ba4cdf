/** Render examples (JSON values, or text for non-JSON media types) as highlighted, escaped code blocks. */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { lowlight } from '../markdown/lowlight.js';
import { renderInlineDescription } from './render-description.js';
import type { ExampleView } from './types.js';

// Highlighting a huge example costs more than it helps; past this size it is shown plain.
const HIGHLIGHT_LIMIT = 8_000;

/** A code block holding `value` as pretty-printed JSON (strings of a non-JSON media type as they are). */
export function renderJsonExample(value: unknown, caption?: string, asText = false): ElementContent[] {
  const text = asText && typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value));
  const language = asText ? undefined : 'json';
  const code: Element = h('code', { className: language ? ['hljs', `language-${language}`] : ['hljs'] }, text);
  if (language && text.length <= HIGHLIGHT_LIMIT) code.children = lowlight.highlight(language, text).children as ElementContent[];
  const pre = h('pre', { tabIndex: 0 }, [code]);
  if (caption === undefined) return [pre];
  return [h('figure', { className: ['code-block', 'q-example'] }, [h('figcaption', caption), pre])];
}

/** Named examples of a body, parameter or response: each with its summary and description. */
export function renderExamples(examples: readonly ExampleView[], mediaType?: string): ElementContent[] {
  const asText = mediaType !== undefined && !/json/i.test(mediaType);
  return examples.flatMap((example, index) => {
    const caption = example.summary ?? example.name ?? (examples.length > 1 ? `Example ${index + 1}` : 'Example');
    const out: ElementContent[] = [];
    if ('value' in example) out.push(...renderJsonExample(example.value, caption, asText));
    else if (example.externalValue) {
      out.push(h('p', { className: ['q-field-note'] }, [`${caption}: `, h('a', { href: safeHref(example.externalValue) }, example.externalValue)]));
    }
    if (example.description) out.push(h('p', { className: ['q-field-note'] }, renderInlineDescription(example.description)));
    return out;
  });
}

function safeHref(url: string): string | undefined {
  return /^(https?:|\/|\.{0,2}\/|[^:]*$)/i.test(url.trim()) ? url : undefined;
}
