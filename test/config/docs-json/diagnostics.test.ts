/** The whole report for a docs.json with many mistakes: every problem at once, each at file:line:col with a hint. */
import { expect, it } from 'vitest';
import { validateDocsJsonText } from '../../../src/config/docs-json/index.js';
import { formatDiagnostics } from '../../../src/diagnostics-format.js';

const docsJson = `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "mintt",
  "name": "Acme",
  "colors": { "primary": "green", "ligth": "#fff" },
  "logo": { "light": "/logo.svg" },
  "favicon": "javascript:alert(1)",
  "topbarLinks": [],
  "appearance": { "default": "dim", "strict": "true" },
  "navbar": {
    "links": [{ "href": "https://acme.com/blog" }],
    "primary": { "type": "button", "label": "Go", "href": "javascript:alert(1)" }
  },
  "footer": { "socials": { "mastodon": "https://x.y" }, "links": [] },
  "api": { "playground": { "display": "full" }, "mdx": { "server": "api.acme.com" } },
  "navigation": {
    "languages": [
      {
        "language": "en",
        "tabs": [
          { "tab": "Guides", "groups": [{ "group": "Start", "pages": ["index", 3, { "group": "Deep", "page": [] }] }], "pages": ["x"] },
          { "tab": "Blog", "href": "javascript:void(0)" },
          { "tab": "API", "openapi": ["a.yaml", "b.yaml"], "icon": { "nme": "code" } }
        ]
      },
      { "$ref": "nav/fr.json" },
      { "$ref": "nav/missing.json" },
      { "language": "fr-FR", "pages": ["fr/index"] }
    ],
    "global": { "anchors": [{ "anchor": "Blog" }] }
  },
  "seo": { "indexing": "all" },
  "redirects": []
}
`;

const files: Record<string, string> = {
  'nav/fr.json': `{
  "language": "fr",
  "tabs": [{ "tab": "Guides", "grups": [], "directory": "card" }]
}
`,
};

