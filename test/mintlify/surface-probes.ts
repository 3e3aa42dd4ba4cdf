/**
 * What Quire does with each item of Mintlify's documented surface (docs/mintlify-surface.json), found by running the
 * code that reads it: the docs.json key stripper, the MDX component checker, the front matter reader.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTree } from 'jsonc-parser';
import { docsSchema } from '../../src/config/docs-json/index.js';
import { createLocator } from '../../src/config/locate.js';
import { stripUnsupported } from '../../src/config/unsupported.js';
import { readPageSettings } from '../../src/content/page-settings.js';
import { renderMarkdown } from '../../src/markdown/index.js';

export type Status = 'read' | 'warned' | 'ignored-on-purpose' | 'unknown';

export interface SurfaceItem {
  kind: 'docs.json' | 'front matter' | 'component' | 'openapi';
  name: string;
  status: Status;
  rule?: string;
  reason?: string;
  props?: Array<{ name: string; status: Status; rule?: string; reason?: string }>;
}

export interface Surface {
  mintlifyDocsCommit: string;
  items: SurfaceItem[];
}

export function loadSurface(): Surface {
  return JSON.parse(readFileSync('docs/mintlify-surface.json', 'utf8')) as Surface;
}

/** `api.openapi[].source` as a value: `{ api: { openapi: [{ source: leaf }] } }`. */
export function valueAt(path: string, leaf: unknown): Record<string, unknown> {
  const segments = path.split('.').map((s) => s.replace(/^\[(.*)\]$/, '$1'));
  let value: unknown = leaf;
  for (const segment of segments.reverse()) {
    const array = segment.endsWith('[]');
    const key = array ? segment.slice(0, -2) : segment;
    value = { [key]: array ? [value] : value };
  }
  return value as Record<string, unknown>;
}

/**
 * The rules that the docs.json stripper reports at `path` (or at a key above it) when only that key is set: none
 * when Quire keeps the key for its resolver, `config/unknown-key` or `config/unsupported-setting` when it drops it.
 */
export function docsJsonRules(path: string): string[] {
  const value = valueAt(path, 'x');
  const text = JSON.stringify(value, null, 2);
  const locate = createLocator(text, parseTree(text));
  const { diagnostics } = stripUnsupported(value, docsSchema, locate, 'docs.json', { unknownKeys: true });
  const wanted = path.replace(/\.\[(.*)\]/, '.$1');
  return diagnostics
    .filter((d) => {
      const at = (d.jsonPath ?? '').replace(/\[\d+\]/g, '[]');
      return wanted === at || wanted.startsWith(`${at}.`) || wanted.startsWith(`${at}[]`);
    })
    .map((d) => d.rule);
}

const PROP_SAMPLES: Record<string, string> = { cols: '{2}', stepNumber: '{1}', defaultTabIndex: '{0}', size: '{16}' };

/** The rules reported when a page uses `<name prop>` (each prop alone, and the component with no prop). */
export function componentRules(name: string, prop?: string): string[] {
  const attribute = prop === undefined ? '' : ` ${prop}=${PROP_SAMPLES[prop] ?? '"x"'}`;
  const raw = `<${name}${attribute}>\n\nText\n\n</${name}>\n`;
  const context = { base: '/', urlByPath: { 'page.mdx': '/page/' }, assets: {} };
  return renderMarkdown({ path: 'page.mdx', raw }, context).diagnostics.map((d) => d.rule);
}

/** The warnings of the front matter reader about `key` when a page sets it to `value`. */
export function frontMatterWarnings(key: string, value: unknown): string[] {
  const raw = `---\n${key}: ${JSON.stringify(value)}\n---\n`;
  return readPageSettings('page.mdx', raw, { [key]: value })
    .diagnostics.filter((d) => d.message.includes(`\`${key}\``))
    .map((d) => d.rule);
}

/** Every TypeScript source under `src/`, for checking that a rule or an OpenAPI extension is named in the code. */
export function sourceText(): string {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files.push(readFileSync(path, 'utf8'));
    }
  };
  walk('src');
  return files.join('\n');
}
