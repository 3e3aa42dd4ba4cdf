/**
 * The ESM of MDX pages and snippets, read without running code: `export const` values (literals) and components
 * (arrow functions), and `import`s of snippets, each snippet file read once per page as a module (its content, the
 * names it exports). Snippets are parsed with the page's own processor, so they read exactly like pages. A missing
 * snippet is an error at the import, with a did-you-mean; an import cycle is an error naming the chain; a name the
 * snippet does not export is a warning, and undefined (as in Mintlify).
 */
import type { ImportDeclaration, ModuleDeclaration, Node, Program, Statement } from 'estree';
import type { Root, RootContent } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdx';
import type { Position } from 'unist';
import { VFile } from 'vfile';
import { resolveSnippet, snippetCandidates } from '../../content/snippets.js';
import { didYouMean } from '../../utils/did-you-mean.js';
import { escapeHeadingIds } from '../heading-custom-ids.js';
import { checkMarkdownLimits, checkSizeLimit } from '../limits.js';
import { noteAllPagesLookup } from '../link-target.js';
import type { PageData } from '../page-data.js';
import type { PageBudget } from './budget.js';
import { placed } from './budget.js';
import { getComponent } from './components/index.js';
import { dataObject, defineData } from './data-values.js';
import { evaluate, whyNot } from './evaluate.js';
import { parseJsModule } from './js-module.js';
import { isMdxSyntaxError, LAZY_LINE, mdxSyntaxDiagnostic, recoverableEdit } from './mdx-errors.js';
import { lazyModuleText, type ModuleText } from './module-text.js';
import { BROKEN_IMPORT, MdxSnippet, originOf, placeText, setOrigin, UserComponent } from './snippet-scope.js';

/** A snippet file as the page sees it. */
export interface SnippetModule {
  path: string;
  /** Its text as parsed (estree offsets point into it). */
  source: string;
  /** Its content (MDX and markdown snippets), without ESM and front matter; never changed, copied when included. */
  content: readonly RootContent[];
  /** The names it defines: its imports and exports. */
  scope: Map<string, unknown>;
  exports: Map<string, unknown>;
  defaultExport?: unknown;
  /** Its source as a module, for components run in the sandbox. */
  esm?: () => ModuleText;
  /** It could not be parsed (reported in it): what a page imports from it renders its children only. */
  unreadable?: true;
}

/** What reading one page's snippets needs and keeps. */
export interface SnippetContext {
  page: PageData;
  file: VFile;
  /** Parse a snippet's text with the page's processor (throws the parser's syntax errors). */
  parse(path: string, source: string): Root;
  /** Modules read so far for this page; `loading` while its imports are read (an import back to it is a cycle). */
  modules: Map<string, SnippetModule | 'loading'>;
  /** Files whose imports are being read, outermost first. */
  loading: string[];
  /** The includes being expanded, outermost first: where each was written (`guide/a.mdx:12:1`). */
  via: string[];
  /** What the page may still expand into. */
  budget: PageBudget;
}

/** Report a problem at `place` (rule `mdx/<rule>`, unless `rule` names its family); an error fails the build. */
export function report(
  ctx: SnippetContext,
  severity: 'error' | 'warning',
  place: Position | undefined,
  rule: string,
  reason: string,
  hint?: string,
): void {
  // A rule of another family is written whole (`markdown/page-too-large`).
  const [source, ruleId] = rule.includes('/') ? rule.split('/') : ['mdx', rule];
  const message = ctx.file.message(reason, { place, ruleId, source });
  if (severity === 'error') message.fatal = true;
  if (hint !== undefined) message.note = hint;
}

/** The position of an estree node of the file `path`; in a snippet, it remembers that file and the includes. */
export function estreePosition(ctx: SnippetContext, path: string, node: Node): Position | undefined {
  const loc = node.loc;
  if (!loc) return undefined;
  const range = node as { start?: number; end?: number };
  const position: Position = {
    start: {
      line: loc.start.line,
      column: loc.start.column + 1,
      ...(range.start !== undefined && { offset: range.start }),
    },
    end: { line: loc.end.line, column: loc.end.column + 1, ...(range.end !== undefined && { offset: range.end }) },
  };
  if (path !== ctx.page.path) setOrigin(position, { file: path, via: [...ctx.via] });
  return position;
}

