/**
 * Code samples of a request in the languages of `api.examples.languages`, written by Scalar's snippetz generators
 * (one plugin per language, so the playground bundles only those). The same function writes the build-time samples
 * of every endpoint page and the playground's live ones, so they never disagree.
 *
 * Some generators put strings into literals without escaping them. This module hands each generator strings it
 * writes correctly: it pre-escapes what a generator writes raw (JavaScript and PHP), and when a request holds
 * characters a generator would still break on, that language gets a one-line note instead of code that does not run.
 */
import { cLibcurl } from '@scalar/snippetz/plugins/c/libcurl';
import { csharpHttpclient } from '@scalar/snippetz/plugins/csharp/httpclient';
import { csharpRestsharp } from '@scalar/snippetz/plugins/csharp/restsharp';
import { dartHttp } from '@scalar/snippetz/plugins/dart/http';
import { goNative } from '@scalar/snippetz/plugins/go/native';
import { javaNethttp } from '@scalar/snippetz/plugins/java/nethttp';
import { jsFetch } from '@scalar/snippetz/plugins/js/fetch';
import { kotlinOkhttp } from '@scalar/snippetz/plugins/kotlin/okhttp';
import { nodeFetch } from '@scalar/snippetz/plugins/node/fetch';
import { nodeUndici } from '@scalar/snippetz/plugins/node/undici';
import { phpGuzzle } from '@scalar/snippetz/plugins/php/guzzle';
import { powershellRestmethod } from '@scalar/snippetz/plugins/powershell/restmethod';
import { pythonRequests } from '@scalar/snippetz/plugins/python/requests';
import { rubyNative } from '@scalar/snippetz/plugins/ruby/native';
import { rustReqwest } from '@scalar/snippetz/plugins/rust/reqwest';
import { shellCurl } from '@scalar/snippetz/plugins/shell/curl';
import { swiftNsurlsession } from '@scalar/snippetz/plugins/swift/nsurlsession';
import { DEFAULT_SAMPLE_LANGUAGES, sampleLanguageOf } from '../utils/sample-languages.js';
import type { HttpRequest } from './types.js';

/** One sample: the language key, its tab label, the highlight grammar, and the code. */
export interface CodeSample {
  id: string;
  label: string;
  language: string;
  code: string;
}

/** The request as snippetz reads it (the HAR fields it uses). */
interface HarRequest {
  method: string;
  url: string;
  headers: Array<{ name: string; value: string }>;
  postData?: { mimeType: string; text: string };
}

/** What a generator writes into its literals unescaped, and so has to be escaped beforehand. */
interface PreEscape {
  /** Header names and JSON body keys. */
  key?: (text: string) => string;
  /** Header values, JSON body strings, and a non-JSON body. */
  value?: (text: string) => string;
}

interface Generator {
  generate(request: HarRequest): string;
  /** The line comment of the language, for the note that replaces an unsafe sample. */
  comment: string;
  escape?: PreEscape;
  /** Whether the generator would write `request` as code that does not parse (after the pre-escaping). */
  breaksOn?: (request: HttpRequest) => boolean;
}

type Plugin = { generate(request?: object): string };
const use = (plugin: Plugin) => (request: HarRequest) => plugin.generate(request);

