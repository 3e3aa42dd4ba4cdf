/**
 * `fonts` families without a `source`, as Mintlify loads them: from Google Fonts. Quire fetches them at build time
 * (the CSS, then its WOFF2 files) and publishes them with the site, so readers never contact Google and the
 * Content-Security-Policy stays `font-src 'self'`. The answers are kept in the cache folder (`fonts/`), as OpenAPI
 * URLs are: a later build, `--offline` included, uses the copy. Without either, the text falls back to the system
 * fonts with a warning. Google's CSS is never copied: each `@font-face` is read field by field (checked) and written
 * anew by render/appearance-css.ts, and font files come only from Google's font host (or the origin of the CSS).
 */
import path from 'node:path';
import { readUrlCopy, writeUrlCopy } from '../cache/url-copies.js';
import type { FontConfig, SiteConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics.js';
import type { WebFontFace, WebFonts } from '../render/appearance-css.js';
import { contentHash } from '../utils/hash.js';

/** Google Fonts' CSS API. */
export const GOOGLE_FONTS_URL = 'https://fonts.googleapis.com';
/** Where Google's CSS points at the font files. */
const GOOGLE_FONT_FILES = 'https://fonts.gstatic.com';

/** Families that are the reader's own fonts, never fetched (and never warned about). */
const SYSTEM_FAMILIES = new Set(
  [
    'system-ui',
    'ui-sans-serif',
    'ui-serif',
    'ui-monospace',
    'ui-rounded',
    'sans-serif',
    'serif',
    'monospace',
    'cursive',
    'fantasy',
    'math',
    '-apple-system',
    'blinkmacsystemfont',
    'segoe ui',
    'helvetica',
    'helvetica neue',
    'arial',
    'times new roman',
    'georgia',
    'courier new',
    'inherit',
  ].map((name) => name.toLowerCase()),
);

/** A modern browser's User-Agent: Google answers it with WOFF2 files and unicode-range subsets. */
const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const TIMEOUT_MS = 10_000;
const MAX_CSS_BYTES = 256 * 1024;
const MAX_FILE_BYTES = 4 * 1024 * 1024;
const MAX_FILES_PER_FAMILY = 64;

/** Options of {@link loadGoogleFonts}. */
export interface GoogleFontsOptions {
  /** Fetch nothing (`--offline`): use the cached copies only. */
  offline?: boolean;
  /** The folder of cached copies (`<cache>/fonts`); none: no cache. */
  cacheDir?: string;
  /** Google Fonts' base URL; tests point it at a local server. */
  baseUrl?: string;
}

/** Whether `family` is fetched from Google Fonts (a family without `source` that is not a system font). */
export function isWebFontFamily(font: FontConfig | undefined): font is FontConfig {
  return font !== undefined && font.url === undefined && !SYSTEM_FAMILIES.has(font.family.trim().toLowerCase());
}

/** The Google families of `config`, fetched (or from the cache), with a warning for each that is not. */
export async function loadGoogleFonts(
  config: SiteConfig,
  configFile: string,
  options: GoogleFontsOptions,
): Promise<{ fonts?: WebFonts; diagnostics: Diagnostic[] }> {
  const wanted = new Map<string, { weights: Set<number>; font: FontConfig }>();
  for (const font of [config.fonts?.body, config.fonts?.heading]) {
    if (!isWebFontFamily(font)) continue;
    const entry = wanted.get(font.family) ?? { weights: new Set<number>(), font };
    if (font.weight !== undefined) entry.weights.add(font.weight);
    wanted.set(font.family, entry);
  }
  const diagnostics: Diagnostic[] = [];
  const faces: WebFontFace[] = [];
  const files = new Map<string, Uint8Array>();
  for (const [family, { weights, font }] of [...wanted].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const loaded = await loadFamily(family, [...weights], options);
    if ('failure' in loaded) {
      diagnostics.push({
        severity: 'warning',
        rule: 'config/web-font',
        file: configFile,
        jsonPath: configFile.endsWith('docs.json') ? 'fonts' : 'font',
        ...(font.position && { position: font.position }),
        message: `font "${family}" is loaded from Google Fonts, but ${loaded.failure}; text uses the system fonts`,
        hint: options.offline
          ? 'build once without --offline to cache the font, or give its file with `source`'
          : 'check the family name on fonts.google.com, or give the font file with `source`',
      });
      continue;
    }
    faces.push(...loaded.faces);
    for (const [name, content] of loaded.files) files.set(name, content);
  }
  if (faces.length === 0) return { diagnostics };
  return {
    fonts: {
      faces,
      files: [...files].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, content]) => ({ name, content })),
    },
    diagnostics,
  };
}

type Family = { faces: WebFontFace[]; files: Map<string, Uint8Array> } | { failure: string };

