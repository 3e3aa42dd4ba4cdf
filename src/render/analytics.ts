/**
 * The loader of each configured analytics service and chat widget: the tags it adds to the head of every page, and
 * the hosts the Content-Security-Policy must allow for it. Loaders are Quire's own, as small as each service allows:
 * the inline part only queues the configuration for the service's script, which is loaded from the service's host.
 * Inline scripts are the same on every page, so `_headers` allows them by hash like the theme script (see
 * `security-headers.ts`); no `unsafe-inline`. Every configured value is escaped for where it goes (script text,
 * attribute, URL path).
 */
import type { AnalyticsConfig } from '../config/types.js';

/** CSP directives a service needs beyond `'self'`. `img-src` already allows every `https:` image, so it is not here. */
export interface AnalyticsSources {
  'script-src': string[];
  'connect-src': string[];
  'font-src': string[];
  'media-src': string[];
}

type Directive = keyof AnalyticsSources;

interface Loader {
  head: string;
  sources: Partial<AnalyticsSources>;
}

const GOOGLE_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** One loader per service, in this fixed order, so the head and the policy are deterministic. */
const LOADERS: { [K in keyof AnalyticsConfig]-?: (settings: NonNullable<AnalyticsConfig[K]>) => Loader } = {
  ga4: ({ measurementId }) => ({
    head:
      script(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`) +
      inline(
        `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${js(measurementId)});`,
      ),
    sources: { 'script-src': ['https://www.googletagmanager.com'], 'connect-src': GOOGLE_CONNECT },
  }),
  gtm: ({ tagId }) => ({
    head:
      inline(`window.dataLayer=window.dataLayer||[];dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});`) +
      script(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagId)}`),
    sources: { 'script-src': ['https://www.googletagmanager.com'], 'connect-src': GOOGLE_CONNECT },
  }),
  posthog: ({ apiKey, apiHost, sessionRecording }) => {
    const assets = posthogAssets(apiHost);
    const config = { api_host: apiHost, disable_session_recording: !sessionRecording };
    return {
      // array.js reads `_i` (the init calls queued before it loaded) from the `posthog` array.
      head:
        inline(
          `(function(){var p=window.posthog=window.posthog||[];p._i=p._i||[];p._i.push([${js(apiKey)},${js(config)},"posthog"]);p.__SV=1})();`,
        ) + script(`${assets}/static/array.js`),
      sources: { 'script-src': [originOf(assets)], 'connect-src': [originOf(apiHost), originOf(assets)] },
    };
  },
  plausible: ({ domain, server }) => ({
    head: script(`https://${server}/js/script.js`, { 'data-domain': domain }, 'defer'),
    sources: { 'script-src': [`https://${server}`], 'connect-src': [`https://${server}`] },
  }),
  hotjar: ({ hjid, hjsv }) => ({
    head:
      inline(
        `window.hj=window.hj||function(){(hj.q=hj.q||[]).push(arguments)};window._hjSettings={hjid:${js(Number(hjid))},hjsv:${js(Number(hjsv))}};`,
      ) + script(`https://static.hotjar.com/c/hotjar-${encodeURIComponent(hjid)}.js?sv=${encodeURIComponent(hjsv)}`),
    sources: {
      'script-src': ['https://*.hotjar.com'],
      'connect-src': ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
      'font-src': ['https://script.hotjar.com'],
    },
  }),
  fathom: ({ siteId }) => ({
    head: script('https://cdn.usefathom.com/script.js', { 'data-site': siteId }, 'defer'),
    sources: { 'script-src': ['https://cdn.usefathom.com'], 'connect-src': ['https://cdn.usefathom.com'] },
  }),
  mixpanel: ({ projectToken, region }) => {
    const api = MIXPANEL_HOSTS[region];
    return {
      head:
        inline(
          `(function(){var m=window.mixpanel=window.mixpanel||[];m._i=m._i||[];m._i.push([${js(projectToken)},${js({ api_host: api, track_pageview: true })},"mixpanel"]);m.__SV=1.2})();`,
        ) + script('https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js'),
      sources: { 'script-src': ['https://cdn.mxpnl.com'], 'connect-src': [api] },
    };
  },
  segment: ({ key }) => ({
    // analytics.js replays the calls queued in the `analytics` array; its write key is in its URL.
    head:
      inline(
        `(function(){var a=window.analytics=window.analytics||[];a._writeKey=${js(key)};a.SNIPPET_VERSION="quire";a.push(["page"])})();`,
      ) + script(`https://cdn.segment.com/analytics.js/v1/${encodeURIComponent(key)}/analytics.min.js`),
    sources: {
      'script-src': ['https://cdn.segment.com'],
      'connect-src': ['https://api.segment.io', 'https://cdn.segment.com'],
    },
  }),
  amplitude: ({ apiKey }) => ({
    // The script defines `amplitude` but starts nothing: initialise it once it has loaded.
    head: inline(
      `(function(){var s=document.createElement("script");s.async=true;s.src=${js(`https://cdn.amplitude.com/script/${encodeURIComponent(apiKey)}.js`)};s.onload=function(){window.amplitude.init(${js(apiKey)},{autocapture:true})};document.head.appendChild(s)})();`,
    ),
    sources: {
      'script-src': ['https://cdn.amplitude.com'],
      'connect-src': ['https://api2.amplitude.com', 'https://cdn.amplitude.com'],
    },
  }),
  koala: ({ publicApiKey }) => ({
    head:
      inline('window.ko=window.ko||[];') +
      script(`https://cdn.getkoala.com/v1/${encodeURIComponent(publicApiKey)}/sdk.js`),
    sources: { 'script-src': ['https://cdn.getkoala.com'], 'connect-src': ['https://api.getkoala.com'] },
  }),
  intercom: ({ appId }) => ({
    // The widget boots itself from `intercomSettings`; `Intercom()` calls made before it loads are queued.
    head:
      inline(
        `window.intercomSettings={api_base:"https://api-iam.intercom.io",app_id:${js(appId)}};(function(){if(window.Intercom)return;var i=function(){i.c(arguments)};i.q=[];i.c=function(a){i.q.push(a)};window.Intercom=i})();`,
      ) + script(`https://widget.intercom.io/widget/${encodeURIComponent(appId)}`),
    sources: {
      'script-src': ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
      'connect-src': [
        'https://api-iam.intercom.io',
        'https://api-ping.intercom.io',
        'https://nexus-websocket-a.intercom.io',
        'wss://nexus-websocket-a.intercom.io',
        'https://uploads.intercomcdn.com',
      ],
      'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
      'media-src': ['https://js.intercomcdn.com'],
    },
  }),
};

