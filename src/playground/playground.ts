/**
 * The API playground of one endpoint page, put together: base URL, credentials, parameters and body in, a request
 * out (sent through the proxy or directly), the response shown as text, and code samples that follow every edit.
 * In `simple` mode only the endpoint and the code samples show.
 */
import { getAuthParts, getAuthSpec } from './auth.js';
import { loadCredentials, saveCredentials } from './credentials.js';
import { el, uid, withCode } from './dom.js';
import { initialBody } from './form-values.js';
import { buildRequest, initialParameterValue, parameterKey, validateParameters } from './request.js';
import { getCodeSamples, withAuthorSamples } from './samples.js';
import { detectTransport, getBlockedReason, sendRequest, SendError, type Transport } from './transport.js';
import type { PlaygroundData } from './types.js';
import { validateValue, type ValidationError } from './validate.js';
import { createAuthFieldset } from './view-auth.js';
import { createBodyEditor, type BodyEditor } from './view-body.js';
import { createParameterFieldsets } from './view-params.js';
import { renderResponse, renderSendError } from './view-response.js';
import { createSamples } from './view-samples.js';
import { getStores, readSession, writeSession } from './storage.js';
import { createUrlBar } from './view-url.js';
import {
  createMultipartEditor,
  encodeMultipart,
  isMultipart,
  multipartPreview,
  type MultipartValues,
} from './multipart.js';

const BASE_URL_KEY = 'quire-playground-base-url';

