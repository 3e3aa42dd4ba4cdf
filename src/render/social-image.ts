/**
 * The social preview image of a page (docs.json `thumbnails`): which pages get one, where it is written, what it
 * shows, and its layout as a tree of elements for satori (drawn by produce/social-images.ts). Pure: images arrive as
 * data URIs. The head of each page names the image (render/page-head.ts) exactly when {@link socialImagePath} says so,
 * so the two always agree.
 */
import type { SiteConfig } from '../config/types.js';
import { DEFAULT_BACKGROUND } from '../config/contrast.js';
import type { PageNode, SiteGraph } from '../graph/types.js';
import { noteAllPagesLookup } from '../markdown/link-target.js';

/** The size Open Graph and Twitter crop large previews to (and Mintlify draws). */
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;
/** Where the images go, one per page, named after the page's path. */
export const SOCIAL_IMAGE_DIR = '_quire/og';
/**
 * At most this many images per build: drawing one costs about a tenth of a second of CPU on a cold cache, so a site
 * of 10,000 pages would spend minutes. Pages past it (in navigation order) keep the site's card without an image.
 */
export const MAX_SOCIAL_IMAGES = 2000;
/** Titles and descriptions are cut to these many characters before layout (the layout clamps lines too). */
const MAX_TITLE = 110;
const MAX_DESCRIPTION = 220;

/** Tags that show an image: a page or site that sets one keeps it, and gets no generated image. */
const IMAGE_KEYS = new Set(['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src']);

/** What one image shows; its cache key is a hash of this and of the bytes of the files it names. */
export interface SocialImageInput {
  title: string;
  description: string;
  siteName: string;
  appearance: 'light' | 'dark';
  /** Colours: the accent (primary), the background, the title and the description. */
  accent: string;
  background: string;
  text: string;
  muted: string;
  /** Docs folder paths (as written in docs.json) of the logo and background image, when set. */
  logo?: string;
  backgroundImage?: string;
}

/** An image the layout draws, as a data URI. */
export interface LayoutImages {
  logo?: string;
  background?: string;
}

/** A satori element: what React's `createElement` returns, as plain data. */
export interface LayoutNode {
  type: string;
  props: { style?: Record<string, string | number>; src?: string; children?: string | LayoutNode | LayoutNode[] };
}

/** Image paths by page path (not by page object: a render worker holds the other pages as stubs, produce/worker-init.ts). */
const paths = new WeakMap<SiteGraph, Map<string, string>>();

/**
 * The output path of `page`'s image (`_quire/og/guides/intro.png`), or undefined when it gets none: the site has no
 * `thumbnails`, the site or the page sets its own image tag, or the page is past {@link MAX_SOCIAL_IMAGES}.
 */
export function socialImagePath(graph: SiteGraph, page: PageNode): string | undefined {
  if (!graph.config.thumbnails || siteSetsImage(graph.config) || pageSetsImage(page)) return undefined;
  let byPage = paths.get(graph);
  if (!byPage) {
    byPage = new Map();
    const taken = new Set<string>();
    for (const other of graph.pages) {
      if (byPage.size >= MAX_SOCIAL_IMAGES) break;
      if (pageSetsImage(other)) continue;
      const path = `${SOCIAL_IMAGE_DIR}/${slugOf(other.outPath)}.png`;
      if (taken.has(path)) continue;
      taken.add(path);
      byPage.set(other.path, path);
    }
    paths.set(graph, byPage);
  }
  // Past the cap, whether this page has an image depends on the pages before it (for the build cache).
  if (byPage.size >= MAX_SOCIAL_IMAGES) noteAllPagesLookup();
  return byPage.get(page.path);
}

/** The pages of `graph` that get an image, with its path, in navigation order. */
export function socialImagePages(graph: SiteGraph): Array<{ page: PageNode; path: string }> {
  return graph.pages.flatMap((page) => {
    const path = socialImagePath(graph, page);
    return path === undefined ? [] : [{ page, path }];
  });
}

/** The number of pages past {@link MAX_SOCIAL_IMAGES} that get no image. */
export function pagesPastImageCap(graph: SiteGraph): number {
  if (!graph.config.thumbnails || siteSetsImage(graph.config)) return 0;
  return Math.max(0, graph.pages.filter((page) => !pageSetsImage(page)).length - MAX_SOCIAL_IMAGES);
}

function siteSetsImage(config: SiteConfig): boolean {
  return (config.seo?.metaTags ?? []).some((tag) => IMAGE_KEYS.has(tag.key) && tag.content.trim() !== '');
}

function pageSetsImage(page: PageNode): boolean {
  return page.settings.metaTags.some((tag) => IMAGE_KEYS.has(tag.key) && tag.content.trim() !== '');
}

