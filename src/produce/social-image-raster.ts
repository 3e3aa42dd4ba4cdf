/**
 * Draw a layout (render/social-image.ts) into PNG bytes: satori lays it out into an SVG (text as paths, in the font
 * given), resvg (WebAssembly) rasterises it. Both are loaded on first use only, since most sites draw no images.
 * Same layout and font, same bytes: neither reads the clock, the system's fonts or the network.
 */
import type { LayoutNode } from '../render/social-image.js';
import type { SocialImageFont } from '../site/social-image-assets.js';

/** Draws layouts of one size in one font. */
export interface Rasterizer {
  /**
   * The PNG of `layout`. `onMissingGlyphs` hears of text the font cannot draw (it is drawn as boxes). Throws on a
   * layout or image satori or resvg cannot handle (an image file that is no image, say).
   */
  draw(layout: LayoutNode, onMissingGlyphs: (text: string) => void, underlay?: Underlay): Promise<Uint8Array>;
  /**
   * An SVG file drawn to cover the image's size, as a PNG: a background drawn once rather than in every image.
   * Throws when it cannot be drawn, or its shape is far from the image's.
   */
  drawSvg(svg: Uint8Array): Uint8Array;
}

/** What is drawn under a layout with a transparent background: a colour, then an image (a data URI) over it. */
export interface Underlay {
  color: string;
  image: string;
}

let wasmReady: Promise<void> | undefined;

/** A rasteriser for `width`×`height` images in `font`; `wasm` is resvg's WebAssembly (read once per process). */
export async function createRasterizer(
  font: SocialImageFont,
  wasm: () => Uint8Array,
  width: number,
  height: number,
): Promise<Rasterizer> {
  const [{ default: satori }, resvg] = await Promise.all([import('satori'), import('@resvg/resvg-wasm')]);
  wasmReady ??= resvg.initWasm(wasm());
  await wasmReady;
  // SVG files' own text (in a logo) is drawn in the same font; the system's fonts are never read.
  const fontOptions = { fontBuffers: [font.data], loadSystemFonts: false, defaultFontFamily: font.name };
  const buffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  // Characters the font lacks are looked up in the symbols font (arrows, math) before being drawn as boxes.
  const fonts = [
    { name: font.name, data: buffer(font.data), weight: 400 as const, style: 'normal' as const },
    ...(font.symbols
      ? [{ name: 'Symbols', data: buffer(font.symbols), weight: 400 as const, style: 'normal' as const }]
      : []),
  ];
  type Fit = { mode: 'width'; value: number } | { mode: 'zoom'; value: number };
  // `fitOf` sizes the output from the SVG's own size (parsed once more for it); a plain fit needs no parse.
  const rasterise = (svg: string | Uint8Array, fitOf: Fit | ((svgWidth: number, svgHeight: number) => Fit)) => {
    let fitTo: Fit;
    if (typeof fitOf === 'function') {
      const probe = new resvg.Resvg(svg, { font: fontOptions });
      fitTo = fitOf(probe.width, probe.height);
      probe.free();
    } else fitTo = fitOf;
    const image = new resvg.Resvg(svg, { font: fontOptions, fitTo });
    try {
      const rendered = image.render();
      try {
        return rendered.asPng();
      } finally {
        rendered.free();
      }
    } finally {
      image.free();
    }
  };
  return {
    async draw(layout, onMissingGlyphs, underlay) {
      const svg = await satori(layout as Parameters<typeof satori>[0], {
        width,
        height,
        fonts,
        // Called for text no font given covers: nothing is fetched, the text is drawn as the font's boxes.
        loadAdditionalAsset: async (_language, segment) => {
          onMissingGlyphs(segment);
          return [];
        },
      });
      return rasterise(underlay ? withUnderlay(svg, underlay, width, height) : svg, { mode: 'width', value: width });
    },
    drawSvg(svg) {
      return rasterise(svg, (svgWidth, svgHeight) => {
        // Scaled to cover the image; a shape far from it would make a huge bitmap, and is refused.
        const zoom = Math.max(width / svgWidth, height / svgHeight);
        if (!Number.isFinite(zoom) || Math.max(svgWidth * zoom, svgHeight * zoom) > 4 * Math.max(width, height))
          throw new Error(`its size, ${svgWidth}×${svgHeight}, is far from the ${width}×${height} of the image`);
        return { mode: 'zoom', value: zoom };
      });
    },
  };
}

/** `svg` (satori's, which opens with its `<svg …>` tag) with `underlay` drawn first, so under everything else. */
function withUnderlay(svg: string, underlay: Underlay, width: number, height: number): string {
  const open = svg.indexOf('>') + 1;
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const under =
    `<rect x="0" y="0" width="${width}" height="${height}" fill="${attribute(underlay.color)}"/>` +
    `<image x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice" href="${attribute(underlay.image)}"/>`;
  return `${svg.slice(0, open)}${under}${svg.slice(open)}`;
}