/** The names the ESM of `tree` (the page, or a snippet at `path`) defines. */
export function readEsm(
  tree: Root,
  path: string,
  source: string,
  ctx: SnippetContext,
): Pick<SnippetModule, 'scope' | 'exports' | 'defaultExport'> {
  const scope = new Map<string, unknown>();
  const exports = new Map<string, unknown>();
  let defaultExport: unknown;
  const component = (name: string, fn: UserComponent['fn']) => new UserComponent(name, fn, path, source, () => scope);
  const at = (node: Node) => estreePosition(ctx, path, node);
  const unread: Array<() => void> = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node as MdxjsEsm).data?.estree as Program | undefined;
    for (const statement of (program?.body ?? []) as Array<Statement | ModuleDeclaration>) {
      if (statement.type === 'ImportDeclaration') {
        readImport(statement, path, scope, ctx);
      } else if (statement.type === 'FunctionDeclaration' || statement.type === 'VariableDeclaration') {
        // A JavaScript module's own helpers and constants (MDX has none): in scope, not exported. One that cannot be
        // read without a runtime stays unbound, and is reported where a component uses it.
        if (statement.type === 'FunctionDeclaration') {
          if (statement.id) scope.set(statement.id.name, component(statement.id.name, statement));
        } else
          for (const declarator of statement.declarations) {
            if (declarator.id.type !== 'Identifier' || !declarator.init) continue;
            const init = declarator.init;
            const name = declarator.id.name;
            if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression')
              scope.set(name, component(name, init));
            else {
              const value = placed(at(declarator), () => evaluate(init, scope, ctx.budget));
              if (value.ok) scope.set(name, value.value);
            }
          }
      } else if (statement.type === 'ExportNamedDeclaration') {
        const declaration = statement.declaration;
        if (declaration?.type === 'FunctionDeclaration' && declaration.id) {
          const value = component(declaration.id.name, declaration);
          scope.set(declaration.id.name, value);
          exports.set(declaration.id.name, value);
        } else if (declaration?.type === 'VariableDeclaration') {
          for (const declarator of declaration.declarations) {
            if (declarator.id.type !== 'Identifier' || !declarator.init) continue;
            const name = declarator.id.name;
            const init = declarator.init;
            if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') {
              scope.set(name, component(name, init));
              exports.set(name, scope.get(name));
              continue;
            }
            const value = placed(at(declarator), () => evaluate(init, scope, ctx.budget));
            if (value.ok) {
              scope.set(name, value.value);
              exports.set(name, value.value);
            } else
              unread.push(() =>
                report(
                  ctx,
                  'warning',
                  at(declarator),
                  'mdx-expression',
                  `\`export const ${name}\` is ${whyNot(value)}; Quire leaves it out`,
                ),
              );
          }
        } else if (!statement.source) {
          // `export { a, b as c }` of names defined above.
          for (const specifier of statement.specifiers) {
            const local = nameOf(specifier.local);
            if (scope.has(local)) exports.set(nameOf(specifier.exported), scope.get(local));
          }
        } else {
          report(
            ctx,
            'warning',
            at(statement),
            'unsupported-esm',
            'Quire does not read `export … from`; it is ignored',
          );
        }
      } else if (statement.type === 'ExportDefaultDeclaration') {
        const declaration = statement.declaration;
        if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ArrowFunctionExpression')
          defaultExport = component('default', declaration as UserComponent['fn']);
        else if (declaration.type !== 'ClassDeclaration') {
          const value = placed(at(statement), () => evaluate(declaration, scope, ctx.budget));
          if (value.ok) defaultExport = value.value;
        }
      } else if (statement.type === 'ExportAllDeclaration') {
        report(ctx, 'warning', at(statement), 'unsupported-esm', 'Quire does not read `export * from`; it is ignored');
      }
    }
  }
  // A value computed by code is for the file's components, which run it in the sandbox; in a file without components
  // it is left out of `{name}`, and said (a `{name}` that uses it is reported where it is written either way).
  const components = [...scope.values(), defaultExport].some((value) => value instanceof UserComponent);
  if (!components) for (const warn of unread) warn();
  return { scope, exports, defaultExport };
}