/** Render the playground of `data` into `mount`. */
export function mountPlayground(mount: HTMLElement, data: PlaygroundData): void {
  const full = data.mode === 'show';
  const stores = getStores();
  const servers = data.servers.length ? data.servers : [{ url: '' }];
  const saved = readSession(BASE_URL_KEY);
  let baseUrl = servers.some((s) => s.url === saved) ? (saved as string) : servers[0].url;
  const params: Record<string, string> = {};
  for (const p of data.parameters) params[parameterKey(p)] = initialParameterValue(p);
  const auth = getAuthSpec(data);
  const loaded = auth.kind === 'none' || !full ? { credentials: {}, remember: false } : loadCredentials(auth, stores);
  // A credential the API file pre-fills (`x-default`) stands until the reader types one.
  let credentials =
    'start' in auth && auth.start !== undefined && loaded.credentials.value === undefined
      ? { ...loaded.credentials, value: auth.start }
      : loaded.credentials;
  let body = initialBody(data.requestBody);
  const multipart: MultipartValues = { texts: {}, files: {} };
  let checked = false;

  const announcer = el('p', { class: 'q-sr', role: 'status' });
  const announce = (message: string) => {
    announcer.textContent = '';
    setTimeout(() => (announcer.textContent = message), 50);
  };
  const samples = createSamples(announce);
  const sendBody = () => (data.requestBody && !data.requestBody.required && isEmptyObject(body) ? undefined : body);
  const request = (placeholders: boolean) =>
    buildRequest(data, { baseUrl, params, auth: getAuthParts(auth, credentials, placeholders), body: sendBody() });

  const titleId = uid('title');
  const parts: HTMLElement[] = [
    el('h2', { id: titleId, class: 'q-pg-title' }, full ? 'Try it' : 'Request samples'),
    createUrlBar(data, servers, baseUrl, full, (url, server) => {
      if (url === baseUrl) return;
      baseUrl = url;
      writeSession(BASE_URL_KEY, server);
      refresh();
    }),
  ];
  let editor: BodyEditor | undefined;
  let paramsView: ReturnType<typeof createParameterFieldsets> | undefined;
  const status = el('p', { class: 'q-pg-status-line', role: 'status' });
  const summary = el('div', { class: 'q-pg-summary', hidden: true });
  const transportNote = el('p', { class: 'q-pg-transport' }, 'Checking how requests can be sent…');
  const blockedNote = el('div', { class: 'q-pg-alert q-pg-blocked', hidden: true });
  const responsePanel = el('div', { class: 'q-pg-response-panel' });
  const response = el(
    'section',
    { class: 'q-pg-response', 'aria-labelledby': `${titleId}-response`, hidden: true },
    el('h3', { id: `${titleId}-response` }, 'Response'),
    responsePanel,
  );
  let transport: Transport | undefined;

  const collectErrors = () => {
    const bodyErrors: ValidationError[] = editor?.inputErrors() ?? [];
    const value = sendBody();
    if (bodyErrors.length === 0 && data.requestBody) {
      if (value === undefined) {
        if (data.requestBody.required) bodyErrors.push({ path: [], message: 'is required' });
      } else if (data.requestBody.schema && /json/i.test(data.requestBody.mediaType))
        bodyErrors.push(...validateValue(data.requestBody.schema, value));
    }
    const paramErrors = new Map<string, string>();
    for (const error of validateParameters(data.parameters, params))
      paramErrors.set(error.name ?? '', `${(error.name ?? '').split(':')[1]} ${error.message}`);
    return { bodyErrors, paramErrors, count: bodyErrors.length + paramErrors.size };
  };
  const anyway = el('button', { type: 'button', class: 'q-pg-secondary' }, 'Send anyway');
  const summaryText = el('p');
  summary.append(summaryText, anyway);
  const showErrors = (errors: ReturnType<typeof collectErrors>) => {
    const focusParam = paramsView?.showErrors(errors.paramErrors);
    const focusBody = editor?.showErrors(errors.bodyErrors);
    summary.hidden = errors.count === 0;
    summaryText.textContent = `Fix ${errors.count === 1 ? 'this problem' : `these ${errors.count} problems`} before sending, or send anyway to see how the API answers.`;
    return focusParam ?? focusBody;
  };

  function refresh(): void {
    samples.update(withAuthorSamples(data.codeSamples ?? [], getCodeSamples(request(true), data.languages)));
    if (!full) return;
    if (checked) showErrors(collectErrors());
    const reason = transport ? getBlockedReason(request(false), transport) : undefined;
    blockedNote.hidden = !reason;
    blockedNote.replaceChildren(...(reason ? withCode(reason) : []).filter((c): c is Node | string => Boolean(c)));
  }

  if (full) {
    if (auth.kind !== 'none') {
      parts.push(
        createAuthFieldset(auth, { credentials, remember: loaded.remember }, (next, remember) => {
          credentials = next;
          saveCredentials(auth, next, remember, stores);
          refresh();
        }),
      );
    }
    paramsView = createParameterFieldsets(data.parameters, params, refresh);
    parts.push(...paramsView.elements);
    if (data.requestBody && isMultipart(data.requestBody.mediaType)) {
      body = {};
      parts.push(
        createMultipartEditor(data.requestBody.schema, multipart, () => {
          body = multipartPreview(multipart);
          refresh();
        }),
      );
    } else if (data.requestBody) {
      editor = createBodyEditor(
        data.requestBody,
        () => body,
        (next) => {
          body = next;
          refresh();
        },
      );
      parts.push(editor.element);
    }
    const button = el('button', { type: 'submit', class: 'q-pg-send' }, 'Send request');
    let sending = false;
    const send = async (force: boolean) => {
      if (sending) return;
      checked = true;
      const errors = collectErrors();
      const focus = showErrors(errors);
      if (errors.count > 0 && !force) {
        status.textContent = `Not sent: ${errors.count} ${errors.count === 1 ? 'problem' : 'problems'} in the inputs.`;
        focus?.();
        return;
      }
      summary.hidden = true;
      sending = true;
      button.setAttribute('aria-busy', 'true');
      button.textContent = 'Sending…';
      status.textContent = 'Sending…';
      const outgoing = request(false);
      try {
        if (data.requestBody && isMultipart(data.requestBody.mediaType)) {
          // Files go as bytes: the browser's encoding of the form, with its boundary in the Content-Type.
          const encoded = await encodeMultipart(multipart);
          outgoing.bytes = encoded.bytes;
          outgoing.body = undefined;
          outgoing.headers = [
            ...outgoing.headers.filter(([name]) => name.toLowerCase() !== 'content-type'),
            ['Content-Type', encoded.contentType],
          ];
        }
        const result = await sendRequest(outgoing, transport ?? (await transportReady), location.origin);
        renderResponse(responsePanel, result, announce);
        status.textContent = `Response: ${[result.status, result.statusText].filter(Boolean).join(' ')} in ${result.timeMs} ms.`;
      } catch (error) {
        if (!(error instanceof SendError)) throw error;
        renderSendError(responsePanel, error.message, getCodeSamples(request(true), ['bash'])[0].code, announce);
        status.textContent = 'Not sent.';
      } finally {
        // Counts answers shown (tests and scripts wait on it).
        mount.dataset.responses = String(Number(mount.dataset.responses ?? 0) + 1);
        response.hidden = false;
        sending = false;
        button.removeAttribute('aria-busy');
        button.textContent = 'Send request';
      }
    };
    anyway.addEventListener('click', () => void send(true));
    const form = el(
      'form',
      { class: 'q-pg-form', novalidate: true, 'aria-labelledby': titleId },
      ...parts.slice(2),
      el('div', { class: 'q-pg-actions' }, button, status),
      summary,
      blockedNote,
      transportNote,
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void send(false);
    });
    parts.splice(2, parts.length - 2, form, response);
    const transportReady = detectTransport(data.proxy).then((found) => {
      transport = found;
      transportNote.textContent =
        found.kind === 'direct'
          ? 'Requests go straight from your browser to the API, which must allow this site (CORS).'
          : found.sameOrigin
            ? 'Requests go through this site’s Quire proxy.'
            : `Requests go through the playground proxy at ${found.url}.`;
      refresh();
      return found;
    });
  }
  if (full) parts.push(el('h3', { class: 'q-pg-subtitle' }, 'Code samples'));
  parts.push(samples.element, announcer);
  mount.replaceChildren(...parts);
  mount.classList.add('q-pg-ready');
  refresh();
}

function isEmptyObject(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0;
}
