/**
 * Highlight the output of `JSON.stringify(value, null, 2)` straight to HTML, giving exactly what lowlight's `json`
 * grammar and hast-util-to-html give (test/openapi/highlight-json.test.ts compares the two on random values). API
 * examples are most of an endpoint page; building and serialising a hast node per token cost several times more.
 * Text this scanner does not expect (not produced by `JSON.stringify`) gets `undefined`: the caller uses lowlight.
 */

const PUNCTUATION = new Set(['{', '}', '[', ']', ',', ':']);
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/y;
const LITERAL = /(?:true|false|null)(?![\w.])/y;

/** The highlighted HTML of pretty-printed JSON `text` (the content of its `<code>`), or undefined. */
export function highlightJson(text: string): string | undefined {
  let html = '';
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    if (char === ' ' || char === '\n') {
      const end = skipSpace(text, at);
      html += text.slice(at, end);
      at = end;
    } else if (char === '"') {
      const end = stringEnd(text, at);
      if (end === undefined) return undefined;
      // highlight.js's `attr`: a string followed by a colon is a key.
      const scope = text[skipSpace(text, end)] === ':' ? 'attr' : 'string';
      html += `<span class="hljs-${scope}">${escapeText(text.slice(at, end))}</span>`;
      at = end;
    } else if (PUNCTUATION.has(char)) {
      html += `<span class="hljs-punctuation">${char}</span>`;
      at++;
    } else {
      const literal = matchAt(LITERAL, text, at);
      const number = literal === undefined ? matchAt(NUMBER, text, at) : undefined;
      // The grammar's literal mode also marks its word as a keyword, hence the nested span.
      if (literal !== undefined)
        html += `<span class="hljs-literal"><span class="hljs-keyword">${literal}</span></span>`;
      else if (number !== undefined) html += `<span class="hljs-number">${number}</span>`;
      else return undefined;
      at += (literal ?? number)!.length;
    }
  }
  return html;
}

function skipSpace(text: string, from: number): number {
  let at = from;
  while (text[at] === ' ' || text[at] === '\n') at++;
  return at;
}

/** The index just after the string literal that opens at `start`, or undefined when it does not close on its line. */
function stringEnd(text: string, start: number): number | undefined {
  for (let at = start + 1; at < text.length; at++) {
    const char = text[at];
    if (char === '\\') at++;
    else if (char === '"') return at + 1;
    else if (char === '\n' || char === '\r') return undefined;
  }
  return undefined;
}

function matchAt(pattern: RegExp, text: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0];
}

/** Escape text as hast-util-to-html does by default: `<` and `&` as hexadecimal references. */
function escapeText(value: string): string {
  return value.replace(/[<&]/g, (char) => (char === '<' ? '&#x3C;' : '&#x26;'));
}
