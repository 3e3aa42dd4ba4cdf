import { loadIcon } from '../../src/icons/index.js';
import { describe, expect, it } from 'vitest';
import { validateConfigText } from '../../src/config/index.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { resolveGraph } from '../../src/graph/index.js';
import { resolveSiteIcons, UI_ICONS } from '../../src/icons/index.js';
import { contentIndex } from '../graph/helpers.js';

function graphOf(site: object) {
  const { config } = validateConfigText(JSON.stringify(site, null, 2));
  if (!config) throw new Error('test config is invalid');
  return resolveGraph(
    config,
    contentIndex({ 'index.md': '# Home', 'guides/a.md': '# A', 'api/b.md': '# B', 'old/c.md': '# C' }),
  ).graph;
}

const navigation = [{ group: 'Start', pages: ['index', 'guides/a', 'api/b', 'old/c'] }];

describe('resolveSiteIcons', () => {
  it('warns once per Pro-style icon and per unknown icon, pointing at the anchor, and draws what it can', () => {
    const graph = graphOf({
      name: 'Docs',
      navigation,
      topAnchor: { name: 'Home', icon: 'house', iconType: 'solid' },
      anchors: [
        { name: 'Guides', url: 'guides', icon: 'star', iconType: 'light' },
        { name: 'API', url: 'api', icon: 'terminall', iconType: 'solid' },
        { name: 'Old', url: 'old', icon: 'box-archive' },
      ],
    });
    const { icons, diagnostics } = resolveSiteIcons(graph, 'site.json');
    expect(formatDiagnostics(diagnostics)).toMatchInlineSnapshot(`
      "site.json:20:5 warning anchors[0]: anchor "Guides" asks for the Font Awesome Pro style "light" of "star"; it is shown in the free "regular" style [icons/pro-style]
        hint: set \`anchors[0].iconType\` to "regular" to keep this look without the warning
      site.json:26:5 warning anchors[1]: anchor "API": icon "terminall" matches no icon in Font Awesome Free, Lucide or Tabler; Quire draws "terminal" in its place [icons/unknown-icon]
        hint: did you mean \`terminal\`?

      2 warnings"
    `);
    expect(icons.anchors[0]).toContain('class="q-icon q-anchor-svg"');
    expect(icons.anchors[1]).toMatch(/^<svg/);
    // An unknown name is drawn as its did-you-mean (here `terminal`), never left blank.
    expect(icons.anchors[2]).toBe(loadIcon({ name: 'terminal', style: 'solid' }, 'q-icon q-anchor-svg'));
    // The default duotone style falls back to solid without a warning: every anchor that names no style has it.
    expect(icons.anchors[3]).toMatch(/^<svg/);
  });

  it('points at topAnchor for the top anchor, and draws no anchor icons when there is only one anchor', () => {
    const many = resolveSiteIcons(
      graphOf({
        name: 'Docs',
        navigation,
        topAnchor: { icon: 'house', iconType: 'thin' },
        anchors: [{ name: 'G', url: 'guides' }],
      }),
      'site.json',
    );
    expect(many.diagnostics.map((d) => [d.rule, d.jsonPath])).toEqual([['icons/pro-style', 'topAnchor']]);
    const single = resolveSiteIcons(
      graphOf({ name: 'Docs', navigation, topAnchor: { icon: 'nope-nope', iconType: 'thin' } }),
      'site.json',
    );
    expect(single.diagnostics).toEqual([]);
    expect(single.icons.anchors).toEqual(['']);
  });

  it('loads the footer socials with their accessible names and every control icon', () => {
    const { icons } = resolveSiteIcons(
      graphOf({
        name: 'Docs',
        navigation,
        footerSocials: { github: 'https://github.com/a', 'hacker-news': 'https://news.ycombinator.com/user?id=a' },
      }),
      'site.json',
    );
    expect(Object.keys(icons.socials)).toEqual(['github', 'hacker-news']);
    expect(icons.socials['hacker-news'].label).toBe('Hacker News');
    expect(icons.socials.github.svg).toMatch(/^<svg class="q-icon"/);
    expect(Object.keys(icons.ui).sort()).toEqual(Object.keys(UI_ICONS).sort());
  });
});
