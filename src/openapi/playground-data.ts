/**
 * The data an endpoint page hands to the API playground script: a JSON island (`<script type="application/json"
 * id="quire-playground-data">`) next to the playground's mount point. Only what sending a request needs: where,
 * how to authenticate, the parameters and the request body schema; no response schemas.
 */
import type { SiteConfig } from '../config/types.js';
import type { AuthorCodeSample, OperationView, ParameterView, SchemaView, SecurityView, ServerView } from './types.js';
import { policyOrigin } from '../utils/policy-origin.js';

/** The playground's input; plain JSON. */
export interface PlaygroundData {
  mode: 'show' | 'simple';
  method: string;
  /** Path template, e.g. `/pets/{id}`. */
  path: string;
  /** Full URL of an `api:` page (then `servers` holds its origin). */
  url?: string;
  /** Base URLs to choose from: `api.baseUrl` when set, else the OpenAPI `servers`. */
  servers: ServerView[];
  /** `api.auth` of site.json, when set; otherwise the playground reads `security`. */
  auth?: { method?: 'bearer' | 'basic' | 'key'; name?: string; inputPrefix?: string };
  security: SecurityView;
  parameters: Array<Pick<ParameterView, 'name' | 'in' | 'required' | 'description' | 'schema'> & { example?: unknown }>;
  requestBody?: { required: boolean; mediaType: string; schema?: SchemaView; example?: unknown };
  /** URL of the proxy that sends requests a browser cannot (GET with a body, no CORS); null when none is known. */
  proxy: string | null;
  /** The code sample languages (keys of `api.examples.languages`), in order. */
  languages: string[];
  /** The author's own samples (`x-codeSamples`), shown first and never rewritten. */
  codeSamples?: AuthorCodeSample[];
}

/** The island id the playground script reads. */
export const PLAYGROUND_DATA_ID = 'quire-playground-data';

/** Build the playground data of an endpoint page; undefined when `api.playground.mode` is `hide`. */
export function getPlaygroundData(
  view: OperationView,
  config: Pick<SiteConfig, 'api'>,
  proxy: string | null = null,
): PlaygroundData | undefined {
  const { mode } = config.api.playground;
  // Webhooks are sent by the API and schema pages send nothing: neither has a playground.
  if (mode === 'hide' || view.kind !== undefined) return undefined;
  const content = view.requestBody?.content ?? [];
  const media = content.find((m) => /json/i.test(m.mediaType)) ?? content[0];
  return {
    mode,
    method: view.method,
    path: view.path,
    ...(view.url !== undefined && { url: view.url }),
    servers: view.servers,
    ...(config.api.auth && { auth: config.api.auth }),
    security: view.security,
    parameters: view.parameters.map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required,
      ...(p.description !== undefined && { description: p.description }),
      ...(p.schema !== undefined && { schema: p.schema }),
      ...(p.examples[0] && 'value' in p.examples[0] && { example: p.examples[0].value }),
    })),
    ...(view.requestBody &&
      media && {
        requestBody: {
          required: view.requestBody.required,
          mediaType: media.mediaType,
          ...(media.schema && { schema: media.schema }),
          ...(media.examples[0] && 'value' in media.examples[0] && { example: media.examples[0].value }),
        },
      }),
    proxy,
    languages: [...config.api.examples.languages],
    ...(view.codeSamples && { codeSamples: view.codeSamples }),
  };
}

/** The island's text: JSON that cannot close its `<script>` element early. */
export function serializePlaygroundData(data: PlaygroundData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The proxy URL given with `--playground-proxy`: an http(s) URL (just the origin means its `/__quire/proxy`) or a
 * path on the docs site's own origin. Undefined when `value` is neither.
 */
export function resolvePlaygroundProxyUrl(value: string): string | undefined {
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  // Its origin goes into the Content-Security-Policy: the host must be only a host.
  if (policyOrigin(value) === undefined) return undefined;
  if (url.pathname === '/' && !url.search) return `${url.origin}/__quire/proxy`;
  return url.href;
}
