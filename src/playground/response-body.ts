/**
 * How a response body is shown: JSON pretty-printed and split into tokens for colouring, text as it is, binary
 * bodies described rather than dumped, very long bodies cut. Only text comes out of here; the view puts it into the
 * page with `textContent`, so a body can never become markup.
 */

/** A piece of the shown body; `kind` picks its colour (the code theme's `hljs-*` classes). */
export interface BodyToken {
  text: string;
  kind?: 'attr' | 'string' | 'number' | 'literal';
}

/** The body as shown. */
export interface ShownBody {
  tokens: BodyToken[];
  /** The full text (what the copy button copies). */
  text: string;
  isJson: boolean;
  /** Said above the body: cut, binary, empty. */
  note?: string;
}

/** Bodies longer than this are cut on screen (the copy button still copies everything). */
export const MAX_SHOWN_CHARS = 200_000;

/** Prepare `body` for display; `contentType` is the response's `content-type` header. */
export function showBody(body: string, contentType: string, encoding?: 'base64'): ShownBody {
  if (encoding === 'base64') {
    const bytes = Math.floor((body.replace(/=+$/, '').length * 3) / 4);
    return {
      tokens: [],
      text: '',
      isJson: false,
      note: `Binary body of ${bytes} bytes (${contentType || 'no content type'}), not shown.`,
    };
  }
  if (body === '') return { tokens: [], text: '', isJson: false, note: 'Empty body.' };
  let text = body;
  let isJson = false;
  if (/json/i.test(contentType) || /^\s*[[{]/.test(body)) {
    try {
      text = JSON.stringify(JSON.parse(body), null, 2);
      isJson = true;
    } catch {
      // Not JSON after all: shown as text.
    }
  }
  const cut = text.length > MAX_SHOWN_CHARS;
  const shown = cut ? text.slice(0, MAX_SHOWN_CHARS) : text;
  return {
    tokens: isJson ? tokenizeJson(shown) : [{ text: shown }],
    text,
    isJson,
    ...(cut && {
      note: `The body is ${text.length.toLocaleString('en')} characters long; the first ${MAX_SHOWN_CHARS.toLocaleString('en')} are shown.`,
    }),
  };
}

const TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|\b(?:true|false|null)\b|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/** Split JSON text into coloured tokens and the plain text between them. */
export function tokenizeJson(text: string): BodyToken[] {
  const tokens: BodyToken[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ text: text.slice(last, index) });
    if (match[1] !== undefined) {
      tokens.push({ text: match[1], kind: match[2] ? 'attr' : 'string' });
      if (match[2]) tokens.push({ text: match[2] });
    } else tokens.push({ text: match[0], kind: /\d/.test(match[0]) ? 'number' : 'literal' });
    last = index + match[0].length;
  }
  if (last < text.length) tokens.push({ text: text.slice(last) });
  return tokens;
}
