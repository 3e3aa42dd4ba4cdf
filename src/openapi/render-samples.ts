/**
 * The request code samples of an endpoint page, written at build time for the request the playground starts with
 * (first base URL, example values, credential placeholders) and shown as a code group: highlighted, readable without
 * JavaScript, and switched by the page's tabs script, which remembers the reader's language across pages. The
 * playground replaces them with live samples of the same languages when it starts.
 */
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { SiteConfig } from '../config/types.js';
import { loadIcon, type ResolvedIcon } from '../icons/index.js';
import { lowlight } from '../markdown/lowlight.js';
import { codeGroup } from '../markdown/mdx/components/tabs.js';
import { getAuthParts, getAuthSpec } from '../playground/auth.js';
import { initialBody } from '../playground/form-values.js';
import { buildRequest, initialParameterValue, parameterKey } from '../playground/request.js';
import { type CodeSample, getCodeSamples, withAuthorSamples } from '../playground/samples.js';
import type { HttpRequest } from '../playground/types.js';
import { getPlaygroundData } from './playground-data.js';
import type { OperationView } from './types.js';

// More tabs than this do not fit a phone's width: the group then offers its languages in a menu.
const MAX_TABS = 6;

/** The samples of the request `view`'s playground starts with: the author's (`x-codeSamples`), then the configured languages'. */
export function getDefaultSamples(view: OperationView, config: Pick<SiteConfig, 'api'>): CodeSample[] {
  const request = defaultRequest(view, config);
  const generated = request ? getCodeSamples(request, config.api.examples.languages) : [];
  return withAuthorSamples(view.codeSamples ?? [], generated);
}

/** The request of the playground's first state; undefined for an operation without a reference. */
export function defaultRequest(view: OperationView, config: Pick<SiteConfig, 'api'>): HttpRequest | undefined {
  if (view.unavailable !== undefined) return undefined;
  const data = getPlaygroundData(view, { api: { ...config.api, playground: { mode: 'show' } } });
  if (!data) return undefined;
  const params: Record<string, string> = {};
  for (const p of data.parameters) params[parameterKey(p)] = initialParameterValue(p);
  const body = initialBody(data.requestBody);
  const empty = body !== null && typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
  return buildRequest(data, {
    baseUrl: data.servers[0]?.url ?? '',
    params,
    auth: getAuthParts(getAuthSpec(data), {}, true),
    body: data.requestBody && !data.requestBody.required && empty ? undefined : body,
  });
}

/** The samples as a code group (a menu instead of tabs past {@link MAX_TABS} languages); nothing without samples. */
export function renderSamples(samples: readonly CodeSample[]): ElementContent[] {
  if (samples.length === 0) return [];
  const blocks = samples.map((sample) => codeBlock(sample));
  const ctx = {
    id: (text: string, prefix = '') => `${prefix}endpoint-${text}`,
    icon: () => undefined,
    uiIcon: (icon: ResolvedIcon, className?: string) => ({ type: 'raw' as const, value: loadIcon(icon, className) }),
    place: '',
  };
  return codeGroup(blocks, ctx, { dropdown: samples.length > MAX_TABS, className: 'q-endpoint-samples' });
}

/** The element ids in `nodes` (the group's panels and tabs), for the page's list of ids. */
export function idsOf(nodes: readonly ElementContent[]): string[] {
  return nodes.flatMap((node) =>
    node.type === 'element'
      ? [...(typeof node.properties.id === 'string' ? [node.properties.id] : []), ...idsOf(node.children)]
      : [],
  );
}

/** A highlighted `<pre>` titled with the sample's label (the group moves the title to its tab). */
function codeBlock(sample: CodeSample): Element {
  const grammar = lowlight.registered(sample.language) ? sample.language : undefined;
  const code = h('code', { className: grammar ? ['hljs', `language-${grammar}`] : ['hljs'] }, sample.code);
  if (grammar) code.children = lowlight.highlight(grammar, sample.code).children as ElementContent[];
  code.data = { meta: `title="${sample.label}"` } as Element['data'];
  return h('pre', { tabIndex: 0 }, [code]);
}
