/**
 * The Authorization fieldset: one input for a bearer token or API key (pre-filled with `api.auth.inputPrefix`, e.g.
 * `Token `), two for HTTP Basic (labelled from `api.auth.name`, e.g. `client_id:client_secret`), and the "remember"
 * box that moves the credentials from this tab (sessionStorage) to this browser (localStorage).
 */
import type { AuthSpec, Credentials } from './auth.js';
import { el, shortDescription, uid, withCode } from './dom.js';

/** Create the fieldset; `onChange` gets the credentials and the remember choice after every edit. */
export function createAuthFieldset(
  spec: Exclude<AuthSpec, { kind: 'none' }>,
  initial: { credentials: Credentials; remember: boolean },
  onChange: (credentials: Credentials, remember: boolean) => void,
): HTMLElement {
  const credentials: Credentials = { ...initial.credentials };
  const hintText = shortDescription(spec.description);
  const hint = hintText ? el('p', { class: 'q-pg-hint', id: uid('hint') }, ...withCode(hintText)) : undefined;
  // One input: the scheme's description is its hint, under its label; two (basic): under the legend.
  const single = spec.kind !== 'basic';
  const input = (label: string, key: keyof Credentials, type: 'text' | 'password', start: string) => {
    const id = uid('auth');
    const box = el('input', {
      id,
      type,
      name: `auth-${key}`,
      autocomplete: 'off',
      spellcheck: 'false',
      'aria-describedby': hint?.id,
    });
    box.value = credentials[key] ?? start;
    box.addEventListener('input', () => {
      credentials[key] = box.value;
      onChange({ ...credentials }, remember.checked);
    });
    return el(
      'div',
      { class: 'q-pg-field' },
      el('label', { for: id }, el('span', { class: 'q-pg-name' }, label)),
      single ? hint : null,
      box,
    );
  };
  const inputs =
    spec.kind === 'basic'
      ? [input(spec.userLabel, 'user', 'text', ''), input(spec.passwordLabel, 'password', 'password', '')]
      : spec.kind === 'bearer'
        ? [input(spec.label, 'value', 'text', '')]
        : [
            input(
              spec.in === 'header' ? `${spec.name} header` : `${spec.name} (${spec.in})`,
              'value',
              'text',
              spec.prefix,
            ),
          ];

  const rememberId = uid('remember');
  const remember = el('input', { type: 'checkbox', id: rememberId });
  remember.checked = initial.remember;
  const note = el('span', { class: 'q-pg-note' });
  const describe = () =>
    (note.textContent = remember.checked ? 'Saved in this browser until you untick this.' : 'Kept in this tab only.');
  remember.addEventListener('change', () => {
    describe();
    onChange({ ...credentials }, remember.checked);
  });
  describe();
  return el(
    'fieldset',
    { class: 'q-pg-section q-pg-auth' },
    el('legend', {}, 'Authorization'),
    single ? null : hint,
    ...inputs,
    el('div', { class: 'q-pg-remember' }, remember, el('label', { for: rememberId }, 'Remember'), note),
  );
}