const MIXPANEL_HOSTS = {
  us: 'https://api-js.mixpanel.com',
  eu: 'https://api-eu.mixpanel.com',
  in: 'https://api-in.mixpanel.com',
} as const;

/** The tags the configured services add to `<head>`, one line each; '' when none is configured. */
export function analyticsHead(config: AnalyticsConfig | undefined): string {
  return loadersOf(config)
    .map((loader) => loader.head)
    .join('');
}

/** The hosts the configured services need, per directive, sorted and without duplicates. */
export function analyticsSources(config: AnalyticsConfig | undefined): AnalyticsSources {
  const sets: Record<Directive, Set<string>> = {
    'script-src': new Set(),
    'connect-src': new Set(),
    'font-src': new Set(),
    'media-src': new Set(),
  };
  for (const { sources } of loadersOf(config)) {
    for (const directive of Object.keys(sets) as Directive[])
      for (const source of sources[directive] ?? []) sets[directive].add(source);
  }
  const sorted = (directive: Directive) => [...sets[directive]].sort();
  return {
    'script-src': sorted('script-src'),
    'connect-src': sorted('connect-src'),
    'font-src': sorted('font-src'),
    'media-src': sorted('media-src'),
  };
}

function loadersOf(config: AnalyticsConfig | undefined): Loader[] {
  if (!config) return [];
  const loaders: Loader[] = [];
  for (const name of Object.keys(LOADERS) as Array<keyof AnalyticsConfig>) {
    const settings = config[name];
    // Each entry of LOADERS takes its own service's settings; TypeScript cannot pair them through the key.
    if (settings) loaders.push((LOADERS[name] as (s: typeof settings) => Loader)(settings));
  }
  return loaders;
}

/** PostHog's cloud serves its scripts from an `-assets` host; a self-hosted instance or proxy serves them itself. */
function posthogAssets(apiHost: string): string {
  const match = /^https:\/\/(us|eu)\.i\.posthog\.com$/.exec(apiHost);
  return match ? `https://${match[1]}-assets.i.posthog.com` : apiHost;
}

/** `scheme://host[:port]` of a URL the schema has checked (`apiHost`), so no `;` or space can reach the policy. */
function originOf(url: string): string {
  return /^[a-z]+:\/\/[^/]+/i.exec(url)?.[0] ?? url;
}

/** A value as a JavaScript literal that cannot end the `<script>` element or break the line. */
function js(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function inline(code: string): string {
  return `<script>${code}</script>\n`;
}

function script(src: string, data: Record<string, string> = {}, loading: 'async' | 'defer' = 'async'): string {
  const attributes = Object.entries(data)
    .map(([name, value]) => ` ${name}="${attribute(value)}"`)
    .join('');
  return `<script ${loading} src="${attribute(src)}"${attributes}></script>\n`;
}

function attribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#39;');
}
