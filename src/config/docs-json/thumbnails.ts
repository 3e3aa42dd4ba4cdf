/**
 * docs.json `thumbnails`: the settings of the social preview images Quire draws per page (produce/social-images.ts).
 * The background path is checked against the docs folder when the images are drawn; `fonts` gets a warning, since
 * Quire draws the images in the one font it ships (site/social-image-assets.ts) and fetches none.
 */
import type { Diagnostic } from '../../diagnostics.js';
import { formatJsonPath, type JsonPathSegment } from '../../utils/json-path.js';
import type { Locator } from '../locate.js';
import type { ThumbnailsConfig } from '../types.js';
import type { DocsJson } from './types.js';

/** `thumbnails` resolved, or undefined when unset; warnings are added to `diagnostics`. */
export function resolveThumbnails(
  docs: DocsJson,
  locate: Locator,
  file: string,
  diagnostics: Diagnostic[],
): ThumbnailsConfig | undefined {
  const written = docs.thumbnails;
  if (written === undefined) return undefined;
  const at = (path: JsonPathSegment[]) => {
    const own = locate.file?.(path);
    const position = locate.value(path);
    return { ...(own !== undefined && { file: own }), ...(position && { position }), jsonPath: formatJsonPath(path) };
  };
  const out: ThumbnailsConfig = {};
  if (written.appearance !== undefined) out.appearance = written.appearance;
  if (written.background !== undefined)
    out.background = { value: written.background, ...at(['thumbnails', 'background']) };
  if (written.fonts !== undefined) {
    const path = ['thumbnails', 'fonts'];
    const family = written.fonts.family;
    diagnostics.push({
      severity: 'warning',
      rule: 'config/unsupported-setting',
      file: locate.file?.(path, 'key') ?? file,
      position: locate.key(path),
      jsonPath: formatJsonPath(path),
      message: `the social preview images are drawn in Noto Sans, the font Quire ships${family ? `, not in "${family}"` : ''}`,
      hint: 'Mintlify: a Google Fonts family for the images. Quire fetches no fonts for them. Remove it to silence this warning.',
    });
  }
  return out;
}