async function loadFamily(family: string, weights: number[], options: GoogleFontsOptions): Promise<Family> {
  const base = (options.baseUrl ?? GOOGLE_FONTS_URL).replace(/\/+$/, '');
  // Text needs the regular and bold weights, headings their own; a family without one of them refuses the whole
  // request, so fewer are asked for next, then the family's default alone.
  const tries = [
    [...new Set([400, 500, 600, 700, ...weights])].sort((a, b) => a - b),
    [...new Set([400, 700, ...weights])].sort((a, b) => a - b),
    [],
  ];
  let failure = 'Google Fonts did not answer';
  for (const wght of tries) {
    const spec = wght.length > 0 ? `${family}:wght@${wght.join(';')}` : family;
    const cssUrl = `${base}/css2?family=${encodeURIComponent(spec).replace(/%20/g, '+')}&display=swap`;
    const css = await fetchCached(cssUrl, MAX_CSS_BYTES, options);
    if ('failure' in css) {
      failure = css.failure;
      // Offline, the copy cached may be of a later try (the earlier ones were refused by Google when fetched).
      if (css.status === 400 || options.offline) continue;
      return { failure };
    }
    const parsed = parseFontFaces(new TextDecoder().decode(css.bytes), family);
    if (parsed.length === 0) return { failure: 'its stylesheet names no font file Quire can use' };
    if (parsed.length > MAX_FILES_PER_FAMILY) return { failure: `it has more than ${MAX_FILES_PER_FAMILY} files` };
    const allowed = new Set([GOOGLE_FONT_FILES, new URL(base).origin]);
    const faces: WebFontFace[] = [];
    const files = new Map<string, Uint8Array>();
    for (const face of parsed) {
      let origin: string;
      try {
        origin = new URL(face.src).origin;
      } catch {
        continue;
      }
      if (!allowed.has(origin)) continue;
      const file = await fetchCached(face.src, MAX_FILE_BYTES, options);
      if ('failure' in file) return { failure: file.failure };
      const name = `${slug(family)}.${contentHash(file.bytes)}.woff2`;
      files.set(name, file.bytes);
      faces.push({ family, style: face.style, weight: face.weight, unicodeRange: face.unicodeRange, file: name });
    }
    if (faces.length === 0) return { failure: 'its stylesheet names no font file Quire can use' };
    return { faces, files };
  }
  return { failure };
}

/** One `@font-face` of Google's CSS, its fields checked. */
interface ParsedFace {
  style: 'normal' | 'italic';
  weight: string;
  unicodeRange?: string;
  src: string;
}

/** The WOFF2 `@font-face` rules of Google's CSS; a rule with a field that is not as expected is left out. */
export function parseFontFaces(css: string, family: string): ParsedFace[] {
  const faces: ParsedFace[] = [];
  for (const [, body] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const field = (name: string) => new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]*)`, 'i').exec(body)?.[1]?.trim();
    const named = field('font-family')?.replace(/^['"]|['"]$/g, '');
    if (named !== undefined && named !== family) continue;
    const style = field('font-style') ?? 'normal';
    const weight = field('font-weight') ?? '400';
    const range = field('unicode-range');
    const src = /url\(\s*['"]?(https?:\/\/[^'")\s]+)['"]?\s*\)\s*format\(\s*['"]woff2['"]\s*\)/i.exec(
      field('src') ?? '',
    )?.[1];
    if (style !== 'normal' && style !== 'italic') continue;
    if (!/^\d{1,4}(?: \d{1,4})?$/.test(weight)) continue;
    if (
      range !== undefined &&
      !/^[Uu]\+[0-9A-Fa-f?]+(?:-[0-9A-Fa-f]+)?(?:,\s*[Uu]\+[0-9A-Fa-f?]+(?:-[0-9A-Fa-f]+)?)*$/.test(range)
    )
      continue;
    if (src === undefined) continue;
    faces.push({ style, weight, ...(range !== undefined && { unicodeRange: range }), src });
  }
  return faces;
}

function slug(family: string): string {
  return (
    family
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'font'
  );
}

type Fetched = { bytes: Uint8Array } | { failure: string; status?: number };

/** GET `url` (the cached copy when offline, or when the network fails), keeping a copy of a good answer. */
async function fetchCached(url: string, maxBytes: number, options: GoogleFontsOptions): Promise<Fetched> {
  const cacheFile = options.cacheDir ? path.join(options.cacheDir, `${contentHash(url, 24)}.bin`) : undefined;
  const cached = async () => (cacheFile ? readUrlCopy(cacheFile, url) : undefined);
  if (options.offline) {
    const bytes = await cached();
    return bytes ? { bytes } : { failure: 'the build runs with --offline and no earlier build cached it' };
  }
  let failure: Fetched;
  try {
    const response = await fetch(url, {
      headers: { 'User-Agent': USER_AGENT, Accept: 'text/css,*/*;q=0.1' },
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) {
      const bytes = await readLimited(response, maxBytes);
      if (bytes === undefined) return { failure: `an answer was larger than ${maxBytes} bytes` };
      if (cacheFile) await writeUrlCopy(cacheFile, url, bytes);
      return { bytes };
    }
    // 400: Google Fonts has no such family (or not in those weights); not a network failure, so no cached copy.
    if (response.status === 400) return { failure: 'Google Fonts has no such family', status: 400 };
    failure = { failure: `Google Fonts answered ${response.status}` };
  } catch (error) {
    failure = {
      failure: `it could not be fetched (${(error as Error).name === 'TimeoutError' ? 'timed out' : ((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message)})`,
    };
  }
  const bytes = await cached();
  return bytes ? { bytes } : failure;
}

async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array | undefined> {
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > maxBytes) return undefined;
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
