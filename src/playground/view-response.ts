/**
 * The response panel: status and time, then the headers and the body. Everything from the response is put in with
 * `textContent` and text nodes, token by token; a body holding `<img src=x onerror=…>` shows those characters.
 */
import { createCopyButton } from './copy.js';
import { el, withCode } from './dom.js';
import { showBody } from './response-body.js';
import type { PlaygroundResponse } from './transport.js';

/** Fill `panel` with `response`. */
export function renderResponse(
  panel: HTMLElement,
  response: PlaygroundResponse,
  announce: (message: string) => void,
): void {
  const contentType = response.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  const shown = showBody(response.body, contentType, response.bodyEncoding);
  const code = el('code', { class: shown.isJson ? 'language-json hljs' : undefined });
  // Token by token as text nodes: the body's characters never reach an HTML parser.
  for (const token of shown.tokens)
    code.append(
      token.kind ? el('span', { class: `hljs-${token.kind}` }, token.text) : document.createTextNode(token.text),
    );
  const tone = response.status >= 500 ? '5' : response.status >= 400 ? '4' : response.status >= 300 ? '3' : '2';
  const headers = el(
    'dl',
    { class: 'q-pg-headers' },
    ...response.headers.flatMap(([name, value]) => [el('dt', {}, name), el('dd', {}, value)]),
  );
  const pre = el('pre', { class: 'q-pg-response-body', tabindex: 0, 'aria-label': 'Response body' }, code);
  panel.replaceChildren(
    el(
      'div',
      { class: 'q-pg-response-head' },
      el('span', { class: `q-pg-status q-pg-status-${tone}` }, `${response.status} ${response.statusText}`.trim()),
      el('span', { class: 'q-pg-meta' }, `${response.timeMs} ms`),
      el('span', { class: 'q-pg-meta' }, response.via === 'proxy' ? 'via the Quire proxy' : 'sent from your browser'),
      shown.text
        ? createCopyButton(
            'Copy the response body',
            () => shown.text,
            announce,
            () => selectText(code),
          )
        : null,
    ),
    el(
      'details',
      { class: 'q-pg-headers-box' },
      el('summary', {}, `Headers (${response.headers.length})`),
      response.via === 'direct'
        ? el('p', { class: 'q-pg-hint' }, 'Only the headers the API exposes to browsers (CORS) are listed.')
        : null,
      headers,
    ),
  );
  if (shown.note) panel.append(el('p', { class: 'q-pg-note' }, shown.note));
  if (shown.tokens.length) panel.append(pre);
}

/** Fill `panel` with a failure to send: the reason, and the curl command to use instead. */
export function renderSendError(
  panel: HTMLElement,
  message: string,
  curl: string,
  announce: (message: string) => void,
): void {
  const code = el('code', {}, curl);
  panel.replaceChildren(
    el('div', { class: 'q-pg-alert', role: 'alert' }, el('p', {}, ...withCode(message))),
    el(
      'div',
      { class: 'q-pg-response-head' },
      el('span', { class: 'q-pg-meta' }, 'The same request with curl:'),
      createCopyButton(
        'Copy the curl command',
        () => curl,
        announce,
        () => selectText(code),
      ),
    ),
    el('pre', { class: 'q-pg-response-body', tabindex: 0, 'aria-label': 'curl command' }, code),
  );
}

/** Select the text of `node` so the reader can copy it by hand. */
export function selectText(node: Node): void {
  const range = document.createRange();
  range.selectNodeContents(node);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
