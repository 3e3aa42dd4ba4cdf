/**
 * The request body editor: the form generated from the schema, and a raw JSON view of the same body. Both edit one
 * body value, so each shows the other's changes when the reader switches. JSON that does not parse keeps the reader
 * in the JSON view, with the parser's message, until it is fixed.
 */
import { el, uid } from './dom.js';
import { getFormFields, hasPropertyForm } from './form-fields.js';
import { formatPath } from './json-path.js';
import type { ValidationError } from './validate.js';
import { errorLine, renderFields } from './view-fields.js';
import type { PlaygroundData } from './types.js';

/** The body editor's element and what the playground asks of it. */
export interface BodyEditor {
  element: HTMLElement;
  /** Problems of the inputs themselves (JSON that does not parse), as validation errors. */
  inputErrors(): ValidationError[];
  /** Show validation problems next to their fields (or under the JSON view); returns a function focusing the first. */
  showErrors(errors: ValidationError[]): (() => void) | undefined;
}

type Mode = 'form' | 'json';

/** Create the editor of `requestBody`, reading and writing the body through `getBody`/`setBody`. */
export function createBodyEditor(
  requestBody: NonNullable<PlaygroundData['requestBody']>,
  getBody: () => unknown,
  setBody: (body: unknown) => void,
): BodyEditor {
  const fields = getFormFields(requestBody.schema);
  const withForm = hasPropertyForm(fields);
  let mode: Mode = withForm ? 'form' : 'json';
  const inputErrors = new Map<string, ValidationError>();
  let shows = new Map<string, { show: (m: string | undefined) => void; focus: () => void }>();
  const general = errorLine();
  const panel = el('div', { class: 'q-pg-body-panel' });

  const setInputError = (path: ValidationError['path'], message: string | undefined) => {
    const key = JSON.stringify(path);
    if (message) inputErrors.set(key, { path, message });
    else inputErrors.delete(key);
    shows.get(key)?.show(message);
  };
  const context = {
    getBody,
    setBody,
    register: (path: ValidationError['path'], show: (m: string | undefined) => void, focus: () => void) =>
      shows.set(JSON.stringify(path), { show, focus }),
    setInputError,
  };

  const jsonView = (): HTMLElement => {
    const id = uid('json');
    const area = el('textarea', {
      id,
      name: 'body-json',
      class: 'q-pg-code-input q-pg-json',
      rows: 14,
      spellcheck: 'false',
      'aria-describedby': general.error.id,
    });
    const body = getBody();
    area.value = body === undefined ? '' : JSON.stringify(body, null, 2);
    area.addEventListener('input', () => {
      if (area.value.trim() === '') {
        setInputError([], undefined);
        return setBody(undefined);
      }
      try {
        const value = JSON.parse(area.value) as unknown;
        setInputError([], undefined);
        setBody(value);
      } catch (error) {
        setInputError([], `Not valid JSON: ${(error as Error).message}`);
      }
      area.setAttribute('aria-invalid', String(inputErrors.size > 0));
    });
    shows.set('[]', { show: general.show, focus: () => area.focus() });
    return el(
      'div',
      { class: 'q-pg-field' },
      el('label', { for: id, class: withForm ? 'q-sr' : undefined }, `Request body (${requestBody.mediaType})`),
      area,
    );
  };

  const draw = () => {
    shows = new Map();
    general.show(undefined);
    panel.replaceChildren(...(mode === 'form' ? renderFields(fields, context) : [jsonView()]));
    if (mode === 'form')
      shows.set('[]', {
        show: general.show,
        focus: () => panel.querySelector<HTMLElement>('input, select, textarea')?.focus(),
      });
  };

  const toggle = withForm
    ? modeToggle((next) => {
        if (next === mode) return true;
        if (mode === 'json' && inputErrors.size > 0) {
          general.show('Fix the JSON before switching back to the form.');
          return false;
        }
        inputErrors.clear();
        mode = next;
        draw();
        return true;
      })
    : undefined;
  draw();

  const legend = el(
    'legend',
    {},
    'Body ',
    el('span', { class: 'q-pg-type' }, requestBody.mediaType),
    requestBody.required ? el('span', { class: 'q-pg-required' }, 'required') : null,
  );
  const element = el('fieldset', { class: 'q-pg-section q-pg-body' }, legend, toggle, panel, general.error);
  return {
    element,
    inputErrors: () => [...inputErrors.values()],
    showErrors(errors) {
      for (const entry of shows.values()) entry.show(undefined);
      const byField = new Map<string, string[]>();
      for (const error of errors) {
        // The nearest field holding the path: `mapping.x` shows on `mapping`; in the JSON view everything goes under it.
        let path = error.path;
        while (path.length > 0 && (mode === 'json' || !shows.has(JSON.stringify(path)))) path = path.slice(0, -1);
        const key = JSON.stringify(path);
        byField.set(key, [...(byField.get(key) ?? []), `${formatPath(error.path)} ${error.message}`]);
      }
      for (const [key, messages] of byField) shows.get(key)?.show(messages.join('; '));
      const first = byField.keys().next();
      return first.done ? undefined : shows.get(first.value)?.focus;
    },
  };
}

/** "Form | JSON" as two toggle buttons; `choose` says whether the switch happened. */
function modeToggle(choose: (mode: Mode) => boolean): HTMLElement {
  const buttons = (['form', 'json'] as const).map((mode) =>
    el(
      'button',
      { type: 'button', class: 'q-pg-mode', 'aria-pressed': String(mode === 'form'), 'data-mode': mode },
      mode === 'form' ? 'Form' : 'JSON',
    ),
  );
  for (const button of buttons) {
    button.addEventListener('click', () => {
      if (!choose(button.dataset.mode as Mode)) return;
      for (const other of buttons) other.setAttribute('aria-pressed', String(other === button));
    });
  }
  return el('div', { class: 'q-pg-modes', role: 'group', 'aria-label': 'Edit the body as' }, ...buttons);
}
