import { describe, expect, it } from 'vitest';
import { validateConfigText } from '../../src/config/validate.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';

const minimal = { name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] };

/** Validate `value` written as pretty JSON (2 spaces), so positions in snapshots are easy to check by eye. */
function check(value: unknown) {
  return validateConfigText(JSON.stringify(value, null, 2));
}

function report(value: unknown): string {
  return formatDiagnostics(check(value).diagnostics);
}

describe('validateConfigText', () => {
  it('loads a minimal config without diagnostics', () => {
    const result = check(minimal);
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.name).toBe('Acme');
  });

  it('accepts $schema', () => {
    expect(check({ $schema: './node_modules/quire/site.schema.json', ...minimal }).diagnostics).toEqual([]);
  });

  it('reports a missing name at the top of the file', () => {
    expect(report({ navigation: minimal.navigation })).toMatchInlineSnapshot(`
      "site.json:1:1 error missing required setting \`name\` [config/missing-setting]
        hint: Name of the project, used in the title of every page. e.g. "name": "Acme Docs"

      1 error"
    `);
  });

  it('reports wrong types with what was expected and found', () => {
    expect(
      report({ name: 42, navigation: minimal.navigation, api: { baseUrl: 8080 }, modeToggle: { isHidden: 'true' } }),
    ).toMatchInlineSnapshot(`
        "site.json:2:11 error name: expected a string, found a number [config/invalid-type]
          hint: Name of the project, used in the title of every page.
        site.json:12:16 error api.baseUrl: expected a string or an array of strings, found a number [config/invalid-type]
          hint: Base URL of every API endpoint. With an array, readers can switch between several base URLs.
        site.json:15:17 error modeToggle.isHidden: expected true or false, found "true" [config/invalid-type]
          hint: write true without quotes

        3 errors"
      `);
  });

  it('reports a colour that is not hex', () => {
    expect(report({ ...minimal, colors: { primary: 'blue' } })).toMatchInlineSnapshot(`
      "site.json:12:16 error colors.primary: expected a hex colour like "#0d9373", found "blue" [config/invalid-value]
        hint: Main colour, used for highlights, section headers and accents in light mode.

      1 error"
    `);
  });

  it('accepts #rgb and #rrggbb colours in any case', () => {
    expect(check({ ...minimal, colors: { primary: '#0D9373', light: '#fff', dark: '#AbC' } }).diagnostics).toEqual([]);
  });

  it('suggests the closest key for a misspelled setting', () => {
    expect(report({ ...minimal, colors: { primary: '#0d9373', primray: '#0d9373' } })).toMatchInlineSnapshot(`
      "site.json:13:5 error colors.primray: unknown setting \`primray\` [config/unknown-key]
        hint: did you mean \`primary\`? allowed settings in \`colors\`: \`primary\`, \`light\`, \`dark\`, \`background\`, \`anchors\`

      1 error"
    `);
  });

  it('suggests the closest enum value: duo-tone → duotone', () => {
    expect(report({ ...minimal, anchors: [{ name: 'API', url: 'api', iconType: 'duo-tone' }] })).toMatchInlineSnapshot(`
      "site.json:15:19 error anchors[0].iconType: expected one of "brands", "duotone", "light", "sharp-solid", "solid", "thin", "regular", "sharp-regular", "sharp-light", "sharp-thin", "sharp-duotone-solid", found "duo-tone" [config/invalid-value]
        hint: did you mean \`duotone\`?

      1 error"
    `);
  });

  it('suggests the right case: Bearer → bearer', () => {
    expect(report({ ...minimal, api: { auth: { method: 'Bearer' } } })).toMatchInlineSnapshot(`
      "site.json:13:17 error api.auth.method: expected one of "bearer", "basic", "key", found "Bearer" [config/invalid-value]
        hint: did you mean \`bearer\`?

      1 error"
    `);
  });

  it('lists the allowed footerSocials platforms for an unknown one', () => {
    expect(
      report({ ...minimal, footerSocials: { github: 'https://github.com/acme', tiktok: 'https://tiktok.com/@acme' } }),
    ).toMatchInlineSnapshot(`
        "site.json:13:5 error footerSocials.tiktok: unknown platform \`tiktok\` [config/unknown-key]
          hint: allowed platforms in \`footerSocials\`: \`website\`, \`facebook\`, \`twitter\`, \`x\`, \`x-twitter\`, \`discord\`, \`slack\`, \`github\`, \`linkedin\`, \`instagram\`, \`hacker-news\`, \`youtube\`, \`medium\`, \`telegram\`, \`bluesky\`, \`threads\`, \`reddit\`, \`podcast\`

        1 error"
      `);
  });

  it('accepts the Mintlify footerSocials platforms as well as the spec ones', () => {
    const footerSocials = {
      'hacker-news': 'https://news.ycombinator.com',
      x: 'https://x.com/acme',
      bluesky: 'https://bsky.app',
    };
    const result = check({ ...minimal, footerSocials });
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.footerSocials).toEqual(footerSocials);
  });

  it('requires a name on a link call-to-action, also when type is left out', () => {
    expect(report({ ...minimal, topbarCtaButton: { url: 'https://app.acme.com' } })).toMatchInlineSnapshot(`
      "site.json:11:22 error topbarCtaButton: missing required setting \`name\` [config/missing-setting]
        hint: Text of the button. Required when \`type\` is "link" (the default). e.g. "name": "Get started"

      1 error"
    `);
    expect(check({ ...minimal, topbarCtaButton: { type: 'link', url: '/start' } }).config).toBeUndefined();
    expect(
      check({ ...minimal, topbarCtaButton: { type: 'github', url: 'https://github.com/acme/acme' } }).diagnostics,
    ).toEqual([]);
  });

  it('requires both background colours', () => {
    expect(
      report({ ...minimal, colors: { primary: '#0d9373', background: { light: '#ffffff' } } }),
    ).toMatchInlineSnapshot(`
      "site.json:13:19 error colors.background: missing required setting \`dark\` [config/missing-setting]
        hint: Background colour in dark mode; required together with \`light\`. e.g. "dark": "#0f1117"

      1 error"
    `);
  });

  it('requires `to` in an anchor gradient and accepts `via`', () => {
    expect(
      report({ ...minimal, anchors: [{ name: 'API', url: 'api', color: { from: '#0d9373' } }] }),
    ).toMatchInlineSnapshot(`
      "site.json:15:16 error anchors[0].color: missing required setting \`to\` [config/missing-setting]
        hint: End colour of the gradient. e.g. "to": "#0d9373"

      1 error"
    `);
    const gradient = { from: '#0d9373', via: '#222', to: '#07c983' };
    expect(
      check({ ...minimal, anchors: [{ name: 'API', url: 'api', color: gradient }] }).config?.anchors[0].color,
    ).toEqual(gradient);
  });

  it('reports every problem at once, each with a position and a path', () => {
    const result = check({
      navigation: [{ group: 'Start', pages: ['index', 7, { group: 'Nested' }] }, 'loose-page'],
      colors: { primary: 'green' },
      api: { playground: { mode: 'visible' } },
      versions: 'v1',
      tabs: [{ name: 'API' }],
    });
    expect(result.config).toBeUndefined();
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "site.json:1:1 error missing required setting \`name\` [config/missing-setting]
        hint: Name of the project, used in the title of every page. e.g. "name": "Acme Docs"
      site.json:7:9 error navigation[0].pages[1]: expected a page path or a nested group, found a number [config/invalid-type]
        hint: A page (the path of a markdown file relative to the docs folder, without extension) or a nested group.
      site.json:8:9 error navigation[0].pages[2]: missing required setting \`pages\` [config/missing-setting]
        hint: Pages of the group: paths of markdown files relative to the docs folder (without extension), or nested groups.
      site.json:13:5 error navigation[1]: expected a navigation group like { "group": "Get started", "pages": ["introduction"] }, found "loose-page" [config/invalid-type]
        hint: A navigation group: a name and the pages in it.
      site.json:16:16 error colors.primary: expected a hex colour like "#0d9373", found "green" [config/invalid-value]
        hint: Main colour, used for highlights, section headers and accents in light mode.
      site.json:20:15 error api.playground.mode: expected one of "show", "simple", "hide", found "visible" [config/invalid-value]
        hint: "show" shows the playground, "simple" shows the endpoint without interactivity, "hide" hides it.
      site.json:23:15 error versions: expected an array of version names, found "v1" [config/invalid-type]
        hint: wrap it in brackets to make a one-item array: ["v1"]
      site.json:25:5 error tabs[0]: missing required setting \`url\` [config/missing-setting]
        hint: Start of the URL of the pages that belong to the tab, usually a folder name. e.g. "url": "api-reference"

      8 errors"
    `);
    for (const d of result.diagnostics) {
      expect(d.position).toBeDefined();
      expect(d.file).toBe('site.json');
    }
  });

  it('turns Mintlify-only settings into warnings and still loads', () => {
    const result = check({
      ...minimal,
      banner: { content: 'New!' },
      colors: { primary: '#0d9373', anchors: { from: '#000', to: '#fff' } },
      feedback: { thumbsRating: true, suggestEdit: true },
    });
    expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
      "site.json:11:3 warning banner: \`banner\` is a Mintlify setting Quire does not support yet; it is ignored [config/unsupported-setting]
        hint: Mintlify: announcement banner at the top of every page. Remove it to silence this warning.

      1 warning"
    `);
    // `feedback.thumbsRating` is a supported setting now, resolved beside the other two.
    expect(result.config?.feedback).toEqual({ suggestEdit: true, raiseIssue: false, thumbsRating: true });
    expect(result.config).not.toHaveProperty('banner');
  });

  it('warns once about a Mintlify setting repeated in many places', () => {
    const topbarLinks = [
      { name: 'A', url: 'https://a.example', arrow: true },
      { name: 'B', url: 'https://b.example', arrow: true },
      { name: 'C', url: 'https://c.example', arrow: false },
    ];
    const result = check({ name: 'Acme', navigation: [], topbarLinks });
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({
      severity: 'warning',
      jsonPath: 'topbarLinks[0].arrow',
      hint: expect.stringContaining('also set in 2 other places'),
    });
    expect(result.config?.topbarLinks).toHaveLength(3);
  });

  it('reads a group icon (Mintlify `navigation[].icon`) without a warning', () => {
    const navigation = [{ group: 'A', icon: 'rocket', iconType: 'solid', pages: ['a'] }];
    const result = check({ name: 'Acme', navigation });
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.navigation[0]).toMatchObject({ icon: 'rocket', iconType: 'solid' });
  });

  it('does not validate inside an ignored Mintlify setting, but still checks typos next to it', () => {
    const result = check({ ...minimal, rounded: { anything: ['goes'] }, navigaton: [] });
    expect(result.diagnostics.map((d) => [d.severity, d.jsonPath, d.hint])).toEqual([
      ['warning', 'rounded', expect.any(String)],
      ['error', 'navigaton', expect.stringMatching(/^did you mean `navigation`\?/)],
    ]);
  });

  it('points unknown keys at the key itself', () => {
    const text = '{\n  "name": "Acme",\n  "navigation": [],\n  "colour": {}\n}';
    const [diagnostic] = validateConfigText(text).diagnostics;
    expect(diagnostic).toMatchObject({
      rule: 'config/unknown-key',
      position: { line: 4, column: 3 },
      jsonPath: 'colour',
    });
    expect(diagnostic.hint).toMatch(/^did you mean `colors`\?/);
  });

  it('explains that the docs.json navigation format is not supported', () => {
    const [diagnostic] = check({ name: 'Acme', navigation: { groups: [] } }).diagnostics;
    expect(diagnostic.message).toBe(
      'expected an array of navigation groups like { "group": "Get started", "pages": ["introduction"] }, found an object',
    );
    expect(diagnostic.hint).toMatch(/docs\.json/);
  });

  it('rejects an empty page path', () => {
    const [diagnostic] = check({ name: 'Acme', navigation: [{ group: 'A', pages: [''] }] }).diagnostics;
    expect(diagnostic.message).toBe('expected a page path or a nested group, found an empty string');
  });

  it('reports a root that is not an object', () => {
    expect(formatDiagnostics(validateConfigText('[1, 2]').diagnostics)).toMatchInlineSnapshot(`
      "site.json:1:1 error expected an object of settings like { "name": "Acme", "navigation": [] }, found an array [config/invalid-type]
        hint: Settings of a Quire documentation site: its name, navigation, look and API reference. Required: \`name\` and \`navigation\`.

      1 error"
    `);
  });

  it('treats a __proto__ key as an unknown setting', () => {
    const result = validateConfigText('{"name": "Acme", "navigation": [], "__proto__": {"name": 1}}');
    expect(result.diagnostics.map((d) => [d.rule, d.jsonPath])).toEqual([['config/unknown-key', '__proto__']]);
  });

  it('uses the file name it is given', () => {
    const [diagnostic] = validateConfigText('{}', 'docs/site.json').diagnostics;
    expect(diagnostic.file).toBe('docs/site.json');
  });
});
