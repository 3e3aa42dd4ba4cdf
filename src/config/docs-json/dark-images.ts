/**
 * docs.json `favicon.dark` and `background.image.dark`: the files for dark mode, where they differ from the light
 * ones. The favicon follows the reader's system setting (a browser tab has no page theme); the background image
 * follows the page's theme. Both are checked against the docs folder like the other image settings.
 */
import type { SiteConfig } from '../types.js';
import type { Locator } from '../locate.js';
import type { DocsJson } from './types.js';

/** Set the dark-mode favicon and background image of `config` from `docs`, with their places for the file check. */
export function readDarkImages(docs: DocsJson, config: SiteConfig, locate: Locator): void {
  const favicon = docs.favicon;
  if (favicon !== undefined && typeof favicon !== 'string' && favicon.dark !== favicon.light) {
    config.faviconDark = favicon.dark;
    addSetting(config, favicon.dark, ['favicon', 'dark'], locate);
  }
  const image = docs.background?.image;
  if (image !== undefined && typeof image !== 'string' && image.dark !== image.light) {
    config.backgroundImageDark = image.dark;
    addSetting(config, image.dark, ['background', 'image', 'dark'], locate);
  }
}

function addSetting(config: SiteConfig, value: string, path: string[], locate: Locator): void {
  // A setting in a `$ref` file has no position in the config file, as with the other image settings.
  const position = locate.file?.(path) === undefined ? locate.value(path) : undefined;
  config.imageSettings = [
    ...(config.imageSettings ?? []),
    { value, jsonPath: path.join('.'), ...(position && { position }) },
  ];
}
