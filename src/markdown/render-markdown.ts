/** Render one page's markdown to body HTML, plus its table of contents, ids, internal links and problems. */
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics.js';
import { cloneTree } from './clone-tree.js';
import { checkMarkdownLimits, isStackOverflow, tooDeepDiagnostic } from './limits.js';
import { createPageData, type PageData } from './page-data.js';
import { getComponent } from './mdx/components/index.js';
import { escapeHeadingIds } from './heading-custom-ids.js';
import { isMdxSyntaxError, LAZY_LINE, mdxSyntaxDiagnostic, recoverableEdit } from './mdx/mdx-errors.js';
import { OverBudget } from './mdx/budget.js';
import { includedBy, originOf } from './mdx/snippet-scope.js';
import { createProcessor, type PageSyntax } from './processor.js';
import type { LinkContext, RenderedMarkdown } from './types.js';

/** One page to render. */
export interface MarkdownInput {
  /** Source path relative to the docs folder, e.g. `guide/setup.md`; `.mdx` pages tolerate MDX syntax. */
  path: string;
  /** The whole file, front matter included (so reported positions are file positions). */
  raw: string;
  /**
   * Drop a leading `# Title`, for pages whose template renders the title as h1.
   * @default false
   */
  removeLeadingH1?: boolean;
  /** Snippet sources by path (`snippets/x.mdx`), for `import` and `<Snippet file>`. */
  snippets?: Readonly<Record<string, string>>;
  /**
   * Where the renderer leaves a copy of the page's parsed tree, and the Markdown export takes it from: the build makes
   * both of each page, and parsing is most of either's cost.
   */
  parsed?: ParsedPage;
}

/** A page's parse, as the renderer read it: the syntax it was read as, the source after repairs, the tree. */
export interface ParsedPage {
  syntax?: 'markdown' | 'mdx';
  source?: string;
  tree?: Root;
}

// Created once per module (so once per worker thread), each on first use: building a processor costs more than a
// small page, and the MDX one loads remark-mdx, which a site of markdown pages never needs.
const processors: Partial<Record<PageSyntax, ReturnType<typeof createProcessor>>> = {};
const processorFor = (syntax: PageSyntax) => (processors[syntax] ??= createProcessor(syntax));

/**
 * The syntax a page is read with: `.mdx` pages are MDX. Mintlify reads `.md` pages as MDX too, so one that uses a
 * component (a `<Capitalized` tag) is read as MDX, falling back to markdown (with a warning) when MDX cannot parse it.
 */
export function pageSyntax(path: string, raw: string): PageSyntax {
  if (path.endsWith('.mdx')) return 'mdx';
  return COMPONENT_TAG.test(raw) ? 'mdx' : 'markdown';
}

const COMPONENT_TAG = /<[A-Z][A-Za-z0-9.]*[\s/>]/;

/** Text `<`s and `{`s escaped on one page before giving up on MDX for it. */
const MAX_REPAIRS = 50;

