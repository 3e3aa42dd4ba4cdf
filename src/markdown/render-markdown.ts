/** Render one page's markdown to body HTML, plus its table of contents, ids, internal links and problems. */
import { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics.js';
import { checkMarkdownLimits, isStackOverflow, tooDeepDiagnostic } from './limits.js';
import type { PageData } from './page-data.js';
import { createProcessor } from './processor.js';
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
}

// Created once per module (so once per worker thread): building a processor costs more than a small page.
const processor = createProcessor();

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
  const page: PageData = {
    path: input.path,
    context,
    removeLeadingH1: input.removeLeadingH1 ?? false,
    toc: [],
    ids: [],
    links: [],
  };
  const file = new VFile({ path: input.path, value: input.raw, data: { page } });
  const tree = processor.runSync(processor.parse(file), file);
  const html = processor.stringify(tree, file);
  return {
    html,
    toc: page.toc,
    ids: page.ids,
    links: page.links,
    diagnostics: file.messages.map((message) => diagnosticFromMessage(message, input.path)),
  };
}

type VFileMessage = VFile['messages'][number];

function diagnosticFromMessage(message: VFileMessage, file: string): Diagnostic {
  const place = message.place;
  const point = place && 'start' in place ? place.start : place;
  return {
    severity: message.fatal === true ? 'error' : 'warning',
    rule: `${message.source ?? 'markdown'}/${message.ruleId ?? 'unknown'}`,
    file,
    ...(point && { position: { line: point.line, column: point.column } }),
    message: message.reason,
    ...(message.note !== undefined && { hint: message.note }),
  };
}
