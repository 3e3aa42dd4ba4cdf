/**
 * Generate a deterministic docs site for benchmarks: N pages of 2–4 KB with front matter, headings, a GFM table,
 * fenced code in several languages, lists and internal links. The navigation lists every page in groups of 50, split
 * across 2 anchors and 2 tabs.
 *
 * The words (`--text`) are the corpus text, drawn by the counts of the real Mintlify corpus (the bench's default), or
 * the old synthetic text of 45 words (this function's default; byte for byte the old pages): see site-text.js.
 *
 * `--mdx` writes the same pages as MDX, with Mintlify components in place of some of the markdown (see mdxPage).
 *
 * Usage: node test/bench/generate-site.js <out-dir> [pages=1000] [--mdx] [--text corpus|synthetic]
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SYNTHETIC, TEXTS, textOf } from './site-text.js';

/** Small seeded PRNG (mulberry32) so every run generates identical bytes. */
export function createRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The text being written; set by generateSite for the page it writes (the code templates below read it). */
let text = SYNTHETIC;

const CODE = [
  [
    'js',
    (r) =>
      `const res = await fetch('/api/user', {\n  method: 'GET',\n  headers: { Authorization: 'Token ${ident(r)}' },\n});\nconst data = await res.json();\nconsole.log(data.user_group.${ident(r)});`,
  ],
  [
    'python',
    (r) =>
      `import requests\n\nres = requests.get(\n    "https://api.example.com/api/user",\n    headers={"Authorization": "Token ${ident(r)}"},\n    json={"user_group_id": "${ident(r)}-42"},\n)\nprint(res.json()["success"])`,
  ],
  [
    'bash',
    (r) =>
      `curl -X PUT https://api.example.com/api/user \\\n  -H "Authorization: Token $API_KEY" \\\n  -H "Content-Type: application/json" \\\n  -d '{"user_group_id": "${ident(r)}", "name": "${ident(r)}"}'`,
  ],
  [
    'json',
    (r) =>
      `{\n  "success": 1,\n  "user_group": {\n    "team_id": ${Math.floor(r() * 1000)},\n    "name": "${ident(r)}",\n    "provided_id": "${ident(r)}"\n  }\n}`,
  ],
  [
    'ts',
    (r) =>
      `interface ${cap(ident(r))}Options {\n  id: string;\n  ${ident(r)}?: number;\n}\n\nexport function ${ident(r)}(options: ${cap(ident(r))}Options): string {\n  return options.id.trim();\n}`,
  ],
];

function word(r) {
  return text.word(r);
}
function ident(r) {
  return text.identifier(r);
}
function cap(s) {
  return s[0].toUpperCase() + s.slice(1);
}
function sentence(r, min = 8, max = 18) {
  const n = Math.round((min + Math.floor(r() * (max - min))) * text.sentenceScale);
  const words = Array.from({ length: n }, () => word(r));
  return `${cap(words.join(' '))}.`;
}
function paragraph(r) {
  return Array.from({ length: 2 + Math.floor(r() * 3) }, () => sentence(r)).join(' ');
}

/** The folder (and so the anchor/tab) of page i out of n: quarters go to guides, api, reference, top level. */
function folderOf(i, n) {
  const quarter = Math.floor((i * 4) / n);
  return ['guides', 'api', 'reference', 'docs'][quarter];
}

function pagePath(i, n) {
  return `${folderOf(i, n)}/page-${String(i).padStart(5, '0')}`;
}

/**
 * The text of page i, drawn from `r` in a fixed order, so that both syntaxes of a page hold the same words and the
 * markdown pages stay byte for byte what earlier versions of this generator wrote.
 */