const JS_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
/** `'…'` in JavaScript: snippetz's JavaScript generators write strings between single quotes as they are. */
const jsSingle = (text: string) => text.replace(/[\\'\n\r\u2028\u2029]/g, (c) => JS_ESCAPES[c]);
/** `'…'` in PHP. */
const phpSingle = (text: string) => text.replace(/[\\']/g, (c) => `\\${c}`);

// snippetz quotes a JavaScript key only when it has a space or a dash; any other key must be an identifier or number.
const jsKeyBreaks = (key: string) => !/\s|-/.test(key) && !/^([A-Za-z_$][\w$]*|\d+)$/.test(key);

/** Whether any header name or value, body key or body string of `request` matches `pattern`. */
const anyString = (pattern: RegExp) => (request: HttpRequest) => strings(request).some((text) => pattern.test(text));

/**
 * curl, with the URL always single-quoted (snippetz leaves it bare unless it sees certain characters, and `&` or `;`
 * are not among them) and `--request GET` kept when a GET has a body (curl would send a POST).
 */
function curl(request: HarRequest): string {
  const code = shellCurl.generate({ ...request, url: URL_STAND_IN });
  const method = request.method === 'GET' && request.postData ? ' \\\n  --request GET' : '';
  return code.replace(`curl ${URL_STAND_IN}`, () => `curl '${request.url}'${method}`);
}
const URL_STAND_IN = 'https://quire.invalid/url';

const javascript = (plugin: Plugin): Generator => ({
  generate: use(plugin),
  comment: '//',
  escape: { key: jsSingle, value: jsSingle },
  breaksOn: (request) => keys(request).some(jsKeyBreaks),
});

const GENERATORS: Record<string, Generator> = {
  bash: { generate: curl, comment: '#' },
  python: {
    generate: (request) => `import requests\n\nresponse = ${pythonRequests.generate(request)}\n\nprint(response.text)`,
    comment: '#',
  },
  javascript: javascript(jsFetch),
  node: javascript(nodeFetch),
  typescript: javascript(jsFetch),
  php: { generate: use(phpGuzzle), comment: '//', escape: { key: phpSingle } },
  go: { generate: use(goNative), comment: '//' },
  java: { generate: use(javaNethttp), comment: '//' },
  // Double-quoted strings interpolate `#{…}`, `#$x` and `#@x`.
  ruby: { generate: use(rubyNative), comment: '#', breaksOn: anyString(/#[{$@]/) },
  // Headers go between double quotes (`$` interpolates), the body between single quotes.
  powershell: { generate: use(powershellRestmethod), comment: '#', breaksOn: anyString(/['$]/) },
  // Backslashes and line breaks are written unescaped, and a JSON null as nothing.
  swift: {
    generate: use(swiftNsurlsession),
    comment: '//',
    breaksOn: (request) => anyString(/[\\\n\r]/)(request) || /\bnull\b/.test(JSON.stringify(request.json) ?? ''),
  },
  // Header values go between double quotes unescaped; the body into a `"""` raw string.
  csharp: {
    generate: use(csharpHttpclient),
    comment: '//',
    breaksOn: (request) =>
      request.headers.some((pair) => pair.some((text) => /["\\\n\r]/.test(text))) || /"""/.test(request.body ?? ''),
  },
  dotnet: { generate: use(csharpRestsharp), comment: '//' },
  c: { generate: use(cLibcurl), comment: '//' },
  'c++': { generate: use(cLibcurl), comment: '//' },
  // Kotlin strings interpolate `$name` and `${…}`.
  kotlin: { generate: use(kotlinOkhttp), comment: '//', breaksOn: anyString(/\$/) },
  rust: { generate: use(rustReqwest), comment: '//' },
  // Single-quoted headers (`$` interpolates) and a raw `r'…'` body.
  dart: { generate: use(dartHttp), comment: '//', breaksOn: anyString(/['$\\]/) },
};

/** An author's sample as the OpenAPI file gives it (`x-codeSamples`). */
export interface WrittenSample {
  lang: string;
  label?: string;
  source: string;
}

/**
 * The author's samples first, then the generated ones of the languages the author did not write. A sample without a
 * label is titled by its language, so the reader's remembered language picks it, as it picks a generated one.
 */
export function withAuthorSamples(written: readonly WrittenSample[], generated: readonly CodeSample[]): CodeSample[] {
  if (written.length === 0) return [...generated];
  const authored = written.map((sample, index): CodeSample => {
    const language = sampleLanguageOf(sample.lang) ?? sampleLanguageOf(sample.lang.toLowerCase());
    return {
      id: `sample-${index + 1}`,
      label: sample.label ?? language?.label ?? sample.lang,
      language: language?.highlight ?? sample.lang.toLowerCase(),
      code: sample.source,
    };
  });
  const covered = new Set(
    written.map((sample) => (sampleLanguageOf(sample.lang) ?? sampleLanguageOf(sample.lang.toLowerCase()))?.key),
  );
  const labels = new Set(authored.map((sample) => sample.label));
  return [...authored, ...generated.filter((sample) => !covered.has(sample.id) && !labels.has(sample.label))];
}

/** The samples of `request` in `languages` (keys or aliases; unknown names are left out), in that order. */
export function getCodeSamples(
  request: HttpRequest,
  languages: readonly string[] = DEFAULT_SAMPLE_LANGUAGES,
): CodeSample[] {
  const samples: CodeSample[] = [];
  for (const name of languages) {
    const language = sampleLanguageOf(name);
    const generator = language && GENERATORS[language.key];
    if (!language || !generator || samples.some((s) => s.id === language.key)) continue;
    samples.push({
      id: language.key,
      label: language.label,
      language: language.highlight,
      code: writeSample(request, language.key, language.label, generator),
    });
  }
  return samples;
}

function writeSample(request: HttpRequest, key: string, label: string, generator: Generator): string {
  const unsafe = `${generator.comment} The ${label} generator cannot write this request's values safely: see the cURL sample.`;
  if (generator.breaksOn?.(request)) return unsafe;
  // Some generators parse the URL, which a relative server URL (`/api`) cannot pass: they get it under a stand-in
  // origin, taken out of the code again.
  const relative = !isAbsoluteUrl(request.url);
  const asked = relative
    ? { ...request, url: `${RELATIVE_STAND_IN}${request.url.startsWith('/') ? '' : '/'}${request.url}` }
    : request;
  try {
    const code = generateSample(asked, key, generator);
    return relative ? code.split(RELATIVE_STAND_IN).join('') : code;
  } catch {
    // A URL no generator can parse (a `{variable}` left in the host): say so rather than fail the page.
    return unsafe;
  }
}
const RELATIVE_STAND_IN = 'https://quire.invalid';

/** Whether `url` starts with a scheme (`https:`); a generator may still refuse it, which `writeSample` catches. */
function isAbsoluteUrl(url: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]*:/.test(url);
}

function generateSample(request: HttpRequest, key: string, generator: Generator): string {
  const bodyless = request.method === 'GET' || request.method === 'HEAD';
  if (request.body !== undefined && bodyless) {
    // fetch() refuses a body on GET and HEAD: Node.js gets undici's request() instead, browsers cannot send it.
    if (key === 'node') return use(nodeUndici)(toHar(request, generator.escape));
    if (key === 'javascript' || key === 'typescript') {
      const note = `// Browsers cannot send a body with ${request.method}: run this with Node.js, or see the Node.js sample.`;
      return `${note}\n${generator.generate(toHar(request, generator.escape))}`;
    }
  }
  return generator.generate(toHar(request, generator.escape));
}

/** `request` as snippetz reads it, with a URL safe in any language's string literal and strings pre-escaped. */
export function toHar(request: HttpRequest, escapes: PreEscape = {}): HarRequest {
  const key = escapes.key ?? ((text: string) => text);
  const value = escapes.value ?? ((text: string) => text);
  const har: HarRequest = {
    method: request.method,
    url: safeUrl(request.url),
    headers: request.headers.map(([name, text]) => ({ name: key(name), value: value(text) })),
  };
  if (request.json !== undefined)
    har.postData = { mimeType: 'application/json', text: JSON.stringify(mapStrings(request.json, key, value)) };
  else if (request.body !== undefined) {
    const type = request.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? 'text/plain';
    har.postData = { mimeType: type, text: value(request.body) };
  }
  return har;
}

/**
 * The URL with every character outside RFC 3986's unreserved and delimiter set percent-encoded, and the delimiters
 * that quote or interpolate in some language (`' " $ ( ) * !` and the backtick) too: generators put URLs into string
 * literals, some of them unquoted in a shell, without escaping.
 */
export function safeUrl(url: string): string {
  return url.replace(/[^A-Za-z0-9\-._~:/?#[\]@&+,;=%]/g, (c) =>
    [...new TextEncoder().encode(c)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
}

/** Every header name and value, body key and body string of `request`. */
function strings(request: HttpRequest): string[] {
  const out = request.headers.flat();
  if (request.json !== undefined) collect(request.json, out, out);
  else if (request.body !== undefined) out.push(request.body);
  return out;
}

/** Every header name and body key of `request`. */
function keys(request: HttpRequest): string[] {
  const out = request.headers.map(([name]) => name);
  if (request.json !== undefined) collect(request.json, out, []);
  return out;
}

/** Push the object keys of `value` onto `keys` and its strings onto `texts`. */
function collect(value: unknown, keys: string[], texts: string[]): void {
  mapStrings(
    value,
    (key) => {
      keys.push(key);
      return key;
    },
    (text) => {
      texts.push(text);
      return text;
    },
  );
}

/** `value` with `key` applied to every object key and `text` to every string. */
function mapStrings(value: unknown, key: (text: string) => string, text: (text: string) => string): unknown {
  if (typeof value === 'string') return text(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, key, text));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [key(k), mapStrings(v, key, text)]));
  return value;
}
