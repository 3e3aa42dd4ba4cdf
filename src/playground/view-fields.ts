/**
 * The body form's inputs, one per {@link FormField}: text and number inputs, selects for enums and booleans,
 * key/value rows for string maps, nested fieldsets for objects, and a JSON textarea for the rest. Every input has a
 * label, a hint from the schema's description, and an error line tied to it with `aria-describedby`.
 */
import { el, shortDescription, uid, withCode, type Child } from './dom.js';
import type { FormField } from './form-fields.js';
import { applyFieldText, applyMapRows, fieldText, mapRows, type MapRow } from './form-values.js';
import type { JsonPath } from './types.js';

/** What the inputs need from the body editor. */
export interface FieldContext {
  getBody(): unknown;
  setBody(body: unknown): void;
  /** Register where a field's errors show; returns nothing. */
  register(path: JsonPath, show: (message: string | undefined) => void, focus: () => void): void;
  /** Record (or clear) a field's own problem, such as JSON that does not parse. */
  setInputError(path: JsonPath, message: string | undefined): void;
}

/** The inputs of `fields`. */
export function renderFields(fields: FormField[], context: FieldContext): HTMLElement[] {
  return fields.map((field) => renderField(field, context));
}

function renderField(field: FormField, context: FieldContext): HTMLElement {
  if (field.kind === 'object') return renderGroup(field, context, renderFields(field.children ?? [], context));
  if (field.kind === 'map') return renderMap(field, context);
  const id = uid('field');
  const hint = hintOf(field);
  const { error, show } = errorLine();
  const describedBy = [hint?.id, error.id].filter(Boolean).join(' ');
  const input = createInput(field, context, id, describedBy);
  const apply = () => {
    const update = applyFieldText(context.getBody(), field, input.value);
    context.setInputError(field.path, update.error);
    if (!update.error) context.setBody(update.body);
  };
  input.addEventListener(input instanceof HTMLSelectElement ? 'change' : 'input', apply);
  context.register(
    field.path,
    (message) => {
      show(message);
      input.setAttribute('aria-invalid', String(message !== undefined));
    },
    () => input.focus(),
  );
  return el('div', { class: `q-pg-field q-pg-field-${field.kind}` }, labelOf(field, id), hint, input, error);
}

function createInput(
  field: FormField,
  context: FieldContext,
  id: string,
  describedBy: string,
): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const text = fieldText(field, context.getBody());
  const common = {
    id,
    name: fieldName(field),
    'aria-describedby': describedBy || undefined,
    'aria-required': field.required ? 'true' : undefined,
  };
  if (field.kind === 'enum' || field.kind === 'boolean') {
    const values = field.kind === 'boolean' ? [true, false] : (field.options ?? []);
    const select = el('select', common, el('option', { value: '' }, field.required ? 'Choose…' : '(not set)'));
    for (const value of values)
      select.append(
        el('option', { value: JSON.stringify(value) }, typeof value === 'string' ? value : JSON.stringify(value)),
      );
    // A value the choices do not hold (typed in the JSON view) stays selectable, so the form never changes it.
    if (text && !values.some((v) => JSON.stringify(v) === text))
      select.append(el('option', { value: text }, `${text} (not allowed)`));
    select.value = text;
    return select;
  }
  if (field.kind === 'json') {
    const area = el('textarea', {
      ...common,
      class: 'q-pg-code-input',
      rows: Math.min(12, Math.max(3, text.split('\n').length)),
      spellcheck: 'false',
    });
    area.value = text;
    return area;
  }
  const numeric = field.kind === 'number' || field.kind === 'integer';
  const input = el('input', {
    ...common,
    type: 'text',
    inputmode: numeric ? (field.kind === 'integer' ? 'numeric' : 'decimal') : undefined,
    spellcheck: 'false',
    autocomplete: 'off',
  });
  input.value = text;
  return input;
}