function pageText(i, n, r) {
  const title = `${cap(word(r))} ${word(r)} ${i}`;
  const links = [pagePath(Math.floor(r() * n), n), pagePath(Math.floor(r() * n), n)];
  const [lang, code] = CODE[i % CODE.length];
  const [lang2, code2] = CODE[(i + 2) % CODE.length];
  return {
    title,
    links,
    description: sentence(r, 6, 10),
    intro: paragraph(r),
    topic: word(r),
    overview: paragraph(r),
    linkWord: word(r),
    bullets: [
      sentence(r, 4, 8),
      `${sentence(r, 4, 8)} with \`${ident(r)}_${ident(r)}\``,
      `**${cap(word(r))}**: ${sentence(r, 4, 8)}`,
    ],
    usage: paragraph(r),
    code: { lang, text: code(r) },
    fields: Array.from({ length: 4 }, () => ({
      name: ident(r),
      type: ['string', 'number', 'object', 'boolean'][Math.floor(r() * 4)],
      text: sentence(r, 5, 10),
    })),
    examples: paragraph(r),
    code2: { lang: lang2, text: code2(r) },
    steps: [sentence(r, 5, 9), sentence(r, 5, 9), sentence(r, 5, 9)],
    outro: paragraph(r),
  };
}

function frontMatter(page) {
  return ['---', `title: "${page.title}"`, `description: "${page.description}"`, '---', ''];
}

/** Page i as CommonMark + GFM: headings, lists, a table, fenced code, links. */
function markdownPage(page) {
  const [link1, link2] = page.links;
  return [
    ...frontMatter(page),
    page.intro,
    '',
    `## Overview of ${page.topic}`,
    '',
    `${page.overview} See [the ${page.linkWord} page](/${link1}) and [this section](/${link2}#usage).`,
    '',
    ...page.bullets.map((bullet) => `- ${bullet}`),
    '',
    '## Usage',
    '',
    page.usage,
    '',
    `\`\`\`${page.code.lang}`,
    page.code.text,
    '```',
    '',
    '### Fields',
    '',
    '| Field | Type | Description |',
    '|---|---|---|',
    ...page.fields.map((field) => `| \`${field.name}\` | ${field.type} | ${field.text} |`),
    '',
    '## Examples',
    '',
    page.examples,
    '',
    `\`\`\`${page.code2.lang}`,
    page.code2.text,
    '```',
    '',
    ...page.steps.map((step, k) => `${k + 1}. ${step}`),
    '',
    page.outro,
    '',
  ].join('\n');
}

/** Callouts in about the proportions of the Mintlify corpus (Note 609, Info 448, Warning 186, Tip 184, Check 21). */
const CALLOUTS = ['Note', 'Info', 'Note', 'Tip', 'Info', 'Warning', 'Note', 'Info', 'Warning', 'Tip', 'Note', 'Check'];
const LANGUAGE_NAMES = { js: 'JavaScript', python: 'Python', bash: 'cURL', json: 'Response', ts: 'TypeScript' };
const FILE_NAMES = {
  js: 'example.js',
  python: 'example.py',
  bash: 'request.sh',
  json: 'response.json',
  ts: 'example.ts',
};

/**
 * Page i as MDX, with the same text as {@link markdownPage}, written with components as real Mintlify pages are: the
 * first paragraph in a callout, the two links as cards, code in a code group and in tabs, the table's rows as
 * ParamField (API pages) or ResponseField, the numbered list as steps and the last paragraph in an accordion. Content
 * inside components is indented, as authors write it. 18 component tags on a page of about 3.2 KB: a component-heavy
 * page (of the corpus pages that use components, half have 6 tags or fewer, 1 in 10 more than 26).
 */
