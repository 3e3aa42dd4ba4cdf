import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { DEFAULT_PRIMARY, type UserConfig } from '../../src/config/types.js';
import { validateConfigText } from '../../src/config/validate.js';

const minimal: UserConfig = { name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] };

describe('resolveConfig', () => {
  it('applies every default to a minimal config', () => {
    expect(resolveConfig(minimal)).toEqual({
      name: 'Acme',
      navigation: [
        { group: 'Start', jsonPath: 'navigation[0]', pages: [{ page: 'index', jsonPath: 'navigation[0].pages[0]' }] },
      ],
      colors: { primary: DEFAULT_PRIMARY, light: DEFAULT_PRIMARY, dark: DEFAULT_PRIMARY },
      topbarLinks: [],
      versions: [],
      anchors: [],
      topAnchor: { name: 'Documentation', icon: 'book-open', iconType: 'duotone' },
      primaryTab: { name: 'Documentation' },
      search: { location: 'top' },
      codeBlock: { mode: 'auto' },
      eyebrows: 'section',
      layout: 'topnav',
      tabs: [],
      api: {
        baseUrl: [],
        playground: { mode: 'show' },
        maintainOrder: false,
        examples: { languages: ['bash', 'python', 'javascript', 'php', 'go', 'java'] },
      },
      openapi: [],
      footerSocials: {},
      feedback: { suggestEdit: false, raiseIssue: false },
      modeToggle: { isHidden: false },
      redirects: [],
      pageMenu: ['copy', 'view', 'chatgpt', 'claude'],
    });
  });

  it('defaults the light and dark colours to primary', () => {
    expect(resolveConfig({ ...minimal, colors: { primary: '#0d9373' } }).colors).toEqual({
      primary: '#0d9373',
      light: '#0d9373',
      dark: '#0d9373',
    });
    const colors = {
      primary: '#0d9373',
      light: '#07c983',
      dark: '#0a7a5f',
      background: { light: '#fff', dark: '#000' },
    };
    expect(resolveConfig({ ...minimal, colors }).colors).toEqual(colors);
  });

  it('turns a logo string into both variants linking home', () => {
    expect(resolveConfig({ ...minimal, logo: '/logo.svg' }).logo).toEqual({
      light: '/logo.svg',
      dark: '/logo.svg',
      href: '/',
    });
    expect(resolveConfig({ ...minimal, logo: { light: '/l.svg', dark: '/d.svg' } }).logo).toEqual({
      light: '/l.svg',
      dark: '/d.svg',
      href: '/',
    });
    expect(
      resolveConfig({ ...minimal, logo: { light: '/l.svg', dark: '/d.svg', href: 'https://acme.com' } }).logo?.href,
    ).toBe('https://acme.com');
  });

  it('turns baseUrl and openapi into arrays', () => {
    const single = resolveConfig({ ...minimal, api: { baseUrl: 'https://api.acme.com' }, openapi: 'openapi.yaml' });
    expect(single.api.baseUrl).toEqual(['https://api.acme.com']);
    expect(single.openapi).toEqual(['openapi.yaml']);
    const many = resolveConfig({
      ...minimal,
      api: { baseUrl: ['https://a', 'https://b'] },
      openapi: ['a.yaml', 'b.json'],
    });
    expect(many.api.baseUrl).toEqual(['https://a', 'https://b']);
    expect(many.openapi).toEqual(['a.yaml', 'b.json']);
  });

  it('fills in anchor, top anchor, call-to-action, API and mode toggle defaults', () => {
    const config = resolveConfig({
      ...minimal,
      anchors: [
        { name: 'API', url: 'api' },
        { name: 'Blog', url: 'https://blog.acme.com', iconType: 'solid', isDefaultHidden: true, version: 'v2' },
      ],
      topAnchor: { name: 'Guides' },
      topbarCtaButton: { url: 'https://app.acme.com', name: 'Sign up' },
      api: { auth: { method: 'key', name: 'x-api-key' }, playground: {} },
      modeToggle: { default: 'dark' },
      feedback: { raiseIssue: true },
    });
    expect(config.anchors).toEqual([
      { name: 'API', url: 'api', iconType: 'duotone', isDefaultHidden: false, jsonPath: 'anchors[0]' },
      {
        name: 'Blog',
        url: 'https://blog.acme.com',
        iconType: 'solid',
        isDefaultHidden: true,
        version: 'v2',
        jsonPath: 'anchors[1]',
      },
    ]);
    expect(config.topAnchor).toEqual({ name: 'Guides', icon: 'book-open', iconType: 'duotone' });
    expect(config.topbarCtaButton).toEqual({ type: 'link', url: 'https://app.acme.com', name: 'Sign up' });
    expect(config.api).toEqual({
      baseUrl: [],
      auth: { method: 'key', name: 'x-api-key' },
      playground: { mode: 'show' },
      maintainOrder: false,
      examples: { languages: ['bash', 'python', 'javascript', 'php', 'go', 'java'] },
    });
    expect(config.modeToggle).toEqual({ default: 'dark', isHidden: false });
    expect(config.feedback).toEqual({ suggestEdit: false, raiseIssue: true });
  });

  it('converts nested navigation, keeping each entry as written with its JSON path', () => {
    const config = resolveConfig({
      name: 'Acme',
      navigation: [
        {
          group: 'Guides',
          version: 'v2',
          pages: ['/guides/intro.mdx', { group: 'Deep', pages: [{ group: 'Deeper', pages: ['x'] }] }],
        },
      ],
    });
    expect(config.navigation).toEqual([
      {
        group: 'Guides',
        version: 'v2',
        jsonPath: 'navigation[0]',
        pages: [
          { page: '/guides/intro.mdx', jsonPath: 'navigation[0].pages[0]' },
          {
            group: 'Deep',
            jsonPath: 'navigation[0].pages[1]',
            pages: [
              {
                group: 'Deeper',
                jsonPath: 'navigation[0].pages[1].pages[0]',
                pages: [{ page: 'x', jsonPath: 'navigation[0].pages[1].pages[0].pages[0]' }],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('records where each navigation entry, anchor and tab sits in site.json', () => {
    const text = [
      '{',
      '  "name": "Acme",',
      '  "navigation": [',
      '    { "group": "Start", "pages": ["index", { "group": "More", "pages": ["more"] }] }',
      '  ],',
      '  "anchors": [{ "name": "API", "url": "api" }],',
      '  "tabs": [{ "name": "Guides", "url": "guides" }]',
      '}',
    ].join('\n');
    const config = validateConfigText(text).config!;
    const [start] = config.navigation;
    expect(start.position).toEqual({ line: 4, column: 5 });
    expect(start.pages[0]).toEqual({
      page: 'index',
      jsonPath: 'navigation[0].pages[0]',
      position: { line: 4, column: 35 },
    });
    expect(start.pages[1].position).toEqual({ line: 4, column: 44 });
    expect(config.anchors[0].position).toEqual({ line: 6, column: 15 });
    expect(config.tabs[0]).toEqual({
      name: 'Guides',
      url: 'guides',
      jsonPath: 'tabs[0]',
      position: { line: 7, column: 12 },
    });
  });

  it('drops Mintlify-only settings from the resolved config', () => {
    const text = JSON.stringify({
      name: 'Acme',
      navigation: [{ group: 'A', pages: ['a'] }],
      tabs: [{ name: 'API', url: 'api', openapi: 'x.yaml', isDefaultHidden: true }],
      topbarCtaButton: { name: 'Go', url: '/go', arrow: true, style: 'pill' },
    });
    const config = validateConfigText(text).config!;
    const column = text.indexOf('{"name":"API"') + 1;
    expect(config.tabs[0]).toEqual({ name: 'API', url: 'api', jsonPath: 'tabs[0]', position: { line: 1, column } });
    expect(config.topbarCtaButton).toEqual({ type: 'link', name: 'Go', url: '/go' });
  });
});