function nameOf(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? (node.name ?? '') : String(node.value);
}

/** Bind the names an `import` declares: snippets and what they export; anything else is reported and left unbound. */
function readImport(
  statement: ImportDeclaration,
  from: string,
  scope: Map<string, unknown>,
  ctx: SnippetContext,
): void {
  const specifier = String(statement.source.value);
  const at = estreePosition(ctx, from, statement);
  const broken = () => {
    for (const s of statement.specifiers) scope.set(s.local.name, BROKEN_IMPORT);
  };
  const path = resolveSnippet(specifier, from, 'import', ctx.page.snippets);
  if (path === undefined) {
    const candidates = snippetCandidates(specifier, from, 'import');
    if (candidates.length === 0) {
      // A package: nothing Quire can read. Its names stay unbound, so `import { Card } from '@mintlify/components'`
      // leaves `<Card>` the built-in; other names are reported where they are used, as unknown components.
      // React itself is what a component with logic imports: the sandbox gives it a server-side React.
      const names = statement.specifiers.map((s) => s.local.name);
      const react = /^react(?:-dom)?(?:\/|$)/.test(specifier);
      if (!react && names.some((name) => getComponent(name) === undefined))
        report(
          ctx,
          'warning',
          at,
          'unsupported-import',
          `\`import … from "${specifier}"\` needs a JavaScript runtime; Quire ignores it`,
          'Quire imports snippets only: files in snippets/ or _snippets/, written as `/snippets/name.mdx`',
        );
      return;
    }
    // A missing snippet: an error or warning either way, so the page simply depends on every page (for the cache).
    noteAllPagesLookup();
    const page = candidates
      .flatMap((c) => [c, `${c}.mdx`, `${c}.md`])
      .find((c) => Object.hasOwn(ctx.page.context.urlByPath, c));
    if (page !== undefined) {
      report(
        ctx,
        'warning',
        at,
        'import-page',
        `"${specifier}" is the page ${page}, not a snippet; Quire includes snippets only`,
        'move the file into snippets/ (a snippet is never a page of its own) and import it from there',
      );
    } else {
      const written = specifier.startsWith('/') ? (p: string) => `/${p}` : (p: string) => p;
      const close = didYouMean(specifier, Object.keys(ctx.page.snippets).map(written));
      report(
        ctx,
        'error',
        at,
        'missing-snippet',
        `snippet "${specifier}" does not exist`,
        close
          ? `did you mean "${close}"?`
          : 'snippets are files in snippets/ or _snippets/, imported as `/snippets/name.mdx`',
      );
    }
    broken();
    return;
  }
  const module = loadModule(path, ctx, at);
  if (!module || module.unreadable) {
    broken();
    return;
  }
  for (const s of statement.specifiers) {
    if (s.type === 'ImportDefaultSpecifier') {
      const value = isContentFile(path) ? new MdxSnippet(path) : module.defaultExport;
      if (value === undefined) {
        report(
          ctx,
          'warning',
          at,
          'missing-export',
          `${path} has no default export; \`<${s.local.name}>\` shows only its content`,
          exportsHint(module, s.local.name),
        );
        scope.set(s.local.name, BROKEN_IMPORT);
      } else scope.set(s.local.name, value);
    } else if (s.type === 'ImportNamespaceSpecifier') {
      const namespace = dataObject();
      for (const [name, value] of module.exports) defineData(namespace, name, value);
      scope.set(s.local.name, namespace);
    } else {
      const name = nameOf(s.imported);
      if (module.exports.has(name)) scope.set(s.local.name, module.exports.get(name));
      else {
        // Mintlify builds the page, with the name undefined: it renders nothing where it is used.
        report(
          ctx,
          'warning',
          at,
          'missing-export',
          `${path} does not export \`${name}\`; \`${s.local.name}\` is undefined, and renders nothing where it is used`,
          exportsHint(module, name),
        );
        scope.set(s.local.name, undefined);
      }
    }
  }
}