function mdxPage(page, i, n) {
  const [link1, link2] = page.links;
  const callout = CALLOUTS[i % CALLOUTS.length];
  const field = (f) =>
    folderOf(i, n) === 'api'
      ? `<ParamField body="${f.name}" type="${f.type}">\n  ${f.text}\n</ParamField>`
      : `<ResponseField name="${f.name}" type="${f.type}">\n  ${f.text}\n</ResponseField>`;
  return [
    ...frontMatter(page),
    `<${callout}>`,
    `  ${page.intro}`,
    `</${callout}>`,
    '',
    `## Overview of ${page.topic}`,
    '',
    page.overview,
    '',
    '<CardGroup cols={2}>',
    `  <Card title="The ${page.linkWord} page" icon="book" href="/${link1}">`,
    `    ${page.bullets[0]}`,
    '  </Card>',
    `  <Card title="This section" icon="link" href="/${link2}#usage">`,
    `    ${page.bullets[1]}`,
    '  </Card>',
    '</CardGroup>',
    '',
    `- ${page.bullets[2]}`,
    '',
    '## Usage',
    '',
    page.usage,
    '',
    '<CodeGroup>',
    `\`\`\`${page.code.lang} ${FILE_NAMES[page.code.lang]}`,
    page.code.text,
    '```',
    '</CodeGroup>',
    '',
    '### Fields',
    '',
    ...page.fields.flatMap((f) => [field(f), '']),
    '## Examples',
    '',
    '<Tabs>',
    '  <Tab title="Overview">',
    `    ${page.examples}`,
    '  </Tab>',
    `  <Tab title="${LANGUAGE_NAMES[page.code2.lang]}">`,
    `    \`\`\`${page.code2.lang}`,
    ...page.code2.text.split('\n').map((line) => (line ? `    ${line}` : '')),
    '    ```',
    '  </Tab>',
    '</Tabs>',
    '',
    '<Steps>',
    ...page.steps.flatMap((step, k) => [`  <Step title="Step ${k + 1}">`, `    ${step}`, '  </Step>']),
    '</Steps>',
    '',
    '<AccordionGroup>',
    `  <Accordion title="More about ${page.topic}">`,
    `    ${page.outro}`,
    '  </Accordion>',
    '</AccordionGroup>',
    '',
  ].join('\n');
}

/**
 * Write a site with `n` pages into `dir` (replacing it). With `{ mdx: true }`, the same pages as `.mdx` files written
 * with components (the home page and `site.json` are the same in both). `{ text: 'corpus' }` draws the words from the
 * corpus's counts; the default, `synthetic`, is the old 45-word text.
 */
export async function generateSite(dir, n = 1000, { mdx = false, text: textName = 'synthetic' } = {}) {
  text = textOf(textName);
  const r = createRandom(0xc0ffee ^ n);
  await rm(dir, { recursive: true, force: true });
  const groups = [];
  for (let i = 0; i < n; i++) {
    const rel = pagePath(i, n);
    await mkdir(path.join(dir, path.dirname(rel)), { recursive: true });
    const page = pageText(i, n, r);
    await writeFile(path.join(dir, `${rel}.${mdx ? 'mdx' : 'md'}`), mdx ? mdxPage(page, i, n) : markdownPage(page));
    if (i % 50 === 0) groups.push({ group: `${cap(folderOf(i, n))} ${Math.floor(i / 50) + 1}`, pages: [] });
    groups[groups.length - 1].pages.push(rel);
  }
  await writeFile(
    path.join(dir, 'index.md'),
    '---\ntitle: Synthetic docs\n---\n\nA generated site for benchmarks. Start with [the first guide](/guides/page-00000).\n',
  );
  const site = {
    name: `Synthetic ${n}`,
    navigation: groups,
    anchors: [
      { name: 'Guides', url: 'guides', icon: 'book' },
      { name: 'API', url: 'api', icon: 'code' },
    ],
    tabs: [
      { name: 'Reference', url: 'reference' },
      { name: 'Docs', url: 'docs' },
    ],
  };
  await writeFile(path.join(dir, 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
  return { pages: n + 1 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { mdx: { type: 'boolean', default: false }, text: { type: 'string', default: 'corpus' } },
  });
  const [dir, count = '1000'] = positionals;
  if (!dir || !TEXTS.includes(values.text)) {
    console.error('usage: node test/bench/generate-site.js <out-dir> [pages] [--mdx] [--text corpus|synthetic]');
    process.exit(2);
  }
  const { pages } = await generateSite(path.resolve(dir), Number(count), { mdx: values.mdx, text: values.text });
  console.log(`generated ${pages} pages (${values.text} text) in ${dir}`);
}
