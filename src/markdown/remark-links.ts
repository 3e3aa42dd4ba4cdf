/**
 * remark plugin: rewrite links and images that point at other pages or static files to their final,
 * base-prefixed URLs, record internal links for the post-render `#fragment` check, and report links and
 * images that point at nothing. Links and images with `javascript:`, `vbscript:` or `data:` URLs are refused
 * (unsafe-link-urls.ts).
 *
 * It runs on mdast so that positions are the file's own lines and columns. The URLs of raw HTML tags
 * (`<a href>`, `<img src>`, `<video src>` …) are checked and rewritten too (raw-html-urls.ts); those of MDX
 * elements and components' URL props are, by remark-mdx-components.ts through {@link checkPropUrl}.
 */
import type { Definition, Image, Link, Parents, Root } from 'mdast';
import type { VFile } from 'vfile';
import { checkRawHtmlUrls } from './raw-html-urls.js';
import { missingAssetHint, missingPageHint, resolveLinkTarget } from './link-target.js';
import { getPageData, reportError, type PageData } from './page-data.js';
import { createUnsafeUrlCheck, type UnsafeUrlCheck } from './unsafe-link-urls.js';

/** Rewrite and check every link, definition and image URL of the page. */
export function remarkLinks() {
  return function transform(tree: Root, file: VFile): undefined {
    const unsafe = createUnsafeUrlCheck(file);
    walk(tree, getPageData(file), file, unsafe);
    unsafe.finish();
  };
}

// A plain recursive walk: this runs for every page and unist-util-visit's generality costs more.
function walk(parent: Parents, page: PageData, file: VFile, unsafe: UnsafeUrlCheck): void {
  for (const node of parent.children) {
    if (node.type === 'link') {
      if (!unsafe.link(node)) checkLink(node, page, file);
    } else if (node.type === 'definition') {
      if (!unsafe.definition(node)) checkLink(node, page, file);
    } else if (node.type === 'image') {
      if (!unsafe.image(node)) checkImage(node, page, file);
    } else if (node.type === 'linkReference' || node.type === 'imageReference') unsafe.reference(node);
    else if (node.type === 'html') checkRawHtmlUrls(node, file, checkPropUrl);
    if ('children' in node) walk(node, page, file, unsafe);
  }
}

/**
 * Rewrite and check a URL written outside markdown's link syntax, such as a component's `href` or `img` prop, the
 * way a markdown link (`kind: 'link'`) or image is; returns the URL to publish.
 */
export function checkPropUrl(url: string, kind: 'link' | 'image', position: Link['position'], file: VFile): string {
  const page = getPageData(file);
  if (kind === 'image') {
    const node: Image = { type: 'image', url, position };
    checkImage(node, page, file);
    return node.url;
  }
  const node: Link = { type: 'link', url, position, children: [] };
  checkLink(node, page, file);
  return node.url;
}

function checkLink(node: Link | Definition, page: PageData, file: VFile): void {
  const target = resolveLinkTarget(node.url, page.path, page.context);
  switch (target.kind) {
    case 'external':
      return;
    case 'same-page':
      if (target.fragment !== undefined) recordLink(node, page.path, target.fragment, page);
      return;
    case 'page':
      recordLink(node, target.path, target.fragment, page);
      node.url = target.href;
      return;
    case 'asset':
    case 'redirect':
      node.url = target.href;
      return;
    case 'missing':
      reportError(
        file,
        node,
        'broken-link',
        `link to "${node.url}" does not match any page or file`,
        missingPageHint(target.path, page.context) ?? missingAssetHint(target.path, page.context),
      );
  }
}

function checkImage(node: Image, page: PageData, file: VFile): void {
  const target = resolveLinkTarget(node.url, page.path, page.context);
  if (target.kind === 'external') return;
  if (target.kind === 'asset') {
    node.url = target.href;
    return;
  }
  const path = target.kind === 'missing' || target.kind === 'page' ? target.path : node.url;
  reportError(
    file,
    node,
    'missing-image',
    `image "${node.url}" does not match any file`,
    missingAssetHint(path, page.context),
  );
}

function recordLink(node: Link | Definition, targetPath: string, fragment: string | undefined, page: PageData): void {
  const start = node.position?.start;
  page.links.push({
    href: node.url,
    targetPath,
    ...(fragment !== undefined && { fragment }),
    ...(start && { position: { line: start.line, column: start.column } }),
  });
}
