/** The request line at the top of the playground: method badge, base URL (a selector when there are several) and path. */
import { el, uid } from './dom.js';
import type { PlaygroundData } from './types.js';

/** The method badge, the base URL (a selector when there are several) and the path. */
export function createUrlBar(
  data: PlaygroundData,
  servers: PlaygroundData['servers'],
  baseUrl: string,
  selectable: boolean,
  choose: (url: string) => void,
): HTMLElement {
  const method = data.method.toUpperCase();
  const badge = el('span', { class: `q-method q-method-${method.toLowerCase()}` }, method);
  if (data.url) return el('div', { class: 'q-pg-url' }, badge, el('code', { class: 'q-pg-path' }, data.url));
  if (!selectable || servers.length < 2)
    return el('div', { class: 'q-pg-url' }, badge, el('code', { class: 'q-pg-path' }, baseUrl + data.path));
  const id = uid('base');
  const select = el('select', { id, class: 'q-pg-base' }, ...servers.map((s) => el('option', { value: s.url }, s.url)));
  select.value = baseUrl;
  select.addEventListener('change', () => choose(select.value));
  const base = el('span', { class: 'q-pg-base-box' }, el('label', { for: id, class: 'q-sr' }, 'Base URL'), select);
  return el('div', { class: 'q-pg-url' }, badge, base, el('code', { class: 'q-pg-path' }, data.path));
}
