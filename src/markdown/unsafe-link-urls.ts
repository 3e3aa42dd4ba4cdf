/**
 * Links and images whose URL would run script or show a forged page (`javascript:`, `vbscript:`, `data:`; images may
 * use `data:image/…`) are reported as errors, with the rule id and wording site.json uses, and rendered without
 * their `href`/`src`. Every markdown form is covered: inline, reference (checked where the definition is written),
 * autolinks, and entity-encoded URLs (micromark has decoded them by now). Raw HTML is not parsed and stays trusted.
 */
import type { Definition, Image, ImageReference, Link, LinkReference } from 'mdast';
import type { VFile } from 'vfile';
import { UNSAFE_LINK_HINT, unsafeLinkMessage, unsafeUrlScheme, type UnsafeScheme } from '../utils/unsafe-url.js';
import { reportError } from './page-data.js';

const RULE = 'unsafe-url';
const IMAGE_HINT =
  'point at an image file (e.g. "images/diagram.png") or embed one as data:image/png;base64,…; javascript:, vbscript: and other data: URLs are refused';

/** Checks one page's links, images and definitions as the tree walk meets them; call `finish` after the walk. */
export interface UnsafeUrlCheck {
  /** Report and neutralise an unsafe link; true when it was unsafe (the caller then skips its own checks). */
  link(node: Link): boolean;
  /** Report and neutralise an unsafe image; true when it was unsafe. */
  image(node: Image): boolean;
  /**
   * Note a definition, and report it when its URL is refused even for an image (here, where the URL is written);
   * true when its URL is refused for a link (the caller then skips its own checks).
   */
  definition(node: Definition): boolean;
  /** Note a reference, resolved in `finish` (its definition may come later in the page). */
  reference(node: LinkReference | ImageReference): void;
  /** Neutralise the references to unsafe definitions; report links to a `data:image/…` definition. */
  finish(): void;
}

/** Start checking the page in `file`. */
export function createUnsafeUrlCheck(file: VFile): UnsafeUrlCheck {
  // As mdast-util-to-hast resolves references: by upper-cased identifier, the first definition wins.
  const definitions = new Map<string, Definition>();
  const references: Array<LinkReference | ImageReference> = [];
  return {
    link(node) {
      const scheme = unsafeUrlScheme(node.url);
      if (scheme === undefined) return false;
      reportLink(file, node, scheme);
      node.url = '';
      dropProperty(node, 'href');
      return true;
    },
    image(node) {
      const scheme = unsafeUrlScheme(node.url, { allowImageData: true });
      if (scheme === undefined) return false;
      reportImage(file, node, scheme);
      node.url = '';
      dropProperty(node, 'src');
      return true;
    },
    definition(node) {
      const id = node.identifier.toUpperCase();
      if (!definitions.has(id)) definitions.set(id, node);
      const scheme = unsafeUrlScheme(node.url, { allowImageData: true });
      if (scheme !== undefined) reportLink(file, node, scheme);
      return unsafeUrlScheme(node.url) !== undefined;
    },
    reference(node) {
      references.push(node);
    },
    finish() {
      for (const node of references) {
        const definition = definitions.get(node.identifier.toUpperCase());
        if (definition === undefined) continue;
        const isImage = node.type === 'imageReference';
        const scheme = unsafeUrlScheme(definition.url, { allowImageData: isImage });
        if (scheme === undefined) continue;
        // A `data:image/…` definition is fine for images; a link to it is reported where the link is.
        if (!isImage && unsafeUrlScheme(definition.url, { allowImageData: true }) === undefined)
          reportLink(file, node, scheme);
        dropProperty(node, isImage ? 'src' : 'href');
      }
      // Blank the URLs last: the loop above reads them.
      for (const definition of definitions.values())
        if (unsafeUrlScheme(definition.url, { allowImageData: true }) !== undefined) definition.url = '';
    },
  };
}

function reportLink(file: VFile, node: Link | Definition | LinkReference, scheme: UnsafeScheme): void {
  reportError(file, node, RULE, unsafeLinkMessage(scheme), UNSAFE_LINK_HINT);
}

function reportImage(file: VFile, node: Image, scheme: UnsafeScheme): void {
  const found = scheme === 'data' ? 'a data: URL that is not an image' : `a ${scheme}: URL`;
  reportError(
    file,
    node,
    RULE,
    `expected an image file, an http(s) or a data:image/ URL, found ${found}, which could run script or show inline content`,
    IMAGE_HINT,
  );
}

/** Render the node's element without `href`/`src` (mdast-util-to-hast merges `hProperties` over its own). */
function dropProperty(node: Link | Image | LinkReference | ImageReference, property: 'href' | 'src'): void {
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, [property]: null } };
}