function exportsHint(module: SnippetModule, name: string): string {
  const names = [...module.exports.keys()];
  const close = didYouMean(name, names);
  if (close) return `did you mean \`${close}\`?`;
  if (names.length === 0)
    return isContentFile(module.path)
      ? `it exports nothing: import its content as \`import ${name} from "/${module.path}"\``
      : 'it exports nothing';
  return `it exports ${names.map((n) => `\`${n}\``).join(', ')}`;
}

/** Whether a snippet file is content (MDX, markdown) rather than JavaScript components. */
export function isContentFile(path: string): boolean {
  return path.endsWith('.mdx') || path.endsWith('.md');
}

/** The module of the snippet `path`, read once per page; undefined when reading it closes an import cycle. */
export function loadModule(
  path: string,
  ctx: SnippetContext,
  importedAt: Position | undefined,
): SnippetModule | undefined {
  const known = ctx.modules.get(path);
  if (known === 'loading') {
    const chain = [...ctx.loading.slice(ctx.loading.indexOf(path)), path];
    report(
      ctx,
      'error',
      importedAt,
      'snippet-cycle',
      `snippet import cycle: ${chain.join(' → ')}`,
      'a snippet cannot include itself, directly or through others: remove one of these imports',
    );
    return undefined;
  }
  if (known) return known;
  const parsed = parseSnippet(path, ctx.page.snippets[path] ?? '', ctx.parse);
  // Problems in the file are reported in it, naming the import that brought it in.
  ctx.via.push(placeOf(ctx, importedAt));
  for (const problem of parsed.problems) {
    const point = { line: problem.line, column: problem.column };
    const place: Position = { start: point, end: point };
    setOrigin(place, { file: path, via: [...ctx.via] });
    report(ctx, problem.severity, place, problem.rule, problem.reason, problem.hint);
  }
  ctx.modules.set(path, 'loading');
  ctx.loading.push(path);
  const esm = parsed.tree
    ? readEsm(parsed.tree, path, parsed.source, ctx)
    : { scope: new Map<string, unknown>(), exports: new Map<string, unknown>() };
  ctx.loading.pop();
  ctx.via.pop();
  const content =
    parsed.tree && isContentFile(path)
      ? parsed.tree.children.filter((node) => node.type !== 'mdxjsEsm' && node.type !== 'yaml')
      : [];
  // A JavaScript file goes to the sandbox as written (a `.tsx` keeps its types; esbuild strips them there).
  const moduleSource = isContentFile(path) ? parsed.source : (ctx.page.snippets[path] ?? parsed.source);
  const module: SnippetModule = {
    path,
    source: parsed.source,
    content,
    ...esm,
    ...(parsed.tree && { esm: lazyModuleText(parsed.tree, moduleSource) }),
    ...(parsed.tree === undefined && { unreadable: true }),
  };
  ctx.modules.set(path, module);
  return module;
}

/** Where `position` is written, `file:line:column`: in its snippet when it has an origin, else in the page. */
export function placeOf(ctx: SnippetContext, position: Position | undefined): string {
  return placeText(originOf(position)?.file ?? ctx.page.path, position);
}

/** A snippet parsed: its tree (undefined when MDX cannot read it), and the problems found while parsing. */
interface ParsedSnippet {
  source: string;
  tree: Root | undefined;
  problems: Array<{
    severity: 'error' | 'warning';
    rule: string;
    reason: string;
    hint?: string;
    line: number;
    column: number;
  }>;
}

/** Text `<`s and `{`s escaped in one snippet before giving up on it, as for pages. */
const MAX_REPAIRS = 50;

// Parsed snippets of this worker, by path: a snippet included by many pages is parsed once while its text is the same.
const parsedCache = new Map<string, { text: string; parsed: ParsedSnippet }>();

function parseSnippet(path: string, text: string, parse: SnippetContext['parse']): ParsedSnippet {
  const cached = parsedCache.get(path);
  if (cached?.text === text) return cached.parsed;
  const parsed = parseFresh(path, text, parse);
  parsedCache.set(path, { text, parsed });
  return parsed;
}

function parseFresh(path: string, text: string, parse: SnippetContext['parse']): ParsedSnippet {
  // A snippet is parsed like a page, so a page's limits are its limits too (see markdown/limits.ts).
  const limit = isContentFile(path)
    ? checkMarkdownLimits(text, path, 'snippet')
    : checkSizeLimit(text, path, 'snippet');
  if (limit) {
    const problem = {
      severity: 'error' as const,
      rule: limit.rule,
      reason: `${limit.message}; the snippet is left out`,
      line: limit.position?.line ?? 1,
      column: limit.position?.column ?? 1,
      ...(limit.hint !== undefined && { hint: limit.hint }),
    };
    return { source: '', tree: undefined, problems: [problem] };
  }
  if (!isContentFile(path)) return parseModuleFile(path, text);
  let source = escapeHeadingIds(text);
  const problems: ParsedSnippet['problems'] = [];
  for (let attempt = 0; ; attempt++) {
    try {
      return { source, tree: parse(path, source), problems };
    } catch (error) {
      if (!isMdxSyntaxError(error)) throw error;
      const edit =
        attempt < MAX_REPAIRS ? recoverableEdit(error, source, (name) => getComponent(name) !== undefined) : undefined;
      if (edit === undefined) {
        const diagnostic = mdxSyntaxDiagnostic(error, path, 'error');
        problems.push({
          severity: 'error',
          rule: 'syntax',
          reason: `${diagnostic.message}; the snippet is left out`,
          hint: diagnostic.hint,
          line: diagnostic.position?.line ?? 1,
          column: diagnostic.position?.column ?? 1,
        });
        return { source, tree: undefined, problems };
      }
      const { at } = edit;
      const before = source.slice(0, at);
      if (edit.kind === 'lazy-line') {
        if (!problems.some((problem) => problem.rule === 'lazy-line'))
          problems.push({
            severity: 'warning',
            rule: 'lazy-line',
            reason: LAZY_LINE.message,
            hint: LAZY_LINE.hint,
            line: before.split('\n').length,
            column: 1,
          });
        source = `${before}${edit.insert}${source.slice(at)}`;
        continue;
      }
      const char = source[at];
      problems.push({
        severity: 'warning',
        rule: 'text-read-as-syntax',
        reason: `\`${char}\` is read as text: in MDX a \`${char}\` starts ${char === '<' ? 'a tag' : 'an expression'}`,
        hint: `write \`\\${char}\` or put it in backticks`,
        line: before.split('\n').length,
        column: at - before.lastIndexOf('\n'),
      });
      source = `${before}\\${source.slice(at)}`;
    }
  }
}

