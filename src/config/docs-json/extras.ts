/**
 * The docs.json settings that add static parts to every page and have no site.json counterpart: the site's
 * `description`, the `banner`, the footer's columns of links (`footer.links`), the 404 page's text (`errors.404`),
 * the publisher's structured data (`seo.organization`) and the `variables` substituted in page sources. Each is
 * copied into `SiteConfig` as written (the schema checked the shapes); what Quire does differently gets a warning.
 */
import type { Diagnostic } from '../../diagnostics.js';
import { formatJsonPath, type JsonPathSegment } from '../../utils/json-path.js';
import { AA_CONTRAST, contrastRatio } from '../contrast.js';
import type { Locator } from '../locate.js';
import type { BannerConfig, SiteConfig } from '../types.js';
import type { DocsJson } from './types.js';

/** Mintlify draws at most this many footer columns. */
export const MAX_FOOTER_COLUMNS = 4;

/** The name a `{{name}}` placeholder can have (see `content/variables.ts`). */
const VARIABLE_NAME = /^[\w-]+$/;

/** Banner text is white on the banner's colour, as on Mintlify. */
const BANNER_TEXT = '#ffffff';

type Extras = Pick<SiteConfig, 'description' | 'banner' | 'footerLinks' | 'notFound' | 'organization' | 'variables'>;

/** The settings above, resolved; warnings are added to `diagnostics`. */
export function resolveExtras(docs: DocsJson, locate: Locator, file: string, diagnostics: Diagnostic[]): Extras {
  const at = (path: JsonPathSegment[]) => ({
    file: locate.file?.(path) ?? file,
    position: locate.value(path),
    jsonPath: formatJsonPath(path),
  });
  const out: Extras = {};
  const description = docs.description?.trim();
  if (description) out.description = description;
  if (docs.banner) {
    const { content, dismissible, type, color } = docs.banner;
    const banner: BannerConfig = { content, dismissible: dismissible === true, type: type ?? 'info' };
    if (color !== undefined) {
      banner.color = typeof color === 'string' ? { light: color, dark: color } : { ...color };
      for (const mode of ['light', 'dark'] as const) {
        const value = banner.color[mode];
        // A single colour is checked once.
        if (value === undefined || (typeof color === 'string' && mode === 'dark')) continue;
        const ratio = contrastRatio(BANNER_TEXT, value);
        if (ratio >= AA_CONTRAST) continue;
        diagnostics.push({
          severity: 'warning',
          rule: 'chrome/contrast',
          ...at(typeof color === 'string' ? ['banner', 'color'] : ['banner', 'color', mode]),
          message: `the banner's white text on ${value} has a contrast ratio of ${ratio.toFixed(2)}:1, expected at least ${AA_CONTRAST}:1 (WCAG AA)`,
          hint: 'use a darker colour: banner text is white, as on Mintlify',
        });
      }
    }
    out.banner = banner;
  }
  const columns = docs.footer?.links;
  if (columns && columns.length > 0) {
    if (columns.length > MAX_FOOTER_COLUMNS)
      diagnostics.push({
        severity: 'warning',
        rule: 'config/unsupported-setting',
        ...at(['footer', 'links', MAX_FOOTER_COLUMNS]),
        message: `the footer shows at most ${MAX_FOOTER_COLUMNS} columns of links, as on Mintlify; Quire leaves out the other ${columns.length - MAX_FOOTER_COLUMNS}`,
        hint: `merge the columns into ${MAX_FOOTER_COLUMNS}`,
      });
    out.footerLinks = columns.slice(0, MAX_FOOTER_COLUMNS).map((column) => ({
      ...(column.header !== undefined && { header: column.header }),
      items: column.items.map((item) => ({ label: item.label, href: item.href })),
    }));
  }
  const notFound = docs.errors?.['404'];
  if (notFound) {
    out.notFound = {
      ...(notFound.title !== undefined && { title: notFound.title }),
      ...(notFound.description?.trim() && { description: notFound.description.trim() }),
      // Mintlify's default is to redirect; Quire's is to show the message (see the schema's description).
      redirect: notFound.redirect === true,
    };
  }
  if (docs.seo?.organization) out.organization = { ...docs.seo.organization };
  if (docs.variables) {
    for (const name of Object.keys(docs.variables)) {
      if (VARIABLE_NAME.test(name)) continue;
      diagnostics.push({
        severity: 'warning',
        rule: 'config/unsupported-setting',
        ...at(['variables', name]),
        message: `the variable "${name}" can never be used: a {{name}} placeholder has letters, digits, \`-\` and \`_\` only`,
        hint: `rename the variable, e.g. to "${name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'name'}"`,
      });
    }
    out.variables = { ...docs.variables };
  }
  return out;
}
