/**
 * Generate a deterministic synthetic docs site for benchmarks: N pages of 2–4 KB with front matter, headings,
 * a GFM table, fenced code in several languages, lists and internal links. The navigation lists every page in
 * groups of 50, split across 2 anchors and 2 tabs.
 *
 * Usage: node test/bench/generate-site.js <out-dir> [pages=1000]
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Small seeded PRNG (mulberry32) so every run generates identical bytes. */
function createRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'user group token dashboard embed property mapping schema source environment customer testing request response ' +
  'header body field value rotate update create return store caller service endpoint query filter variable ' +
  'deploy build cache render page section anchor table column row index search result error status success'
).split(' ');

const CODE = [
  [
    'js',
    (r) =>
      `const res = await fetch('/api/user', {\n  method: 'GET',\n  headers: { Authorization: 'Token ${word(r)}' },\n});\nconst data = await res.json();\nconsole.log(data.user_group.${word(r)});`,
  ],
  [
    'python',
    (r) =>
      `import requests\n\nres = requests.get(\n    "https://api.example.com/api/user",\n    headers={"Authorization": "Token ${word(r)}"},\n    json={"user_group_id": "${word(r)}-42"},\n)\nprint(res.json()["success"])`,
  ],
  [
    'bash',
    (r) =>
      `curl -X PUT https://api.example.com/api/user \\\n  -H "Authorization: Token $API_KEY" \\\n  -H "Content-Type: application/json" \\\n  -d '{"user_group_id": "${word(r)}", "name": "${word(r)}"}'`,
  ],
  [
    'json',
    (r) =>
      `{\n  "success": 1,\n  "user_group": {\n    "team_id": ${Math.floor(r() * 1000)},\n    "name": "${word(r)}",\n    "provided_id": "${word(r)}"\n  }\n}`,
  ],
  [
    'ts',
    (r) =>
      `interface ${cap(word(r))}Options {\n  id: string;\n  ${word(r)}?: number;\n}\n\nexport function ${word(r)}(options: ${cap(word(r))}Options): string {\n  return options.id.trim();\n}`,
  ],
];

function word(r) {
  return WORDS[Math.floor(r() * WORDS.length)];
}
function cap(s) {
  return s[0].toUpperCase() + s.slice(1);
}
function sentence(r, min = 8, max = 18) {
  const n = min + Math.floor(r() * (max - min));
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

function makePage(i, n, r) {
  const title = `${cap(word(r))} ${word(r)} ${i}`;
  const link1 = pagePath(Math.floor(r() * n), n);
  const link2 = pagePath(Math.floor(r() * n), n);
  const [lang, code] = CODE[i % CODE.length];
  const [lang2, code2] = CODE[(i + 2) % CODE.length];
  const parts = [
    '---',
    `title: "${title}"`,
    `description: "${sentence(r, 6, 10)}"`,
    '---',
    '',
    paragraph(r),
    '',
    `## Overview of ${word(r)}`,
    '',
    `${paragraph(r)} See [the ${word(r)} page](/${link1}) and [this section](/${link2}#usage).`,
    '',
    `- ${sentence(r, 4, 8)}`,
    `- ${sentence(r, 4, 8)} with \`${word(r)}_${word(r)}\``,
    `- **${cap(word(r))}**: ${sentence(r, 4, 8)}`,
    '',
    '## Usage',
    '',
    paragraph(r),
    '',
    `\`\`\`${lang}`,
    code(r),
    '```',
    '',
    '### Fields',
    '',
    '| Field | Type | Description |',
    '|---|---|---|',
    ...Array.from(
      { length: 4 },
      () =>
        `| \`${word(r)}\` | ${['string', 'number', 'object', 'boolean'][Math.floor(r() * 4)]} | ${sentence(r, 5, 10)} |`,
    ),
    '',
    '## Examples',
    '',
    paragraph(r),
    '',
    `\`\`\`${lang2}`,
    code2(r),
    '```',
    '',
    `1. ${sentence(r, 5, 9)}`,
    `2. ${sentence(r, 5, 9)}`,
    `3. ${sentence(r, 5, 9)}`,
    '',
    paragraph(r),
    '',
  ];
  return parts.join('\n');
}

/** Write a site with `n` pages into `dir` (replacing it). */
export async function generateSite(dir, n = 1000) {
  const r = createRandom(0xc0ffee ^ n);
  await rm(dir, { recursive: true, force: true });
  const groups = [];
  for (let i = 0; i < n; i++) {
    const rel = pagePath(i, n);
    await mkdir(path.join(dir, path.dirname(rel)), { recursive: true });
    await writeFile(path.join(dir, `${rel}.md`), makePage(i, n, r));
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
  const [dir, count = '1000'] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: node test/bench/generate-site.js <out-dir> [pages]');
    process.exit(2);
  }
  const { pages } = await generateSite(path.resolve(dir), Number(count));
  console.log(`generated ${pages} pages in ${dir}`);
}