it('reports every mistake of a docs.json at once, in the file each is in', () => {
  const result = validateDocsJsonText(docsJson, 'docs.json', (path) => files[path]);
  expect(result.config).toBeUndefined();
  expect(formatDiagnostics(result.diagnostics)).toMatchInlineSnapshot(`
    "docs.json:5:26 error colors.primary: expected a hex colour like "#0d9373", found "green" [config/invalid-value]
      hint: Main colour, used for links, the current page and accents in light mode.
    docs.json:5:35 warning colors.ligth: unknown setting \`ligth\` is ignored [config/unknown-key]
      hint: allowed settings in \`colors\`: \`primary\`, \`light\`, \`dark\`
    docs.json:6:11 error logo: missing required setting \`dark\` [config/missing-setting]
      hint: Path to the logo shown in dark mode. e.g. "dark": "/logo/dark.svg"
    docs.json:7:14 error favicon: expected an image path or URL, found a javascript: URL, which would run script [config/unsafe-url]
      hint: use a file of the docs folder (e.g. "/logo/light.svg"), an https: URL, or a data:image/… URL
    docs.json:8:3 warning topbarLinks: unknown setting \`topbarLinks\` is ignored [config/unknown-key]
      hint: \`topbarLinks\` is the mint.json name; in docs.json it is \`navbar.links\`
    docs.json:9:30 error appearance.default: expected one of "system", "light", "dark", found "dim" [config/invalid-value]
      hint: The mode readers see first: "system" follows their operating system.
    docs.json:9:47 error appearance.strict: expected true or false, found "true" [config/invalid-type]
      hint: write true without quotes
    docs.json:11:15 error navbar.links[0]: missing required setting \`label\` [config/missing-setting]
      hint: Text of the link. e.g. "label": "Blog"
    docs.json:12:59 error navbar.primary.href: expected an http(s), mailto or relative URL, found a javascript: URL, which would run script or show inline content when clicked [config/unsafe-url]
      hint: link to a page (e.g. "https://acme.com/support" or "guides/setup"); javascript: and data: URLs are refused
    docs.json:14:28 warning footer.socials.mastodon: unknown platform \`mastodon\` is ignored [config/unknown-key]
      hint: allowed platforms in \`footer.socials\`: \`website\`, \`earth-americas\`, \`facebook\`, \`twitter\`, \`x\`, \`x-twitter\`, \`discord\`, \`slack\`, \`github\`, \`linkedin\`, \`instagram\`, \`hacker-news\`, \`youtube\`, \`medium\`, \`telegram\`, \`bluesky\`, \`threads\`, \`reddit\`, \`podcast\`
    docs.json:15:39 error api.playground.display: expected one of "interactive", "simple", "none", "auth", found "full" [config/invalid-value]
      hint: "interactive" shows the full playground, "simple" the endpoint and code samples without sending, "none" no playground. "auth" (only for logged-in readers) hides it, with a warning: Quire sites have no login.
    docs.json:15:68 error api.mdx.server: expected an absolute http(s) URL, found "api.acme.com" [config/invalid-url]
      hint: give the address of the API, e.g. "https://api.acme.com/v1"
    docs.json:21:80 error navigation.languages[0].tabs[0].groups[0].pages[1]: expected a page path or a group like { "group": "Start", "pages": ["index"] }, found a number [config/invalid-type]
      hint: A page path (relative to the docs folder, without extension), an operation reference ("GET /users", "openapi.json GET /users") or a nested group.
    docs.json:21:102 warning navigation.languages[0].tabs[0].groups[0].pages[2].page: unknown setting \`page\` is ignored [config/unknown-key]
      hint: did you mean \`pages\`? allowed settings in \`navigation.languages[0].tabs[0].groups[0].pages[2]\`: \`group\`, \`pages\`, \`icon\`, \`tag\`, \`expanded\`, \`hidden\`, \`root\`, \`openapi\`, \`asyncapi\`
    docs.json:21:120 warning navigation.languages[0].tabs[0].pages: a tab holds \`groups\` and \`pages\`; Mintlify shows only \`groups\`, Quire also shows the 1 page of \`pages\` no group lists, first [config/mixed-content]
      hint: move the pages of \`pages\` into a group to silence this warning
    docs.json:22:36 error navigation.languages[0].tabs[1].href: expected an http(s), mailto or relative URL, found a javascript: URL, which would run script or show inline content when clicked [config/unsafe-url]
      hint: link to a page (e.g. "https://acme.com/support" or "guides/setup"); javascript: and data: URLs are refused
    docs.json:23:68 error navigation.languages[0].tabs[2].icon: missing required setting \`name\` [config/missing-setting]
      hint: Name of the icon, without the \`fa-\` prefix. e.g. "name": "book-open"
    docs.json:23:70 warning navigation.languages[0].tabs[2].icon.nme: unknown setting \`nme\` is ignored [config/unknown-key]
      hint: did you mean \`name\`? allowed settings in \`navigation.languages[0].tabs[2].icon\`: \`name\`, \`style\`
    docs.json:27:17 error navigation.languages[2].$ref: \`$ref\` names nav/missing.json, which is not in the docs folder [config/missing-ref]
      hint: create nav/missing.json, or fix the path (it is relative to the docs folder)
    docs.json:28:21 error navigation.languages[3].language: expected one of "en", "cn", "zh", "zh-Hans", "zh-Hant", "zh-CN", "zh-TW", "es", "fr", "fr-CA", "fr-ca", "ja", "jp", "ja-jp", "ja-JP", "pt", "pt-BR", "de", "ko", "it", "ru", "ro", "cs", "id", "ar", "tr", "hi", "sv", "no", "da", "lv", "nl", "uk", "vi", "pl", "uz", "he", "ca", "fi", "hu", found "fr-FR" [config/invalid-value]
      hint: Language code of this part of the site, shown in the language switcher.
    docs.json:30:29 error navigation.global.anchors[0]: missing required setting \`href\` [config/missing-setting]
      hint: Where the link goes: an http(s) URL or a path of this site. e.g. "href": "https://acme.com/blog"
    nav/fr.json:3:31 warning navigation.languages[1].tabs[0].grups: unknown setting \`grups\` is ignored [config/unknown-key]
      hint: did you mean \`groups\`? allowed settings in \`navigation.languages[1].tabs[0]\`: \`tab\`, \`icon\`, \`hidden\`, \`href\`, \`openapi\`, \`languages\`, \`versions\`, \`dropdowns\`, \`anchors\`, \`products\`, \`groups\`, \`pages\`, \`menu\`, \`global\`, \`asyncapi\`
    nav/fr.json:3:44 warning navigation.languages[1].tabs[0].directory: \`directory\` is a Mintlify setting Quire does not support yet; it is ignored [config/unsupported-setting]
      hint: Mintlify: list the child pages of a group's root page below its content. Quire shows the root page as written. Remove it to silence this warning.

    15 errors, 8 warnings"
  `);
});
