/** docs.json outside `navigation`: each area mapped onto the settings Quire has, and a warning for the rest. */
import { describe, expect, it } from 'vitest';
import { validateConfigText } from '../../../src/config/validate.js';
import { check, found, minimal } from './check.js';

function configOf(value: Record<string, unknown>) {
  const result = check({ ...minimal, ...value });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  if (!result.config) throw new Error('no config');
  return result.config;
}

describe('docs.json settings', () => {
  it('gives everything outside the navigation the defaults a site.json gets', () => {
    const site = validateConfigText(JSON.stringify({ name: 'Acme', navigation: [] })).config;
    const { explicitNavigation, ...docs } = configOf({});
    expect(explicitNavigation).toBeDefined();
    expect(docs).toEqual(site);
  });

  it('reads any Mintlify theme without a warning, and warns about a misspelt one, which gets the mint look', () => {
    for (const theme of ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'])
      expect(check({ ...minimal, theme }).diagnostics).toEqual([]);
    expect(configOf({ theme: 'palm' }).layoutTheme).toBe('palm');
    expect(configOf({ theme: 'mint' }).layoutTheme).toBeUndefined();
    const wrong = check({ ...minimal, theme: 'Maple' });
    expect(found(wrong)).toEqual(['warning config/unknown-theme theme']);
    expect(wrong.diagnostics[0].hint).toBe('did you mean "maple"?');
    expect(wrong.config?.layoutTheme).toBeUndefined();
  });

  it('reads name, colors and logo as site.json does', () => {
    const config = configOf({
      colors: { primary: '#0d9373', light: '#07c983' },
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.com' },
    });
    expect(config.name).toBe('Acme');
    expect(config.colors).toEqual({ primary: '#0d9373', light: '#07c983', dark: '#0d9373' });
    expect(config.logo).toEqual({ light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://acme.com' });
    expect(configOf({ logo: '/logo.svg' }).logo).toEqual({ light: '/logo.svg', dark: '/logo.svg', href: '/' });
  });

  it('reads favicon as a path or a pair; a dark one that differs is the favicon of a dark system setting', () => {
    expect(configOf({ favicon: '/favicon.svg' }).favicon).toBe('/favicon.svg');
    const pair = check({ ...minimal, favicon: { light: '/f.svg', dark: '/f.svg' } });
    expect(pair.diagnostics).toEqual([]);
    expect(pair.config?.favicon).toBe('/f.svg');
    expect(pair.config?.imageSettings).toEqual([
      { value: '/f.svg', jsonPath: 'favicon.light', position: { line: 14, column: 14 } },
    ]);
    const differs = check({ ...minimal, favicon: { light: '/f.svg', dark: '/f-dark.svg' } });
    expect(found(differs)).toEqual([]);
    expect(differs.config?.favicon).toBe('/f.svg');
    expect(differs.config?.faviconDark).toBe('/f-dark.svg');
    // Checked against the docs folder like the other images.
    expect(differs.config?.imageSettings?.map((s) => s.jsonPath)).toEqual(['favicon.light', 'favicon.dark']);
  });

  it('reads appearance into the light/dark toggle', () => {
    expect(configOf({ appearance: { default: 'dark', strict: true } }).modeToggle).toEqual({
      default: 'dark',
      isHidden: true,
    });
    expect(configOf({ appearance: { default: 'system' } }).modeToggle).toEqual({ isHidden: false });
  });

  it('reads background image and colours; a colour for one mode keeps the default of the other', () => {
    const config = configOf({ background: { image: '/bg.png', color: { dark: '#000000' } } });
    expect(config.backgroundImage).toBe('/bg.png');
    expect(config.imageSettings).toEqual([expect.objectContaining({ value: '/bg.png', jsonPath: 'background.image' })]);
    expect(config.colors.background).toEqual({ light: '#ffffff', dark: '#000000' });
    const pair = check({
      ...minimal,
      background: { image: { light: '/bg.png', dark: '/bg-dark.png' }, decoration: 'grid' },
    });
    expect(pair.config?.backgroundImage).toBe('/bg.png');
    // The decoration is honoured (see test/config/appearance.test.ts); the dark image is the dark theme's.
    expect(found(pair)).toEqual([]);
    expect(pair.config?.backgroundImageDark).toBe('/bg-dark.png');
    expect(pair.config?.backgroundDecoration).toBe('grid');
  });

  it('reads icons.library: Lucide and Tabler name the set icons are looked up in first, Font Awesome is the default', () => {
    const fontAwesome = check({ ...minimal, icons: { library: 'fontawesome' } });
    expect(fontAwesome.diagnostics).toEqual([]);
    expect(fontAwesome.config?.iconLibrary).toBeUndefined();
    for (const library of ['lucide', 'tabler'] as const) {
      const other = check({ ...minimal, icons: { library } });
      expect(other.diagnostics).toEqual([]);
      expect(other.config?.iconLibrary).toBe(library);
    }
  });

  it('reads navbar links and the primary button into the topbar', () => {
    const config = configOf({
      navbar: {
        links: [
          { label: 'Blog', href: 'https://acme.com/blog' },
          { type: 'github', href: 'https://github.com/acme/acme' },
          { type: 'discord', label: 'Chat', href: 'https://discord.gg/acme' },
        ],
        primary: { type: 'button', label: 'Sign up', href: 'https://app.acme.com' },
      },
    });
    expect(config.topbarLinks).toEqual([
      { name: 'Blog', url: 'https://acme.com/blog' },
      { name: 'GitHub', url: 'https://github.com/acme/acme' },
      { name: 'Chat', url: 'https://discord.gg/acme' },
    ]);
    expect(config.topbarCtaButton).toEqual({ type: 'link', url: 'https://app.acme.com', name: 'Sign up' });
    const github = configOf({ navbar: { primary: { type: 'github', href: 'https://github.com/acme/acme' } } });
    expect(github.topbarCtaButton).toEqual({ type: 'github', url: 'https://github.com/acme/acme' });
    const discord = configOf({ navbar: { primary: { type: 'discord', href: 'https://discord.gg/acme' } } });
    expect(discord.topbarCtaButton).toEqual({ type: 'link', url: 'https://discord.gg/acme', name: 'Discord' });
  });

  it('requires a label on plain links and buttons, and reads link icons', () => {
    const result = check({
      ...minimal,
      navbar: {
        links: [{ href: '/a' }, { label: 'B', href: '/b', icon: 'star' }],
        primary: { type: 'button', href: '/c' },
      },
    });
    expect(found(result)).toEqual([
      'error config/missing-setting navbar.links[0]',
      'error config/missing-setting navbar.primary',
    ]);
    const fine = check({ ...minimal, navbar: { links: [{ label: 'B', href: '/b', icon: 'star' }] } });
    expect(fine.config?.topbarLinks).toEqual([{ name: 'B', url: '/b', icon: 'star' }]);
  });

  it('reads footer socials (earth-americas is the website link) and link columns', () => {
    const result = check({
      ...minimal,
      footer: {
        socials: { x: 'https://x.com/acme', 'earth-americas': 'https://acme.com' },
        links: [{ header: 'Company', items: [{ label: 'Jobs', href: '/jobs' }] }],
      },
    });
    expect(result.config?.footerSocials).toEqual({ x: 'https://x.com/acme', website: 'https://acme.com' });
    expect(found(result)).toEqual([]);
    expect(result.config?.footerLinks).toEqual([{ header: 'Company', items: [{ label: 'Jobs', href: '/jobs' }] }]);
    const unknown = check({ ...minimal, footer: { socials: { mastadon: 'https://a.b' } } });
    expect(found(unknown)).toEqual(['warning config/unknown-key footer.socials.mastadon']);
    expect(unknown.config?.footerSocials).toEqual({});
  });

  it('reads api.openapi in each form, with where each file is written', () => {
    expect(configOf({ api: { openapi: 'openapi.json' } })).toMatchObject({
      openapi: ['openapi.json'],
      openapiLocations: [{ jsonPath: 'api.openapi', position: { line: 14, column: 16 } }],
    });
    expect(configOf({ api: { openapi: ['a.yaml', { source: 'https://acme.com/b.yaml' }] } })).toMatchObject({
      openapi: ['a.yaml', 'https://acme.com/b.yaml'],
      openapiLocations: [{ jsonPath: 'api.openapi[0]' }, { jsonPath: 'api.openapi[1].source' }],
    });
    const object = check({ ...minimal, api: { openapi: { source: 'c.yaml', directory: 'specs' } } });
    expect(object.config?.openapi).toEqual(['c.yaml']);
    expect(found(object)).toEqual(['warning config/unsupported-setting api.openapi.directory']);
  });

  it.each([
    ['interactive', 'show'],
    ['simple', 'simple'],
    ['none', 'hide'],
  ] as const)('maps playground display %s to mode %s', (display, mode) => {
    expect(configOf({ api: { playground: { display } } }).api.playground.mode).toBe(mode);
  });

  it('hides the playground meant for logged-in readers, with a warning', () => {
    const result = check({ ...minimal, api: { playground: { display: 'auth', proxy: false } } });
    expect(result.config?.api.playground.mode).toBe('hide');
    expect(found(result)).toEqual([
      'warning config/unsupported-setting api.playground.display',
      'warning config/unsupported-setting api.playground.proxy',
    ]);
  });

  it('reads api.mdx into base URLs and authentication', () => {
    const config = configOf({
      api: {
        mdx: {
          server: ['https://api.acme.com', 'https://sandbox.acme.com'],
          auth: { method: 'key', name: 'x-api-key' },
        },
      },
    });
    expect(config.api).toMatchObject({
      baseUrl: ['https://api.acme.com', 'https://sandbox.acme.com'],
      auth: { method: 'key', name: 'x-api-key' },
    });
    const cobo = check({ ...minimal, api: { mdx: { auth: { method: 'cobo' } } } });
    expect(cobo.config?.api.auth).toEqual({});
    expect(found(cobo)).toEqual(['warning config/unsupported-setting api.mdx.auth.method']);
  });

  it.each(['interaction', 'markdown', 'public'])(
    'warns once that %s is not supported, saying what Quire does instead',
    (key) => {
      const result = check({ ...minimal, [key]: { anything: [1, 2] } });
      expect(found(result)).toEqual([`warning config/unsupported-setting ${key}`]);
      expect(result.diagnostics[0].hint).toMatch(
        /^Mintlify: .+\. (In )?Quire\b.+ Remove it to silence this warning\.$/,
      );
      expect(result.config).toBeDefined();
    },
  );

  it('reads metadata.timestamp (once warned as not supported)', () => {
    expect(check({ ...minimal, metadata: { timestamp: true } }).config?.timestamp).toBe(true);
    expect(check({ ...minimal, metadata: { timestamp: false } }).config?.timestamp).toBeUndefined();
    expect(found(check({ ...minimal, metadata: { timestamp: true } }))).toEqual([]);
  });

  it.each(['params', 'url', 'asyncapi'])('warns once that api.%s is not supported', (key) => {
    expect(found(check({ ...minimal, api: { [key]: {} } }))).toEqual([`warning config/unsupported-setting api.${key}`]);
  });

  it('names the docs.json place of a mint.json setting', () => {
    const result = check({ ...minimal, topbarCtaButton: { url: 'x' }, modeToggle: {}, rounded: 'x', colours: {} });
    expect(result.diagnostics.map((d) => `${d.jsonPath}: ${d.hint}`)).toEqual([
      'topbarCtaButton: `topbarCtaButton` is the mint.json name; in docs.json it is `navbar.primary`',
      'modeToggle: `modeToggle` is the mint.json name; in docs.json it is `appearance`',
      'rounded: `rounded` is a mint.json setting that docs.json does not have; remove it',
      expect.stringMatching(/^colours: did you mean `colors`\?/),
    ]);
  });
});

describe('docs.json URL safety', () => {
  it('refuses script URLs in every link and image setting, and a base URL that is not http(s)', () => {
    const result = check({
      name: 'Acme',
      logo: { light: 'javascript:alert(1)', dark: '/d.svg', href: 'javascript:alert(2)' },
      favicon: 'data:text/html,<script>alert(3)</script>',
      background: { image: 'vbscript:x' },
      navbar: {
        links: [{ label: 'A', href: ' javascript:alert(4)' }],
        primary: { type: 'button', label: 'B', href: 'data:text/html,x' },
      },
      footer: { socials: { github: 'javascript:alert(5)' } },
      api: { mdx: { server: ['https://ok.acme.com', 'ftp://files.acme.com'] } },
      navigation: {
        global: { anchors: [{ anchor: 'Blog', href: 'javascript:alert(6)' }] },
        tabs: [{ tab: 'T', menu: [{ item: 'I', href: 'JAVASCRIPT:alert(7)' }] }],
      },
    });
    expect(result.config).toBeUndefined();
    expect(found(result)).toEqual([
      'error config/unsafe-url logo.light',
      'error config/unsafe-url logo.href',
      'error config/unsafe-url favicon',
      'error config/unsafe-url background.image',
      'error config/unsafe-url navbar.links[0].href',
      'error config/unsafe-url navbar.primary.href',
      'error config/unsafe-url footer.socials.github',
      'error config/invalid-url api.mdx.server[1]',
      'error config/unsafe-url navigation.global.anchors[0].href',
      'error config/unsafe-url navigation.tabs[0].menu[0].href',
    ]);
  });

  it('accepts http(s), mailto, relative and data:image URLs', () => {
    const result = check({
      ...minimal,
      logo: { light: 'data:image/svg+xml,<svg/>', dark: '/d.svg', href: '/' },
      navbar: { links: [{ label: 'Mail', href: 'mailto:hi@acme.com' }] },
      api: { mdx: { server: 'http://localhost:4010' } },
    });
    expect(result.diagnostics).toEqual([]);
  });
});
