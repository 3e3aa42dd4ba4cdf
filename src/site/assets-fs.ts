/**
 * The one reader of Quire's own page assets: the Eta templates and stylesheets in `templates/` (each overridable by
 * a file of the same name in the docs project's `templates/` folder) and the browser scripts bundled into
 * `dist/client/`. Styles, templates and pages work on the text read here and never touch the disk themselves.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GeneratedFile } from '../render/styles.js';
import type { TemplateSources } from '../render/templates.js';

/** Quire's own templates folder. */
export const BUILTIN_TEMPLATES = fileURLToPath(new URL('../../templates/', import.meta.url));

/** Where the bundled client scripts are (the same from `src/site/` and `dist/site/`). */
export const CLIENT_DIR = fileURLToPath(new URL('../../dist/client/', import.meta.url));

/** The stylesheets in `templates/assets/`, in link order; `playground.css` is linked by endpoint pages only. */
export const STYLESHEET_NAMES = ['quire.css', 'code.css', 'api.css', 'components.css', 'playground.css'] as const;

/** The text of the templates and stylesheets a site is rendered with. Plain data (sent to render workers). */
export interface ThemeSources {
  /** Every `.eta` template by its path in `templates/` (`page.eta`, `partials/footer.eta`): the override, else Quire's. */
  templates: TemplateSources;
  /** The stylesheets by name (see {@link STYLESHEET_NAMES}): the override in `templates/assets/`, else Quire's. */
  stylesheets: Record<(typeof STYLESHEET_NAMES)[number], string>;
}

/** Read the templates and stylesheets, each from `overrideDir` (the docs project's `templates/`) when it has it. */
export function readThemeSources(overrideDir?: string): ThemeSources {
  const templates: TemplateSources = {};
  for (const dir of overrideDir ? [BUILTIN_TEMPLATES, overrideDir] : [BUILTIN_TEMPLATES]) {
    for (const rel of listTemplates(dir)) templates[rel] = readFileSync(path.join(dir, rel), 'utf8');
  }
  const stylesheets = Object.fromEntries(
    STYLESHEET_NAMES.map((name) => {
      const override = overrideDir ? path.join(overrideDir, 'assets', name) : undefined;
      if (override && existsSync(override)) return [name, readFileSync(override, 'utf8')];
      if (name === 'components.css') return [name, readComponentStyles()];
      return [name, readFileSync(path.join(BUILTIN_TEMPLATES, 'assets', name), 'utf8')];
    }),
  ) as ThemeSources['stylesheets'];
  return { templates, stylesheets };
}

/**
 * Quire's stylesheet for MDX components: one file per family of components in `templates/assets/components/`, joined
 * in name order (a docs project overrides the whole as `templates/assets/components.css`).
 */
function readComponentStyles(): string {
  const dir = path.join(BUILTIN_TEMPLATES, 'assets', 'components');
  const files = (readdirSync(dir) as string[]).filter((name) => name.endsWith('.css')).sort();
  return files.map((name) => readFileSync(path.join(dir, name), 'utf8')).join('\n');
}

/** The `.eta` files under `dir`, as sorted `/`-separated relative paths. */
function listTemplates(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((rel) => rel.split(path.sep).join('/'))
    .filter((rel) => rel.endsWith('.eta'))
    .sort();
}

/** What `scripts/build-client.js` writes to `dist/client/manifest.json`. */
export interface ClientManifest {
  /** The script every page loads, e.g. `quire.7HXQ2L4M.js`. */
  entry: string;
  /** The API playground's script, which only endpoint pages load. */
  playground?: string;
  /** The diagram script, which only pages with a mermaid diagram load, and the files only it loads. */
  mermaid?: string;
  mermaidFiles?: string[];
  /** Every file to publish (the entry and its on-demand chunks). */
  files: string[];
}

/** The bundled client: the files to publish under `_quire/` and the site-relative paths of the entry scripts. */
export interface ClientBundle {
  files: GeneratedFile[];
  entry: string;
  playground?: string;
  mermaid?: string;
  /** Output paths of the files only the diagram script loads (left out of sites without a diagram). */
  mermaidFiles?: string[];
}

/** Read the bundled client scripts (chunks import each other relatively, so they keep their names under `_quire/`). */
export function readClientBundle(dir: string = CLIENT_DIR): ClientBundle {
  const manifestFile = path.join(dir, 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(
      `Internal error: the client scripts are not built (${manifestFile} is missing); run \`npm run build\``,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
  const files = manifest.files.map((name) => ({
    path: `_quire/${name}`,
    content: readFileSync(path.join(dir, name), 'utf8'),
  }));
  return {
    files,
    entry: `_quire/${manifest.entry}`,
    ...(manifest.playground && { playground: `_quire/${manifest.playground}` }),
    ...(manifest.mermaid && { mermaid: `_quire/${manifest.mermaid}` }),
    ...(manifest.mermaidFiles && { mermaidFiles: manifest.mermaidFiles.map((name) => `_quire/${name}`) }),
  };
}