/** `guides/intro/index.html` → `guides/intro`, `index.html` → `index`, `a.html` → `a`. */
function slugOf(outPath: string): string {
  return outPath.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '') || 'index';
}

/** What `page`'s image shows. */
export function socialImageInput(config: SiteConfig, page: PageNode): SocialImageInput {
  const thumbnails = config.thumbnails ?? {};
  const appearance = thumbnails.appearance ?? (config.modeToggle.default === 'dark' ? 'dark' : 'light');
  const dark = appearance === 'dark';
  const logo = config.logo?.[appearance];
  const background = thumbnails.background?.value;
  return {
    title: clip(withoutEmoji(page.title) || config.name, MAX_TITLE),
    description: clip(withoutEmoji(page.description || config.description || ''), MAX_DESCRIPTION),
    siteName: config.name,
    appearance,
    accent: dark ? config.colors.light : config.colors.primary,
    background: config.colors.background?.[appearance] ?? DEFAULT_BACKGROUND[appearance],
    text: dark ? '#f8fafc' : '#0f172a',
    muted: dark ? '#cbd5e1' : '#475569',
    ...(logo && { logo }),
    ...(background && { backgroundImage: background }),
  };
}

/**
 * `text` without emoji (characters shown as emoji, with their variation selectors and joiners): no font Quire ships
 * has them, and a box in their place reads worse than nothing. Symbols drawn as text (©, ™, ↔) stay.
 */
export function withoutEmoji(text: string): string {
  return text
    .replace(
      /(?:\p{Emoji_Presentation}|\p{Extended_Pictographic}\u{FE0F}|\p{Regional_Indicator})(?:\u{FE0F}|\u{200D}|\p{Emoji_Modifier})*/gu,
      '',
    )
    .trim();
}

/** `text` on one line, cut at a word before `max` characters with an ellipsis. */
export function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** The title's size: large for short titles, smaller as they grow, so most fit in two lines. */
function titleSize(title: string): number {
  return title.length <= 32 ? 72 : title.length <= 64 ? 60 : 50;
}

const el = (type: string, style: Record<string, string | number>, children?: LayoutNode['props']['children']) => ({
  type,
  props: { style, ...(children !== undefined && { children }) },
});

/**
 * The layout: the logo (else the site name in the accent colour) at the top left, the title and description at the
 * bottom, a disc of the accent colour in the top right corner (unless there is a background image) and an accent bar
 * along the bottom. The background image is not in it: the rasteriser draws it under the layout, which then has a
 * transparent background (satori would clip and mask it, tripling the cost of each image).
 */
export function socialImageLayout(input: SocialImageInput, images: LayoutImages, fontFamily: string): LayoutNode {
  const width = SOCIAL_IMAGE_WIDTH;
  const height = SOCIAL_IMAGE_HEIGHT;
  const brand: LayoutNode = images.logo
    ? { type: 'img', props: { src: images.logo, style: { height: 64, maxWidth: 560, objectFit: 'contain' } } }
    : el('div', { display: 'flex', fontSize: 40, color: input.accent }, input.siteName);
  const title = el(
    'div',
    { display: 'block', fontSize: titleSize(input.title), lineHeight: 1.15, lineClamp: 3 },
    input.title,
  );
  const text: LayoutNode[] = [title];
  if (input.description)
    text.push(
      el(
        'div',
        { display: 'block', fontSize: 32, lineHeight: 1.35, marginTop: 28, color: input.muted, lineClamp: 2 },
        input.description,
      ),
    );
  const disc = el('div', {
    position: 'absolute',
    right: -300,
    top: -420,
    width: 840,
    height: 840,
    borderRadius: 420,
    backgroundColor: input.accent,
    opacity: 0.14,
  });
  const content = el(
    'div',
    {
      display: 'flex',
      // Positioned, so that it is painted over the disc (positioned elements paint last, in order).
      position: 'relative',
      flexDirection: 'column',
      justifyContent: 'space-between',
      boxSizing: 'border-box',
      width,
      height,
      padding: '72px 80px 88px',
    },
    [el('div', { display: 'flex' }, brand), el('div', { display: 'flex', flexDirection: 'column' }, text)],
  );
  const bar = el('div', { position: 'absolute', left: 0, bottom: 0, width, height: 16, backgroundColor: input.accent });
  return el(
    'div',
    {
      display: 'flex',
      position: 'relative',
      width,
      height,
      backgroundColor: images.background ? 'transparent' : input.background,
      color: input.text,
      fontFamily,
    },
    [...(images.background ? [] : [disc]), content, bar],
  );
}
