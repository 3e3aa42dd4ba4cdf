#!/usr/bin/env node
/**
 * Refresh `docs/mintlify-surface.json`, the list of what Mintlify documents that an author can write (docs.json keys,
 * front matter keys, components and their props, OpenAPI extensions), from a local copy of Mintlify's docs:
 *
 *   node scripts/extract-mintlify-surface.js <mintlify-docs-folder> [commit]
 *
 * Reads only that folder (never the network) and keeps names only, no prose. Each item keeps the status Quire gave it
 * in the file already there; a new item gets `"status": "unknown"`, which test/mintlify/surface.test.ts fails on
 * until someone checks what Quire does with it. Then run `npm run gen:mintlify-table`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SURFACE = new URL('../docs/mintlify-surface.json', import.meta.url);
const [folder, commit] = process.argv.slice(2);
if (!folder) {
  console.error('usage: node scripts/extract-mintlify-surface.js <mintlify-docs-folder> [commit]');
  process.exit(2);
}
const read = (path) => readFileSync(join(folder, path), 'utf8');
const mdxIn = (dir) =>
  readdirSync(join(folder, dir))
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => `${dir}/${name}`);

/** Lines outside code fences (examples there are not reference entries). */
function prose(text) {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line;
  });
}

/** Lines inside code fences. */
function code(text) {
  let fenced = false;
  return text.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return fenced;
  });
}

const FIELD = /<(ResponseField|ParamField)\s[^>]*?\b(?:name|path|body|query|header)="([^"]+)"[^>]*?(\/?)>/;
const TYPE = /\btype=(?:"([^"]*)"|'([^']*)')/;

/**
 * The field names of nested `<ResponseField>`/`<ParamField>` entries as dotted paths: a field inside another's
 * `<Expandable>` is its child; `[]` marks a parent whose type is an array.
 */
function fieldPaths(lines) {
  const stack = [];
  const paths = [];
  for (const line of lines) {
    const open = FIELD.exec(line);
    if (open) {
      const type = TYPE.exec(line);
      const entry = { name: open[2], array: /array|\[\]/.test(type?.[1] ?? type?.[2] ?? '') };
      const prefix = stack.map((e) => e.name + (e.array ? '[]' : '')).join('.');
      paths.push({ path: prefix ? `${prefix}.${entry.name}` : entry.name, depth: stack.length, line });
      if (!open[3]) stack.push(entry);
    }
    if (/<\/(ResponseField|ParamField)>/.test(line)) stack.pop();
  }
  return paths;
}

