/**
 * The pipeline's folders import one way: no two `src/` folders import each other (type-only imports aside, which
 * vanish from the compiled code), and the page graph knows nothing of OpenAPI. Browser code (`client/`,
 * `playground/`) is bundled on its own and imports no Node-side folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

interface Edge {
  from: string;
  to: string;
  file: string;
  typeOnly: boolean;
}

/** Every relative import between two different `src/` folders (a file directly in `src/` is folder `.`). */
function folderImports(): Edge[] {
  const edges: Edge[] = [];
  const files = (readdirSync(SRC, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).sort();
  // Static imports and re-exports (`import … from`, `export … from`) and dynamic `import('…')`.
  const pattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;
  for (const file of files) {
    const text = readFileSync(path.join(SRC, file), 'utf8');
    const from = folderOf(file);
    for (const m of text.matchAll(pattern)) {
      const spec = m[4] ?? m[5];
      const target = path.normalize(path.join(path.dirname(file), spec));
      const to = folderOf(target);
      if (to === from) continue;
      const names = m[3] ?? '';
      // `import type {…}`, or `import { type A, type B }` where every name is a type.
      const typeOnly =
        m[2] !== undefined ||
        (/^\{[^}]*\}$/.test(names.trim()) &&
          names
            .replace(/[{}\s]/g, '')
            .split(',')
            .filter(Boolean)
            .every((n) => n.startsWith('type')));
      edges.push({ from, to, file, typeOnly: m[5] === undefined && typeOnly });
    }
  }
  return edges;
}

function folderOf(file: string): string {
  const parts = file.split(path.sep);
  return parts.length > 1 ? parts[0] : '.';
}

describe('imports between src/ folders', () => {
  const edges = folderImports();
  const runtime = edges.filter((e) => !e.typeOnly);

  it('finds the imports it checks (the parser is not blind)', () => {
    expect(runtime.some((e) => e.from === 'produce' && e.to === 'render')).toBe(true);
    expect(edges.some((e) => e.from === 'cache' && e.to === 'render' && e.typeOnly)).toBe(true);
  });

  it('run one way: no two folders import each other', () => {
    const pairs = new Set(runtime.map((e) => `${e.from} -> ${e.to}`));
    const both = runtime.filter((e) => e.from !== '.' && e.to !== '.' && pairs.has(`${e.to} -> ${e.from}`));
    expect(both.map((e) => `${e.file} imports ${e.to}/, which imports ${e.from}/`)).toEqual([]);
  });

  it('keep the page graph free of OpenAPI, even in types', () => {
    expect(edges.filter((e) => e.from === 'graph' && e.to === 'openapi').map((e) => e.file)).toEqual([]);
  });

  it('keep the browser bundles apart from the Node side', () => {
    const browser = new Set(['client', 'playground']);
    const crossing = runtime.filter((e) => browser.has(e.from) && !browser.has(e.to) && e.to !== 'utils');
    expect(crossing.map((e) => `${e.file} -> ${e.to}/`)).toEqual([]);
  });

  it('leave render/ pure: it reads and writes no files', () => {
    const files = (readdirSync(path.join(SRC, 'render')) as string[]).filter((f) => f.endsWith('.ts'));
    const withFs = files.filter((f) =>
      /from 'node:fs(\/promises)?'/.test(readFileSync(path.join(SRC, 'render', f), 'utf8')),
    );
    expect(withFs).toEqual([]);
  });
});

describe('ARCHITECTURE.md', () => {
  it('names every src/ folder in its code map', () => {
    const map = readFileSync(new URL('../../ARCHITECTURE.md', import.meta.url), 'utf8');
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect(folders.length).toBeGreaterThan(10);
    expect(folders.filter((folder) => !map.includes(`| \`${folder}/\` |`))).toEqual([]);
  });
});
