/** KaTeX's stylesheet and fonts as site files: hashed names, WOFF2 only, and the classes for its inline styles. */
import { describe, expect, it } from 'vitest';
import { createMathAssets } from '../../src/render/math-assets.js';

const CSS =
  '@font-face{font-family:KaTeX_AMS;src:url(fonts/KaTeX_AMS-Regular.woff2) format("woff2"),url(fonts/KaTeX_AMS-Regular.woff) format("woff"),url(fonts/KaTeX_AMS-Regular.ttf) format("truetype")}.katex{font:normal 1.21em KaTeX_Main}';
const fonts = [{ name: 'KaTeX_AMS-Regular.woff2', content: new Uint8Array([119, 79, 70, 50]) }];

describe('createMathAssets', () => {
  const { init, files } = createMathAssets({ css: CSS, fonts });
  const css = files.find((file) => file.path === init.stylesheet)?.content as string;

  it('publishes the fonts under _quire/katex/ with content hashes, as bytes', () => {
    const font = files.find((file) => file.path.endsWith('.woff2'));
    expect(font?.path).toMatch(/^_quire\/katex\/KaTeX_AMS-Regular\.[0-9a-f]{8}\.woff2$/);
    expect(font?.content).toEqual(fonts[0].content);
  });

  it('points the stylesheet at them, WOFF2 only, and adds the inline-style classes', () => {
    expect(init.stylesheet).toMatch(/^_quire\/katex\/katex\.[0-9a-f]{8}\.css$/);
    const font = files.find((file) => file.path.endsWith('.woff2'))!;
    expect(css).toContain(`src:url(${font.path.slice('_quire/katex/'.length)}) format("woff2")}`);
    expect(css).not.toMatch(/\.woff\)|\.ttf\)/);
    expect(css).toContain('.katex{font:normal 1.21em KaTeX_Main}');
    expect(css).toContain('.kq-h{');
  });

  it('is deterministic', () => {
    expect(createMathAssets({ css: CSS, fonts })).toEqual({ init, files });
  });

  it('refuses a stylesheet naming a font that is not shipped (a KaTeX upgrade to check)', () => {
    expect(() => createMathAssets({ css: CSS, fonts: [] })).toThrow(/Internal error/);
  });
});
