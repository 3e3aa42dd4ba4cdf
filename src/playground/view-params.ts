/** The parameter inputs, one fieldset per location (path, query, header, cookie), each labelled and hinted. */
import { el, shortDescription, uid, withCode } from './dom.js';
import { singleType } from './form-fields.js';
import { parameterKey } from './request.js';
import type { PlaygroundParameter } from './types.js';
import { errorLine } from './view-fields.js';

const LOCATIONS = [
  { in: 'path', title: 'Path parameters' },
  { in: 'query', title: 'Query parameters' },
  { in: 'header', title: 'Headers' },
  { in: 'cookie', title: 'Cookies' },
] as const;

/** The parameter fieldsets and a way to show errors by parameter key. */
export function createParameterFieldsets(
  parameters: PlaygroundParameter[],
  values: Record<string, string>,
  onChange: () => void,
): {
  elements: HTMLElement[];
  showErrors(errors: Map<string, string>): (() => void) | undefined;
} {
  const shows = new Map<string, { show: (m: string | undefined) => void; input: HTMLElement }>();
  const elements = LOCATIONS.filter((l) => parameters.some((p) => p.in === l.in)).map((location) =>
    el(
      'fieldset',
      { class: 'q-pg-section' },
      el('legend', {}, location.title),
      location.in === 'cookie'
        ? el(
            'p',
            { class: 'q-pg-hint' },
            'Browsers do not let pages set cookies on other sites: cookies appear in the code samples but are not sent from here.',
          )
        : null,
      ...parameters.filter((p) => p.in === location.in).map((p) => parameterField(p, values, onChange, shows)),
    ),
  );
  return {
    elements,
    showErrors(errors) {
      let first: HTMLElement | undefined;
      for (const [key, entry] of shows) {
        const message = errors.get(key);
        entry.show(message);
        entry.input.setAttribute('aria-invalid', String(message !== undefined));
        if (message && !first) first = entry.input;
      }
      return first ? () => first?.focus() : undefined;
    },
  };
}

function parameterField(
  p: PlaygroundParameter,
  values: Record<string, string>,
  onChange: () => void,
  shows: Map<string, { show: (m: string | undefined) => void; input: HTMLElement }>,
): HTMLElement {
  const key = parameterKey(p);
  const id = uid('param');
  const hintText = shortDescription(p.description ?? p.schema?.description);
  const hint = hintText ? el('p', { class: 'q-pg-hint', id: uid('hint') }, ...withCode(hintText)) : undefined;
  const { error, show } = errorLine();
  const common = {
    id,
    name: key,
    'aria-describedby': [hint?.id, error.id].filter(Boolean).join(' '),
    'aria-required': p.required ? 'true' : undefined,
  };
  const choices = p.schema?.enum ?? (p.schema && singleType(p.schema) === 'boolean' ? [true, false] : undefined);
  let input: HTMLInputElement | HTMLSelectElement;
  if (choices) {
    input = el(
      'select',
      common,
      el('option', { value: '' }, p.required ? 'Choose…' : '(not set)'),
      ...choices.map((c) => el('option', { value: String(c) }, String(c))),
    );
  } else input = el('input', { ...common, type: 'text', spellcheck: 'false', autocomplete: 'off' });
  input.value = values[key] ?? '';
  input.addEventListener(choices ? 'change' : 'input', () => {
    values[key] = input.value;
    onChange();
  });
  shows.set(key, { show, input });
  const type = p.schema ? p.schema.types.filter((t) => t !== 'null').join(' | ') : '';
  return el(
    'div',
    { class: 'q-pg-field' },
    el(
      'label',
      { for: id },
      el('span', { class: 'q-pg-name' }, p.name),
      p.required ? el('span', { class: 'q-pg-required' }, 'required') : null,
      type ? el('span', { class: 'q-pg-type' }, type) : null,
    ),
    hint,
    input,
    error,
  );
}
