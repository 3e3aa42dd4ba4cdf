/**
 * The request line at the top of the playground: method badge, base URL (a selector when there are several) and
 * path; under it, one control per variable of the chosen server (`https://{region}.api.example.com`): a select of
 * its `enum` values, else a text field, each starting at its default.
 */
import { el, uid } from './dom.js';
import type { PlaygroundData, ServerView } from './types.js';

/** The URL of `server` with `values` in place of its variables (their defaults where a value is missing). */
export function expandServer(server: ServerView, values: Readonly<Record<string, string>>): string {
  if (!server.template || !server.variables) return server.url;
  const byName = new Map(server.variables.map((variable) => [variable.name, variable]));
  return server.template.replace(/\{([^}]+)\}/g, (match, name: string) => {
    const variable = byName.get(name);
    if (!variable) return match;
    const value = values[name] ?? variable.default;
    // A value is a host label or path part: characters that would move the request elsewhere stay encoded.
    return encodeURIComponent(value).replace(/%2D|%2E|%5F|%7E/gi, (c) => decodeURIComponent(c));
  });
}

/**
 * The method badge, the base URL (a selector when there are several) and the path, and the server's variables.
 * `choose` gets the URL to send to and the server (its `url`, with defaults) it comes from.
 */
export function createUrlBar(
  data: PlaygroundData,
  servers: PlaygroundData['servers'],
  baseUrl: string,
  selectable: boolean,
  choose: (url: string, server: string) => void,
): HTMLElement {
  const method = data.method.toUpperCase();
  const badge = el('span', { class: `q-method q-method-${method.toLowerCase()}` }, method);
  if (data.url) return el('div', { class: 'q-pg-url' }, badge, el('code', { class: 'q-pg-path' }, data.url));
  let server = servers.find((s) => s.url === baseUrl) ?? servers[0];
  let values: Record<string, string> = {};
  const path = el('code', { class: 'q-pg-path' });
  const variables = el('div', { class: 'q-pg-server-vars' });
  const update = () => {
    const url = expandServer(server, values);
    path.textContent = selectable && servers.length > 1 ? data.path : url + data.path;
    choose(url, server.url);
  };
  const showVariables = () => {
    variables.replaceChildren(
      ...(selectable ? (server.variables ?? []).map((v) => variableField(v, values, update)) : []),
    );
    variables.hidden = variables.childElementCount === 0;
  };
  let bar: HTMLElement;
  if (!selectable || servers.length < 2) bar = el('div', { class: 'q-pg-url' }, badge, path);
  else {
    const id = uid('base');
    const select = el(
      'select',
      { id, class: 'q-pg-base' },
      ...servers.map((s) => el('option', { value: s.url }, s.url)),
    );
    select.value = server.url;
    select.addEventListener('change', () => {
      server = servers.find((s) => s.url === select.value) ?? servers[0];
      values = {};
      showVariables();
      update();
    });
    const base = el('span', { class: 'q-pg-base-box' }, el('label', { for: id, class: 'q-sr' }, 'Base URL'), select);
    bar = el('div', { class: 'q-pg-url' }, badge, base, path);
  }
  showVariables();
  path.textContent = selectable && servers.length > 1 ? data.path : expandServer(server, values) + data.path;
  return el('div', { class: 'q-pg-request-line' }, bar, variables);
}

/** A server variable's control: a select of its values, else a text field. */
function variableField(
  variable: NonNullable<ServerView['variables']>[number],
  values: Record<string, string>,
  update: () => void,
): HTMLElement {
  const id = uid('server-var');
  const control = variable.enum
    ? el('select', { id, name: `server-${variable.name}` }, ...variable.enum.map((v) => el('option', { value: v }, v)))
    : el('input', { id, name: `server-${variable.name}`, type: 'text', autocomplete: 'off', spellcheck: 'false' });
  control.value = values[variable.name] ?? variable.default;
  control.addEventListener(variable.enum ? 'change' : 'input', () => {
    values[variable.name] = control.value;
    update();
  });
  return el(
    'div',
    { class: 'q-pg-field' },
    el(
      'label',
      { for: id },
      el('span', { class: 'q-pg-name' }, variable.name),
      variable.description ? ` ${variable.description}` : '',
    ),
    control,
  );
}
