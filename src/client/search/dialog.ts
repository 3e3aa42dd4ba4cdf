/**
 * The search dialog, loaded on demand: a modal `<dialog>` (the rest of the page is inert while it is open, Esc
 * closes it and focus returns to the opener) holding a combobox input and a listbox of results. Arrow keys move
 * through the results, Enter opens one. Search covers the whole site within the reader's version and language (a
 * reader's question does not know which tab its answer lives in); the reader's own tab or anchor ranks a little
 * higher, and a radio pair narrows the search to it. Results show the page, its section of the site, the heading and
 * a highlighted excerpt; only the excerpt's `<mark>` tags become elements, everything else is inserted as text.
 */
import { parseExcerpt } from './excerpt.js';
import { rankByFields } from './field-rank.js';
import { toHits, type SearchHit } from './hits.js';
import { loadPagefind } from './pagefind.js';
import { searchTerms } from './stop-words.js';
import { synonymsOf } from './synonyms.js';

const MAX_PAGES = 8;
const MAX_HITS = 20;
/**
 * Results read beyond the pages shown, so that a page named by the query or in the reader's section can move up (the
 * ranking reads each page's fields, and counts a field's rare words and boilerplate among these pages). 12 found one
 * more first result than 4 on the relevance sets, for 12 KB more per query at 10,000 pages; 24 lost one.
 */
const EXTRA_PAGES = 12;
/** How much more a result of the reader's own section weighs: enough to settle near-ties, never to hide the rest. */
const SCOPE_BOOST = 1.15;
/** The Pagefind filter of the page's tab or anchor (src/search/page-scope.ts). */
const SCOPE_FILTER = 'scope';

const TEMPLATE = `<div class="q-search-panel">
<h2 id="q-search-title" class="q-sr">Search the documentation</h2>
<div class="q-search-bar">
<input id="q-search-input" type="search" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="q-search-results" aria-labelledby="q-search-title" autocomplete="off" spellcheck="false" placeholder="Search the docs…">
<button type="button" class="q-search-close"><kbd>Esc</kbd><span class="q-sr"> (close search)</span></button>
</div>
<fieldset class="q-search-scope" hidden>
<legend>Search in</legend>
<label><input type="radio" name="q-search-scope" value="all" checked><span>All sections</span></label>
<label><input type="radio" name="q-search-scope" value="here"><span class="q-search-scope-name"></span></label>
</fieldset>
<div id="q-search-results" class="q-search-results" role="listbox" aria-label="Search results" hidden></div>
<p class="q-search-status" role="status"></p>
<p class="q-search-help" aria-hidden="true"><kbd>↑</kbd><kbd>↓</kbd> to move <kbd>Enter</kbd> to open <kbd>Esc</kbd> to close</p>
</div>`;

interface SearchDialog {
  open(query: string): void;
}

let instance: SearchDialog | undefined;

/** Open the search dialog (creating it on first use). */
export function openSearchDialog(query = ''): void {
  instance ??= createSearchDialog();
  instance.open(query);
}

