/**
 * docs.json `thumbnails`: write the social preview image of every page that gets one (render/social-image.ts says
 * which, and the page's head names it). Each image is kept in the build cache under a hash of everything it is drawn
 * from (its text and colours, the bytes of the font, logo and background, the drawing packages' versions, Quire's
 * code), so a rebuild draws only the images whose page title or description changed. Images are drawn one at a time
 * on this thread after the pages are rendered, yielding between images.
 */
import type { BuildCache } from '../cache/build-cache.js';
import { hashParts, quireFingerprint } from '../cache/fingerprint.js';
import { createCacheStore } from '../cache/store.js';
import type { Diagnostic } from '../diagnostics.js';
import {
  type LayoutImages,
  MAX_SOCIAL_IMAGES,
  pagesPastImageCap,
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  socialImageInput,
  socialImageLayout,
  socialImagePages,
} from '../render/social-image.js';
import type { LoadedSite } from '../site/load-site.js';
import type { SitePlan } from '../site/plan-site.js';
import {
  type DocsImage,
  drawingPackageVersions,
  readDocsImage,
  readRasterizerWasm,
  readSocialImageFont,
} from '../site/social-image-assets.js';
import { createRasterizer, type Rasterizer, type Underlay } from './social-image-raster.js';

const CACHE_KIND = 'og-image';

/** What {@link writeSocialImages} works with. */
export interface SocialImagesContext {
  site: Pick<LoadedSite, 'root' | 'configFile'>;
  plan: Pick<SitePlan, 'graph' | 'init'>;
  write(path: string, content: Uint8Array): Promise<void>;
  cache?: Pick<BuildCache, 'dir' | 'secret'>;
  diagnostics: Diagnostic[];
}

