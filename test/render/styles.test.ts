import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/index.js';
import { createThemeCss, hashedName, readableTextOn } from '../../src/render/styles.js';
import { CHROME_SITE } from './helpers.js';

describe('createThemeCss', () => {
  it('turns colours into custom properties for light and dark mode', () => {
    const css = createThemeCss(
      resolveConfig({
        name: 'D',
        navigation: [],
        colors: {
          primary: '#4f46e5',
          light: '#818cf8',
          dark: '#4338ca',
          background: { light: '#fbfbfe', dark: '#0c0e1a' },
        },
      } as never),
      '/',
    );
    expect(css).toContain(
      ':root {\n  --q-primary: #4f46e5;\n  --q-link: #4f46e5;\n  --q-button: #4338ca;\n  --q-button-text: #ffffff;\n  --q-page-bg: #fbfbfe;',
    );
    expect(css).toContain('[data-theme="dark"] {\n  --q-primary: #818cf8;\n  --q-link: #818cf8;');
    expect(css).toContain('--q-page-bg: #0c0e1a;');
  });

  it('uses a lighter default primary in dark mode when no colours are set', () => {
    expect(createThemeCss(resolveConfig({ name: 'D', navigation: [] } as never), '/')).toContain(
      '[data-theme="dark"] {\n  --q-primary: #60a5fa;',
    );
  });

  it('colours the top anchor and every anchor without its own colour with `colors.anchors`', () => {
    const css = createThemeCss(
      resolveConfig({
        name: 'D',
        navigation: [],
        colors: { primary: '#4f46e5', anchors: { from: '#FF7F57', to: '#9563FF' } },
        anchors: [
          { name: 'API', url: 'api', icon: 'code' },
          { name: 'Blog', url: 'https://blog.example.com', icon: 'rss', color: '#fff' },
        ],
      } as never),
      '/',
    );
    const gradient = 'background: linear-gradient(135deg, #FF7F57, #9563FF); color: #000000;';
    expect(css).toContain(`.q-anchor-c0 .q-anchor-icon { ${gradient}`);
    expect(css).toContain(`.q-anchor-c1 .q-anchor-icon { ${gradient}`);
    expect(css).toContain('.q-anchor-c2 .q-anchor-icon { background: #fff; color: #000000;');
    // Without anchors there is nothing to colour.
    const bare = createThemeCss(
      resolveConfig({ name: 'D', navigation: [], colors: { primary: '#4f46e5', anchors: '#0d9373' } } as never),
      '/',
    );
    expect(bare).not.toContain('q-anchor-c');
  });

  it('adds the background image, anchor colours and escaped version rules', () => {
    const css = createThemeCss(resolveConfig({ ...CHROME_SITE, backgroundImage: '/bg.svg' } as never), '/docs/');
    expect(css).toContain('--q-background-image: url("/docs/bg.svg");');
    expect(css).toContain(
      '.q-anchor-c1 .q-anchor-icon { background: linear-gradient(135deg, #0f766e, #2563eb, #db2777); color: #ffffff; border-color: transparent; }',
    );
    expect(css).toContain('.q-anchor-c2 .q-anchor-icon { background: #f59e0b; color: #000000;');
    expect(css).not.toContain('.q-anchor-c3');
    expect(css).toContain(
      ':root[data-version="v2"] [data-for-version]:not([data-for-version="v2"]) { display: none; }',
    );
    expect(css).toContain(
      ':root[data-version="v\\"1"] [data-for-version]:not([data-for-version="v\\"1"]) { display: none; }',
    );
  });

  it('picks readable button text and hashes file names', () => {
    expect(readableTextOn('#ffff00')).toBe('#000000');
    expect(readableTextOn('#1e3a8a')).toBe('#ffffff');
    expect(hashedName('theme.css', 'x')).toMatch(/^_quire\/theme\.[0-9a-f]{8}\.css$/);
  });
});