function docsJsonKeys() {
  const keys = new Set();
  // The reference's quick table names every top-level key (and a few the area pages only describe in prose).
  const tops = new Set();
  const reference = prose(read('organize/settings-reference.mdx'));
  const quick = reference.slice(
    0,
    reference.findIndex((line) => /^## Full/.test(line)),
  );
  for (const line of quick) {
    const row = /^\| `([$A-Za-z0-9_.*[\]-]+)` \|/.exec(line);
    if (!row) continue;
    tops.add(row[1].split('.')[0]);
    if (!row[1].includes('*')) keys.add(row[1]);
  }
  // Fields of an entry that a page documents on its own (a redirect's `source`) are not top-level keys.
  for (const file of mdxIn('organize').filter((f) => /settings-(structure|appearance|api|seo|integrations)/.test(f)))
    for (const { path } of fieldPaths(prose(read(file)))) if (tops.has(path.split(/[.[]/)[0])) keys.add(path);
  return [...keys].sort();
}

function frontMatterKeys() {
  const keys = new Set();
  for (const file of ['organize/pages.mdx', 'organize/related-pages.mdx'])
    for (const { path, depth } of fieldPaths(prose(read(file)))) if (depth === 0) keys.add(path);
  // Keys the page shows in its front matter examples rather than as fields.
  for (const line of code(read('organize/pages.mdx'))) {
    const key = /^([a-z][A-Za-z]*(?::[a-z_:]+)?):(?:\s|$)/.exec(line);
    if (key && !key[1].includes(':')) keys.add(key[1]);
  }
  for (const key of keys) if (!/^[a-z][A-Za-z]*$/.test(key)) keys.delete(key);
  return [...keys].sort();
}

/** Each component used in the examples, with the props its page lists (under a "… properties"/"Props" heading). */
function components() {
  const byName = new Map();
  // banner.mdx and color.mdx document docs.json settings, not component props.
  for (const file of mdxIn('components').filter((f) => !/\/(banner|index)\.mdx$/.test(f))) {
    const text = read(file);
    const tags = new Map();
    for (const line of [...code(text), ...prose(text)])
      for (const match of line.matchAll(/<([A-Z][A-Za-z]*)[\s>/]/g)) tags.set(match[1], (tags.get(match[1]) ?? 0) + 1);
    for (const doc of ['ResponseField', 'ParamField', 'Expandable', 'Badge', 'Note', 'Tip', 'Info', 'Warning']) {
      if (!code(text).some((l) => l.includes(`<${doc}`))) tags.delete(doc);
    }
    // Snippets the page imports to show props (`<StepProps />`) are not components.
    const names = [...tags.keys()].filter((n) => !/Props$|^Icons(Optional|Required)$/.test(n));
    for (const name of names) if (!byName.has(name)) byName.set(name, new Set());
    // The page's own component (expandables.mdx: Expandable), else the one its examples use most.
    const stem = file
      .replace(/^.*\/|\.mdx$/g, '')
      .replace(/-/g, '')
      .toLowerCase();
    const primary =
      names.find((n) => n.toLowerCase() === stem) ??
      names.find((n) => `${n.toLowerCase()}s` === stem) ??
      [...tags.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    let owner;
    let inProps = false;
    const lines = prose(text);
    const fields = fieldPaths(lines);
    let f = 0;
    for (const line of lines) {
      const heading = /^#{2,4}\s+(.*)$/.exec(line);
      if (heading) {
        inProps = /propert|props/i.test(heading[1]);
        const words = heading[1].replace(/[`<>/]/g, ' ').split(/\s+/);
        owner =
          names.find((n) => words.includes(n)) ??
          names.find((n) => words.some((w) => w.toLowerCase() === n.toLowerCase())) ??
          primary;
      }
      while (f < fields.length && fields[f].line === line) {
        const prop = fields[f].path;
        if (inProps && fields[f].depth === 0 && owner && /^[A-Za-z-]+$/.test(prop) && prop !== 'children')
          byName.get(owner).add(prop);
        f++;
        break;
      }
    }
  }
  return [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, props]) => ({ name, props: [...props].sort() }));
}

function openApiExtensions() {
  const names = new Set();
  for (const file of mdxIn('api-playground'))
    for (const match of read(file).matchAll(
      /["`\s]((x-(?:mint|codeSamples|default|excluded|hidden|group))(?:\.[a-zA-Z]+)?)["`:\s]/g,
    ))
      names.add(match[2]);
  return [...names].sort();
}

const previous = (() => {
  try {
    return JSON.parse(readFileSync(SURFACE, 'utf8'));
  } catch {
    return { items: [] };
  }
})();
const known = new Map(previous.items.map((item) => [`${item.kind} ${item.name}`, item]));
const item = (kind, name, extra = {}) => {
  const old = known.get(`${kind} ${name}`);
  const status = old ? { status: old.status, rule: old.rule, reason: old.reason } : { status: 'unknown' };
  if (kind === 'component' && old?.props) {
    const oldProps = new Map(old.props.map((p) => [p.name, p]));
    extra.props = extra.props.map((p) => oldProps.get(p) ?? { name: p, status: 'unknown' });
  } else if (kind === 'component') extra.props = extra.props.map((p) => ({ name: p, status: 'unknown' }));
  return JSON.parse(JSON.stringify({ kind, name, ...status, ...extra }));
};
const items = [
  ...docsJsonKeys().map((name) => item('docs.json', name)),
  ...frontMatterKeys().map((name) => item('front matter', name)),
  ...components().map(({ name, props }) => item('component', name, { props })),
  ...openApiExtensions().map((name) => item('openapi', name)),
];
const surface = { mintlifyDocsCommit: commit ?? previous.mintlifyDocsCommit ?? 'unknown', items };
writeFileSync(SURFACE, `${JSON.stringify(surface, null, 2)}\n`);
const unknown = items.filter((i) => i.status === 'unknown').length;
console.log(`${items.length} items; ${unknown} without a status yet.`);
