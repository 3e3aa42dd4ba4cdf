/**
 * The files the social preview images are drawn from (render/social-image.ts, produce/social-images.ts): the font
 * and the rasteriser's WebAssembly, from installed npm packages (nothing is downloaded), and the logo and
 * `thumbnails.background`, from the docs folder.
 *
 * The font is Noto Sans (Latin, Greek, Cyrillic), which satori's own dependency harfbuzzjs ships as a TrueType file;
 * else KaTeX's sans-serif (Latin only), which Quire depends on for math; KaTeX's main font adds arrows and math
 * symbols. satori reads TrueType and OpenType, not the WOFF2 files font packages usually hold. A docs folder's file
 * is read only when the content walk published it (so no symbolic link out of the docs folder), once more confined
 * to the docs folder, and only below a size limit.
 */
import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import { normalizePageRef } from '../graph/page-refs.js';
import { didYouMean } from '../utils/did-you-mean.js';
import { confineToFolder } from '../utils/inside-folder.js';
import { decodeUriSafe, isExternalUrl } from '../utils/url.js';

/** Images larger than this are not drawn (a background of a social card needs far less). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const require = createRequire(import.meta.url);

/** The font candidates, best first: how to find each from Quire's own folder. */
const FONTS = [
  { name: 'Noto Sans', find: () => createRequire(require.resolve('satori/package.json')).resolve(NOTO) },
  { name: 'KaTeX SansSerif', find: () => require.resolve('katex/dist/fonts/KaTeX_SansSerif-Regular.ttf') },
];
const NOTO = 'harfbuzzjs/test/fonts/noto/NotoSans-Regular.ttf';

/** A font for satori: its family name and bytes, and a font of symbols for the characters it lacks, if installed. */
export interface SocialImageFont {
  name: string;
  data: Uint8Array;
  symbols?: Uint8Array;
}

/**
 * The first font of {@link FONTS} that is installed, or undefined when none is; with KaTeX's main font for symbols
 * (arrows such as "→", math), which Noto Sans lacks.
 */
export function readSocialImageFont(): SocialImageFont | undefined {
  let symbols: Uint8Array | undefined;
  try {
    symbols = readFileSync(require.resolve('katex/dist/fonts/KaTeX_Main-Regular.ttf'));
  } catch {
    // Symbols are then drawn as boxes, with a warning.
  }
  for (const font of FONTS) {
    try {
      return { name: font.name, data: readFileSync(font.find()), ...(symbols && { symbols }) };
    } catch {
      // Not installed: the next one.
    }
  }
  return undefined;
}

/** The WebAssembly of @resvg/resvg-wasm, which turns satori's SVG into a PNG. */
export function readRasterizerWasm(): Uint8Array {
  return readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm'));
}

/** The installed versions of the drawing packages: part of each image's cache key. */
export function drawingPackageVersions(): string {
  // resvg's package exports no package.json: it is read beside its WebAssembly.
  const version = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  const resvg = path.join(path.dirname(require.resolve('@resvg/resvg-wasm/index_bg.wasm')), 'package.json');
  return `satori@${version(require.resolve('satori/package.json'))} resvg@${version(resvg)}`;
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/** An image of the docs folder, read. */
export interface DocsImage {
  path: string;
  type: string;
  bytes: Uint8Array;
}

/**
 * Read the image `value` (a path from the docs folder's root, as written in docs.json) if it is one of `assets` (the
 * docs folder's published files). A problem is returned as the message and hint of a diagnostic.
 */
export function readDocsImage(
  root: string,
  value: string,
  assets: readonly string[],
  known: ReadonlySet<string>,
): DocsImage | Pick<Diagnostic, 'message' | 'hint'> {
  if (isExternalUrl(value) || /^[a-z][a-z0-9+.-]*:/i.test(value))
    return {
      message: `"${value}" is not a file of the docs folder: Quire draws social images from local files only, and fetches nothing`,
      hint: 'save the image in the docs folder and give its path, e.g. "/images/og-background.png"',
    };
  const path = normalizePageRef(decodeUriSafe(value.replace(/[?#].*$/s, '')));
  if (path === undefined)
    return {
      message: `expected an image inside the docs folder, found "${value}", which points outside it`,
      hint: 'give the path of an image in the docs folder from its root, e.g. "/images/og-background.png"',
    };
  if (!known.has(path)) {
    const suggestion = didYouMean(path, assets);
    return {
      message: `expected an image of the docs folder at "${value}", found none`,
      hint: suggestion
        ? `did you mean "/${suggestion}"?`
        : 'give the path of a PNG, JPEG or SVG file in the docs folder',
    };
  }
  const type = TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
  if (!type)
    return {
      message: `"${value}" is not a PNG, JPEG or SVG file, the images Quire can draw`,
      hint: 'convert the image to PNG, JPEG or SVG',
    };
  const place = confineToFolder(root, path);
  if (!place || 'outside' in place)
    return {
      message: `"${value}" leads outside the docs folder`,
      hint: 'give the path of an image in the docs folder',
    };
  try {
    // Not through a link swapped in since: the real path was just resolved.
    const fd = openSync(place.real, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    try {
      if (fstatSync(fd).size > MAX_IMAGE_BYTES)
        return {
          message: `"${value}" is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB, the limit for an image Quire draws`,
          hint: 'use a smaller image: 1200×630 pixels is enough',
        };
      return { path, type, bytes: readFileSync(fd) };
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    return {
      message: `"${value}" could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      hint: 'check that the file is readable',
    };
  }
}