/**
 * A `.jsx`/`.js`/`.tsx`/`.ts` snippet: a JavaScript module, as one ESM node. A syntax error is a warning (Mintlify
 * fails only the components of that file): its names render their children only.
 */
function parseModuleFile(path: string, text: string): ParsedSnippet {
  const parsed = parseJsModule(path, text);
  if (!parsed.ok)
    return {
      source: text,
      tree: undefined,
      problems: [
        {
          severity: 'warning',
          rule: 'syntax',
          reason: `${parsed.reason}; Quire cannot read this JavaScript module, and its components show their children only`,
          hint: 'fix the JavaScript of the file (a `.jsx`/`.js`/`.tsx` snippet is a JavaScript module, not MDX)',
          line: parsed.line,
          column: parsed.column,
        },
      ],
    };
  const esm = { type: 'mdxjsEsm', value: parsed.source, data: { estree: parsed.program } } as MdxjsEsm;
  return { source: parsed.source, tree: { type: 'root', children: [esm] }, problems: [] };
}

/** Parse with `processor` as a snippet file of its own (positions are the snippet's lines and columns). */
export function parserOf(processor: { parse(file: VFile): unknown }): SnippetContext['parse'] {
  return (path, source) => processor.parse(new VFile({ path, value: source })) as Root;
}