function renderMap(field: FormField, context: FieldContext): HTMLElement {
  const rowsBox = el('div', { class: 'q-pg-rows' });
  const rows: MapRow[] = mapRows(field, context.getBody());
  if (rows.length === 0) rows.push(['', '']);
  const commit = () => context.setBody(applyMapRows(context.getBody(), field, rows));
  const draw = () => {
    rowsBox.replaceChildren(
      ...rows.map((row, index) => {
        const key = el('input', {
          type: 'text',
          class: 'q-pg-key',
          name: `${fieldName(field)}[${index}].key`,
          'aria-label': `${field.name}: key ${index + 1}`,
          placeholder: 'key',
          spellcheck: 'false',
          autocomplete: 'off',
        });
        const value = el('input', {
          type: 'text',
          name: `${fieldName(field)}[${index}].value`,
          'aria-label': `${field.name}: value ${index + 1}`,
          placeholder: 'value',
          spellcheck: 'false',
          autocomplete: 'off',
        });
        key.value = row[0];
        value.value = row[1];
        key.addEventListener('input', () => {
          row[0] = key.value;
          commit();
        });
        value.addEventListener('input', () => {
          row[1] = value.value;
          commit();
        });
        const remove = el(
          'button',
          {
            type: 'button',
            class: 'q-pg-icon-button',
            'aria-label': `Remove ${field.name} row ${index + 1}`,
            title: 'Remove row',
          },
          '×',
        );
        remove.addEventListener('click', () => {
          rows.splice(index, 1);
          if (rows.length === 0) rows.push(['', '']);
          commit();
          draw();
          rowsBox.querySelectorAll<HTMLInputElement>('.q-pg-key')[Math.min(index, rows.length - 1)]?.focus();
        });
        return el('div', { class: 'q-pg-row' }, key, value, remove);
      }),
    );
  };
  draw();
  const add = el('button', { type: 'button', class: 'q-pg-add' }, `Add ${field.name} entry`);
  add.addEventListener('click', () => {
    rows.push(['', '']);
    draw();
    rowsBox.querySelectorAll<HTMLInputElement>('.q-pg-key')[rows.length - 1]?.focus();
  });
  return renderGroup(field, context, [rowsBox, add], () => rowsBox.querySelector('input')?.focus());
}

/** A fieldset for an object or a map, with its legend, hint and error line. */
function renderGroup(field: FormField, context: FieldContext, content: Child[], focus?: () => void): HTMLElement {
  const hint = hintOf(field);
  const { error, show } = errorLine();
  const box = el(
    'fieldset',
    {
      class: `q-pg-group q-pg-field-${field.kind}`,
      'aria-describedby': [hint?.id, error.id].filter(Boolean).join(' ') || undefined,
    },
    el('legend', {}, ...labelText(field)),
    hint,
    ...content,
    error,
  );
  context.register(
    field.path,
    show,
    focus ?? (() => box.querySelector<HTMLElement>('input, select, textarea')?.focus()),
  );
  return box;
}

/** The input's form name, e.g. `body.owner.email` (tests and autofill tools find inputs by it). */
function fieldName(field: FormField): string {
  return ['body', ...field.path].join('.');
}

function labelOf(field: FormField, id: string): HTMLLabelElement {
  return el('label', { for: id }, ...labelText(field));
}

function labelText(field: FormField): Child[] {
  const type =
    field.kind === 'enum'
      ? 'enum'
      : field.kind === 'json'
        ? `${field.schema.types.filter((t) => t !== 'null').join(' | ') || 'any'} · JSON`
        : field.schema.types.filter((t) => t !== 'null').join(' | ');
  return [
    el('span', { class: 'q-pg-name' }, field.name || 'Body'),
    field.required ? el('span', { class: 'q-pg-required' }, 'required') : null,
    type ? el('span', { class: 'q-pg-type' }, type) : null,
  ];
}

function hintOf(field: FormField): HTMLElement | undefined {
  const text = shortDescription(field.schema.description);
  return text ? el('p', { class: 'q-pg-hint', id: uid('hint') }, ...withCode(text)) : undefined;
}

/** An error line, hidden while empty. */
export function errorLine(): { error: HTMLElement; show(message: string | undefined): void } {
  const error = el('p', { class: 'q-pg-error', id: uid('error'), hidden: true });
  return {
    error,
    show(message) {
      error.replaceChildren(
        ...(message
          ? withCode(message).map((c) => (typeof c === 'string' ? document.createTextNode(c) : (c as Node)))
          : []),
      );
      error.hidden = !message;
    },
  };
}