/** The warning for a `<` or `{` escaped at `at`: where, what, and how to write it. */
function repairedDiagnostic(error: unknown, raw: string, source: string, at: number, path: string): Diagnostic {
  const { line, column } = pointAt(raw, toRawOffset(raw, source, at));
  const snippet = /^[<{][^\s<>{}]{0,30}>?/.exec(source.slice(at))?.[0] ?? source[at];
  const char = source[at];
  return {
    severity: 'warning',
    rule: 'mdx/text-read-as-syntax',
    file: path,
    position: { line, column },
    message: `\`${snippet}\` is read as text: in MDX a \`${char}\` starts ${char === '<' ? 'a tag' : 'an expression'} (${(error as { reason?: string }).reason ?? 'syntax error'})`,
    hint: `write \`\\${char}\` or put it in backticks`,
  };
}

/** The warning for a page's lines that continue a list item without its indentation (once per page). */
function lazyLineDiagnostic(raw: string, source: string, at: number, path: string): Diagnostic {
  return {
    severity: 'warning',
    rule: 'mdx/lazy-line',
    file: path,
    position: pointAt(raw, toRawOffset(raw, source, at)),
    message: LAZY_LINE.message,
    hint: LAZY_LINE.hint,
  };
}

/** Render the markdown page `input` with links resolved against `context`. Never throws for user content. */
export function renderMarkdown(input: MarkdownInput, context: LinkContext): RenderedMarkdown {
  const limit = checkMarkdownLimits(input.raw, input.path);
  if (limit) return { html: '', toc: [], ids: [], links: [], diagnostics: [limit] };
  try {
    return renderWithin(input, context);
  } catch (error) {
    // The parser's and the tree walkers' recursion is as deep as the page's nesting; V8 recovers cleanly.
    if (isStackOverflow(error))
      return { html: '', toc: [], ids: [], links: [], diagnostics: [tooDeepDiagnostic(input.path)] };
    throw error;
  }
}

function renderWithin(input: MarkdownInput, context: LinkContext): RenderedMarkdown {
  const page: PageData = createPageData(input, context);
  const syntax = pageSyntax(input.path, input.raw);
  const syntaxProblems: Diagnostic[] = [];
  let processor = processorFor(syntax);
  // Mintlify's `## Title {#id}` is not an MDX expression: keep its brace as text.
  let source = syntax === 'mdx' ? escapeHeadingIds(input.raw) : input.raw;
  let file = new VFile({ path: input.path, value: source, data: { page } });
  let parsed: ReturnType<typeof processor.parse> | undefined;
  for (let attempt = 0; parsed === undefined; attempt++) {
    try {
      parsed = processor.parse(file);
    } catch (error) {
      if (!isMdxSyntaxError(error)) {
        // The parsers' own consistency checks can fail on some malformed MDX (found by fuzzing: a JSX tag inside a
        // setext heading underline); that is the page's syntax too, not a crash. Deep nesting is handled above.
        if (processor === processorFor('markdown') || isStackOverflow(error) || !(error instanceof Error)) throw error;
        syntaxProblems.push(
          mdxSyntaxDiagnostic(
            { reason: `MDX cannot read this page (${error.message})`, place: { line: 1, column: 1 } },
            input.path,
            input.path.endsWith('.mdx') ? 'error' : 'warning',
          ),
        );
        processor = processorFor('markdown');
        file = new VFile({ path: input.path, value: input.raw, data: { page } });
        parsed = processor.parse(file);
        break;
      }
      // A `<` or `{` meant as text (`<API_KEY>`, `a < b`) is escaped, and a lazy line of a list item indented, with a
      // warning, as Mintlify's readers see them.
      const edit =
        attempt < MAX_REPAIRS ? recoverableEdit(error, source, (name) => getComponent(name) !== undefined) : undefined;
      if (edit !== undefined) {
        if (edit.kind === 'text')
          syntaxProblems.push(repairedDiagnostic(error, input.raw, source, edit.at, input.path));
        else if (!syntaxProblems.some((d) => d.rule === 'mdx/lazy-line'))
          syntaxProblems.push(lazyLineDiagnostic(input.raw, source, edit.at, input.path));
        source = `${source.slice(0, edit.at)}${edit.insert}${source.slice(edit.at)}`;
        file = new VFile({ path: input.path, value: source, data: { page } });
        continue;
      }
      // An `.mdx` page that is not valid MDX fails the build, as on Mintlify; a `.md` page is read as markdown. Either
      // way the page is still rendered as markdown, so its other problems and links are reported too.
      syntaxProblems.push(
        atRawPosition(
          mdxSyntaxDiagnostic(error, input.path, input.path.endsWith('.mdx') ? 'error' : 'warning'),
          input.raw,
          source,
        ),
      );
      processor = processorFor('markdown');
      file = new VFile({ path: input.path, value: input.raw, data: { page } });
      parsed = processor.parse(file);
    }
  }
  // The plugins below change the tree in place: the export gets a copy as parsed.
  if (input.parsed)
    Object.assign(input.parsed, {
      syntax: processor === processors.mdx ? 'mdx' : 'markdown',
      source: String(file.value),
      tree: cloneTree(parsed),
    });
  let html = '';
  try {
    html = processor.stringify(processor.runSync(parsed, file), file);
  } catch (error) {
    // A page that expands past its budget is not rendered: the error names where it went over.
    if (!(error instanceof OverBudget)) throw error;
    const [source, ruleId] = error.rule.split('/');
    const message = file.message(error.message, { place: error.place, ruleId, source });
    message.fatal = true;
    message.note = error.hint;
  }
  return {
    html,
    toc: page.toc,
    ids: page.ids,
    links: page.links,
    ...(page.features && { features: [...page.features].sort() }),
    ...(page.updates && { updates: page.updates }),
    diagnostics: [
      ...syntaxProblems,
      ...file.messages.map((message) =>
        atRawPosition(diagnosticFromMessage(message, input.path), input.raw, String(file.value)),
      ),
    ],
  };
}

type VFileMessage = VFile['messages'][number];

function diagnosticFromMessage(message: VFileMessage, file: string): Diagnostic {
  const place = message.place;
  const point = place && 'start' in place ? place.start : place;
  // A problem in an included snippet is reported in the snippet, naming the include.
  const origin = originOf(place);
  return {
    severity: message.fatal === true ? 'error' : 'warning',
    rule: `${message.source ?? 'markdown'}/${message.ruleId ?? 'unknown'}`,
    file: origin?.file ?? file,
    ...(point && { position: { line: point.line, column: point.column } }),
    message: origin ? `${message.reason} (${includedBy(origin)})` : message.reason,
    ...(message.note !== undefined && { hint: message.note }),
  };
}

/**
 * The offset in `raw` of offset `at` in `source`, which is `raw` with backslashes inserted (escaped `<`, `{` and
 * heading ids): diagnostics point at the file as the author wrote it.
 */
function toRawOffset(raw: string, source: string, at: number): number {
  if (raw.length === source.length) return at;
  let i = 0;
  for (let j = 0; j < at && j < source.length; j++) {
    if (raw[i] === source[j]) i++;
  }
  return i;
}

function pointAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** `diagnostic` with its position moved from the parsed `source` to `raw` (see {@link toRawOffset}). */
function atRawPosition(diagnostic: Diagnostic, raw: string, source: string): Diagnostic {
  const position = diagnostic.position;
  if (!position || raw.length === source.length) return diagnostic;
  let offset = 0;
  for (let line = 1; line < position.line; line++) offset = source.indexOf('\n', offset) + 1;
  return { ...diagnostic, position: pointAt(raw, toRawOffset(raw, source, offset + position.column - 1)) };
}