/** Draw (or take from the cache) and write every page's image; returns the number written. */
export async function writeSocialImages(ctx: SocialImagesContext): Promise<number> {
  const { graph } = ctx.plan;
  const jobs = socialImagePages(graph);
  const { thumbnails } = graph.config;
  if (!thumbnails || jobs.length === 0) return 0;
  const configFile = ctx.site.configFile;
  const warn = (rule: string, message: string, hint: string, at: Partial<Diagnostic> = {}) =>
    ctx.diagnostics.push({ severity: 'warning', rule, file: configFile, message, hint, ...at });
  const font = readSocialImageFont();
  if (!font) {
    warn(
      'social-image/font',
      `no font to draw the social preview images in was found among Quire's packages, so none of the ${jobs.length} images is written and the pages' og:image tags lead nowhere`,
      'reinstall Quire (npm ci): its satori and katex packages hold the fonts',
    );
    return 0;
  }
  const past = pagesPastImageCap(graph);
  if (past > 0)
    warn(
      'social-image/limit',
      `${past} pages get no social preview image: Quire draws at most ${MAX_SOCIAL_IMAGES} per site, for the first pages of the navigation`,
      'set "og:image" in the front matter of the pages that matter most, or in seo.metatags for all',
    );

  const assets = graph.assets;
  const known = new Set(assets);
  const inputs = jobs.map(({ page }) => socialImageInput(graph.config, page));
  // Every page shares one appearance, so one logo and one background.
  const [first] = inputs;
  let logo: DocsImage | undefined;
  if (first.logo) {
    const read = readDocsImage(ctx.site.root, first.logo, assets, known);
    // A missing logo file is reported by the logo's own check (site/config-files.ts); the images show the name.
    if ('bytes' in read) logo = read;
    else if (known.has(first.logo.replace(/^\//, '')) || /^[a-z][a-z0-9+.-]*:/i.test(first.logo))
      warn(
        'social-image/logo',
        `the social preview images show the site's name instead of the logo: ${read.message}`,
        read.hint ?? '',
      );
  }
  let background: DocsImage | undefined;
  const setting = thumbnails.background;
  if (setting) {
    const read = readDocsImage(ctx.site.root, setting.value, assets, known);
    const at = { jsonPath: setting.jsonPath, ...(setting.position && { position: setting.position }) };
    if ('bytes' in read) background = read;
    else
      warn(
        'social-image/background',
        `${read.message}; the images are drawn on the plain background`,
        read.hint ?? '',
        {
          ...at,
          ...(setting.file !== undefined && { file: setting.file }),
        },
      );
  }

  const base = hashParts(
    await quireFingerprint(),
    drawingPackageVersions(),
    font.data,
    font.symbols ?? '',
    logo?.bytes ?? '',
    background?.bytes ?? '',
  );
  const store = ctx.cache ? createCacheStore(ctx.cache.dir, ctx.cache.secret) : undefined;
  let rasterizer: Rasterizer | undefined;
  let images: LayoutImages | undefined;
  // Why the logo or background was left out of the images, when it was (once the first image is drawn).
  let dropped: string | undefined;
  const used = new Set<string>();
  const missing = new Map<string, string>();
  let failed = 0;
  let written = 0;
  for (const [i, { page, path }] of jobs.entries()) {
    const input = inputs[i];
    const key = hashParts(base, JSON.stringify(input));
    // A cached image brings the problems met drawing it, so that every build reports them alike.
    let entry = store ? unpackEntry(await store.read(CACHE_KIND, key)) : undefined;
    if (!entry) {
      rasterizer ??= await createRasterizer(font, readRasterizerWasm, SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT);
      if (!images) {
        const laid = layoutImages(rasterizer, logo, background);
        images = laid.images;
        dropped = laid.dropped;
      }
      let glyphs: string | undefined;
      const onMissing = (text: string) => {
        glyphs ??= text;
      };
      let png: Uint8Array | undefined;
      try {
        png = await rasterizer.draw(socialImageLayout(input, images, font.name), onMissing, underlayOf(input, images));
      } catch (error) {
        // A logo or background satori or resvg cannot read (a file that is no image) fails every image: drop them.
        if (images.logo || images.background) {
          dropped = `drawing them failed (${(error as Error).message})`;
          images = {};
          png = await rasterizer.draw(socialImageLayout(input, images, font.name), onMissing).catch(() => undefined);
        }
      }
      if (!png) {
        failed++;
        ctx.diagnostics.push({
          severity: 'warning',
          rule: 'social-image/failed',
          file: page.path,
          message: 'the social preview image of this page could not be drawn; its og:image tag leads nowhere',
          hint: 'set "og:image" in the page\'s front matter to an image of your own',
        });
        continue;
      }
      entry = { png, ...(glyphs !== undefined && { glyphs }), ...(dropped !== undefined && { dropped }) };
      await store?.write(CACHE_KIND, key, packEntry(entry));
      // Let the event loop breathe between images (each takes a tenth of a second or so).
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (entry.glyphs !== undefined && !missing.has(page.path)) missing.set(page.path, entry.glyphs);
    dropped ??= entry.dropped;
    used.add(key);
    await ctx.write(path, entry.png);
    written++;
  }
  if (store && failed === 0) await store.prune(CACHE_KIND, used);
  if (dropped)
    warn(
      'social-image/failed',
      `the social preview images are drawn without the logo and background: ${dropped}`,
      'check that the logo and thumbnails.background files are valid PNG, JPEG or SVG images',
    );
  const [example] = missing;
  if (example)
    warn(
      'social-image/glyphs',
      `the social preview images of ${missing.size} page${missing.size === 1 ? '' : 's'} have characters ${font.name} cannot draw, shown as boxes (e.g. "${example[1]}" in ${example[0]})`,
      'set "og:image" in the front matter of those pages to an image of your own',
    );
  if (written > 0 && !ctx.plan.init.urls.siteUrl)
    ctx.diagnostics.push({
      severity: 'info',
      rule: 'seo/relative-image',
      file: configFile,
      message: `social cards need absolute image URLs, but no --site-url was given: the og:image tags of the ${written} drawn images have a path only`,
      hint: 'build with --site-url https://your.docs.host so image tags get the full address',
    });
  return written;
}

function underlayOf(input: { background: string }, images: LayoutImages): Underlay | undefined {
  return images.background ? { color: input.background, image: images.background } : undefined;
}

/** The logo and background as data URIs; an SVG background is drawn into a PNG once here rather than in each image. */
function layoutImages(
  rasterizer: Rasterizer,
  logo: DocsImage | undefined,
  background: DocsImage | undefined,
): { images: LayoutImages; dropped?: string } {
  const uri = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
  const images: LayoutImages = {};
  if (logo) images.logo = uri(logo.type, logo.bytes);
  if (!background) return { images };
  try {
    images.background =
      background.type === 'image/svg+xml'
        ? uri('image/png', rasterizer.drawSvg(background.bytes))
        : uri(background.type, background.bytes);
    return { images };
  } catch (error) {
    return { images, dropped: `the background could not be drawn (${(error as Error).message})` };
  }
}

/** A cached image: the PNG, and the problems met drawing it. */
interface ImageEntry {
  png: Uint8Array;
  /** Text the font could not draw. */
  glyphs?: string;
  /** Why the logo or background was left out. */
  dropped?: string;
}

/** An entry as stored: a line of JSON with the problems, then the PNG. */
function packEntry(entry: ImageEntry): Uint8Array[] {
  const { png, ...problems } = entry;
  return [Buffer.from(`${JSON.stringify(problems)}\n`), png];
}

function unpackEntry(data: Buffer | undefined): ImageEntry | undefined {
  const newline = data?.indexOf(10) ?? -1;
  if (!data || newline < 0) return undefined;
  try {
    const problems = JSON.parse(data.toString('utf8', 0, newline)) as Omit<ImageEntry, 'png'>;
    return { ...problems, png: data.subarray(newline + 1) };
  } catch {
    return undefined;
  }
}
