/**
 * The one reader of Quire's own page assets: the Eta templates and stylesheets in `templates/` (each overridable by
 * a file of the same name in the folder given with `--templates`) and the browser scripts bundled into
 * `dist/client/`. Styles, templates and pages work on the text read here and never touch the disk themselves.
 * Overrides are trusted code (Eta runs JavaScript): they are read only from a folder the user names on the command
 * line, never from the docs folder, and only files that really lie in that folder (links resolved) are read.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '../diagnostics.js';
import type { GeneratedFile } from '../render/styles.js';
import type { TemplateSources } from '../render/templates.js';
import { confineToFolder } from '../utils/inside-folder.js';

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
  /** The stylesheets by name (see {@link STYLESHEET_NAMES}): the override in `<overrides>/assets/`, else Quire's. */
  stylesheets: Record<(typeof STYLESHEET_NAMES)[number], string>;
}

/** What {@link readTheme} read: the theme, and the override files it refused. */
export interface ThemeRead {
  theme: ThemeSources;
  diagnostics: Diagnostic[];
}

/** Read the templates and stylesheets, each from `overrideDir` (the `--templates` folder) when it has it. */
export function readThemeSources(overrideDir?: string): ThemeSources {
  return readTheme(overrideDir).theme;
}

/**
 * Read the templates and stylesheets, each from the absolute `overrideDir` when it has it. A missing folder, and a
 * file that is a link leading out of the folder, are errors (the file is not read; Quire's own is used).
 */
export function readTheme(overrideDir?: string): ThemeRead {
  const templates: TemplateSources = {};
  const diagnostics: Diagnostic[] = [];
  for (const rel of listTemplates(BUILTIN_TEMPLATES)) {
    templates[rel] = readFileSync(path.join(BUILTIN_TEMPLATES, rel), 'utf8');
  }
  // An override's text, when the folder has the file and it really lies in the folder (links resolved).
  const readOverride = (rel: string): string | undefined => {
    if (overrideDir === undefined) return undefined;
    const where = confineToFolder(overrideDir, rel);
    if (where === undefined) return undefined;
    if ('outside' in where) {
      diagnostics.push(linkOutside(path.join(overrideDir, rel), where.outside));
      return undefined;
    }
    if (!statSync(where.real).isFile()) return undefined;
    return readFileSync(where.real, 'utf8');
  };
  if (overrideDir !== undefined) {
    if (!isFolder(overrideDir)) diagnostics.push(missingFolder(overrideDir));
    else {
      for (const rel of listTemplates(overrideDir)) {
        const text = readOverride(rel);
        if (text !== undefined) templates[rel] = text;
      }
    }
  }
  const stylesheets = Object.fromEntries(
    STYLESHEET_NAMES.map((name) => {
      const override = readOverride(`assets/${name}`);
      if (override !== undefined) return [name, override];
      if (name === 'components.css') return [name, readComponentStyles()];
      return [name, readFileSync(path.join(BUILTIN_TEMPLATES, 'assets', name), 'utf8')];
    }),
  ) as ThemeSources['stylesheets'];
  // Templates only the overrides have are kept in name order, as Quire's are.
  const sorted = Object.fromEntries(Object.entries(templates).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { theme: { templates: sorted, stylesheets }, diagnostics };
}

/** How a path of the overrides folder is shown: relative to the current folder when inside it. */
export function displayPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? file : rel.split(path.sep).join('/');
}

function isFolder(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

function missingFolder(dir: string): Diagnostic {
  return {
    severity: 'error',
    rule: 'templates/missing-folder',
    file: '(command line)',
    message: `--templates: expected a folder of template overrides at ${dir}, found ${existsSync(dir) ? 'a file' : 'nothing'}`,
    hint: 'give the folder that holds your .eta overrides (and assets/*.css), relative to the current folder',
  };
}

function linkOutside(file: string, outside: string): Diagnostic {
  return {
    severity: 'error',
    rule: 'templates/link-outside',
    file: displayPath(file),
    message: `a symbolic link to ${outside}, outside the templates folder; it was not read`,
    hint: 'put the file itself in the templates folder (or a link to a file inside it)',
  };
}

/**
 * Quire's stylesheet for MDX components: one file per family of components in `templates/assets/components/`, joined
 * in name order (an overrides folder replaces the whole as `assets/components.css`).
 */
function readComponentStyles(): string {
  const dir = path.join(BUILTIN_TEMPLATES, 'assets', 'components');
  const files = (readdirSync(dir) as string[]).filter((name) => name.endsWith('.css')).sort();
  return files.map((name) => readFileSync(path.join(dir, name), 'utf8')).join('\n');
}

/**
 * The `.eta` files under `dir`, as sorted `/`-separated relative paths. Links to files are listed (the reader checks
 * where they lead); links to folders are not followed, so a link loop cannot make the listing endless.
 */
function listTemplates(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string, prefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const rel = `${prefix}${entry.name}`;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), `${rel}/`);
      else if (rel.endsWith('.eta') && (entry.isFile() || entry.isSymbolicLink())) found.push(rel);
    }
  };
  walk(dir, '');
  return found.sort();
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