function createSearchDialog(): SearchDialog {
  const dialog = document.createElement('dialog');
  dialog.className = 'q-search';
  dialog.setAttribute('aria-labelledby', 'q-search-title');
  dialog.innerHTML = TEMPLATE;
  const input = dialog.querySelector<HTMLInputElement>('input')!;
  // `search.prompt`, when the site sets one, replaces the default placeholder (the title stays the input's name).
  const prompt = document.querySelector('[data-search-prompt]')?.getAttribute('data-search-prompt');
  if (prompt) input.placeholder = prompt;
  const list = dialog.querySelector<HTMLElement>('[role="listbox"]')!;
  const status = dialog.querySelector<HTMLElement>('[role="status"]')!;
  const place = readPlace();
  const scopeBox = dialog.querySelector<HTMLFieldSetElement>('.q-search-scope')!;
  if (place.scope) {
    scopeBox.hidden = false;
    scopeBox.querySelector('.q-search-scope-name')!.textContent = `Only ${place.scope.name}`;
    scopeBox.addEventListener('change', () => void run());
  }
  // Searches all sections unless the reader narrowed it to their own.
  const scoped = () => place.scope !== undefined && scopeBox.querySelector<HTMLInputElement>('[value="here"]')!.checked;
  const icon = document.querySelector('[data-search-open] svg')?.cloneNode(true);
  if (icon) input.before(icon);
  document.body.append(dialog);

  let options: HTMLAnchorElement[] = [];
  let active = -1;
  let generation = 0;

  const setActive = (index: number) => {
    if (options.length === 0) return;
    active = (index + options.length) % options.length;
    options.forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === active));
    });
    input.setAttribute('aria-activedescendant', options[active].id);
    options[active].scrollIntoView({ block: 'nearest' });
  };

  const show = (hits: SearchHit[], term: string, where = '') => {
    options = hits.map((hit, i) => renderHit(hit, i));
    list.replaceChildren(...options);
    list.hidden = options.length === 0;
    input.setAttribute('aria-expanded', String(options.length > 0));
    input.removeAttribute('aria-activedescendant');
    active = -1;
    if (options.length > 0) setActive(0);
    status.textContent =
      term === '' ? '' : options.length === 0 ? `No results for “${term}”` : `${countPages(hits)} found${where}`;
  };

  const run = async () => {
    const term = input.value.trim();
    const mine = ++generation;
    if (term === '') return show([], '');
    // Words such as "the" or "how" match every page: they neither rank nor get highlighted.
    const language = document.documentElement.lang;
    const query = searchTerms(term, language);
    // The docs' words for the reader's ("pricing" for "cost"), found by a small thesaurus and counting less.
    const synonyms = synonymsOf(term, language);
    try {
      const index = await loadPagefind();
      const scope = scoped() ? place.scope!.id : undefined;
      const here = scope === undefined ? place.filters : { ...place.filters, [SCOPE_FILTER]: scope };
      let search = await index.search(query, here, { scope, debounceMs: 120 });
      if (search === null || mine !== generation) return;
      let where = place.scope ? (here === place.filters ? ' in all sections' : ` in ${place.scope.name}`) : '';
      // Nothing in the reader's section: show what the other sections have rather than nothing, and say so.
      if (search.results.length === 0 && here !== place.filters) {
        search = await index.search(query, place.filters);
        if (search === null || mine !== generation) return;
        where = ` in all sections (none in ${place.scope!.name})`;
      }
      const top = search.results.slice(0, MAX_PAGES + EXTRA_PAGES);
      const data = await Promise.all(top.map((result) => result.data()));
      const scopeId = place.scope?.id;
      const ranked = rankByFields(
        query,
        top.map((result, i) => ({ score: result.score ?? 0, data: data[i] })),
        search.rarity,
        (page) => (scopeId !== undefined && page.filters?.[SCOPE_FILTER]?.includes(scopeId) ? SCOPE_BOOST : 1),
        synonyms,
      );
      if (mine === generation) show(toHits(ranked.slice(0, MAX_PAGES)).slice(0, MAX_HITS), term, where);
    } catch {
      if (mine === generation) status.textContent = 'Search is not available: the search index could not be loaded.';
    }
  };

  input.addEventListener('input', () => void run());
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Escape') {
      // A search field would clear itself on the first Escape; one press closes the dialog instead.
      event.preventDefault();
      dialog.close();
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const href = options[active].href;
      if (event.ctrlKey || event.metaKey) window.open(href, '_blank', 'noopener');
      else go(href);
    }
  });
  list.addEventListener('click', (event) => {
    const option = (event.target as Element).closest('a');
    if (option && !event.ctrlKey && !event.metaKey && !event.shiftKey) dialog.close();
  });
  list.addEventListener('mousemove', (event) => {
    const option = (event.target as Element).closest('a');
    const index = option ? options.indexOf(option as HTMLAnchorElement) : -1;
    if (index >= 0 && index !== active) setActive(index);
  });
  dialog.querySelector('.q-search-close')!.addEventListener('click', () => dialog.close());
  // A click on the backdrop (the dialog box itself, outside the panel) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });

  const go = (href: string) => {
    dialog.close();
    location.assign(href);
  };

  return {
    open(query) {
      if (!dialog.open) dialog.showModal();
      input.focus();
      if (query !== '') {
        input.value = query;
        void run();
      } else input.select();
      if (input.value === '') status.textContent = '';
      // Start fetching the index while the reader types.
      loadPagefind().catch(() => {
        status.textContent = 'Search is not available: the search index could not be loaded.';
      });
    },
  };
}

function renderHit(hit: SearchHit, index: number): HTMLAnchorElement {
  const option = document.createElement('a');
  option.id = `q-search-hit-${index}`;
  option.className = 'q-search-hit';
  option.href = hit.url;
  option.tabIndex = -1;
  option.setAttribute('role', 'option');
  option.setAttribute('aria-selected', 'false');
  const head = element('span', 'q-search-hit-head');
  if (hit.area) head.append(element('span', 'q-search-hit-area', hit.area));
  head.append(element('span', 'q-search-hit-title', hit.title));
  if (hit.section) head.append(element('span', 'q-search-hit-section', hit.section));
  const excerpt = element('span', 'q-search-hit-excerpt');
  for (const part of parseExcerpt(hit.excerpt)) {
    excerpt.append(part.mark ? element('mark', '', part.text) : document.createTextNode(part.text));
  }
  option.append(head, excerpt);
  return option;
}

function element(tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function countPages(hits: SearchHit[]): string {
  const pages = new Set(hits.map((hit) => hit.url.split('#')[0])).size;
  return pages === 1 ? '1 page' : `${pages} pages`;
}

/** Where the reader is: the filters search always applies, and the section it applies unless widened. */
interface Place {
  filters: Record<string, unknown>;
  scope?: { id: string; name: string };
}

/**
 * The version and language of the page (docs.json navigation marks them as Pagefind filters in the page body):
 * search stays within them (site.json versions: see below). The page's tab or anchor (`scope`, named by `data-search-scope`) is the default section,
 * which the reader can widen. Pages without them search everything.
 */
function readPlace(): Place {
  const place: Place = { filters: {} };
  for (const element of document.querySelectorAll<HTMLElement>('[data-pagefind-body] > [data-pagefind-filter]')) {
    const filter = element.dataset.pagefindFilter ?? '';
    const colon = filter.indexOf(':');
    if (colon <= 0) continue;
    const key = filter.slice(0, colon);
    const value = filter.slice(colon + 1);
    if (key === SCOPE_FILTER) place.scope = { id: value, name: element.dataset.searchScope || value };
    else place.filters[key] = value;
  }
  // site.json versions: pages outside versioned anchors belong to every version, so rather than keep the page's
  // version, search leaves out the pages of the other versions than the reader's (`<html data-version>`).
  const root = document.documentElement;
  if (root.dataset.versions) {
    delete place.filters.version;
    const versions = JSON.parse(root.dataset.versions) as string[];
    const others = versions.filter((version) => version !== root.dataset.version);
    // Keyed by the filter's name (not a top-level `none`), so Pagefind loads that filter's index with the query.
    if (others.length > 0) place.filters.version = { none: others };
  }
  return place;
}
