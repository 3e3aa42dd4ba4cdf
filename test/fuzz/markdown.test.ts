/**
 * Fuzzing page sources: front matter (`parseFrontmatter`, `getPageMeta`) and markdown (`renderMarkdown`, as `.md`
 * and as `.mdx`), with random text and mutations of the example's pages. Every result is a page or diagnostics,
 * each with a real position in the page.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { EXAMPLE, mutatedText, readSeeds } from './helpers/arbitraries.js';
import { checkResult } from './helpers/check-diagnostics.js';
import {
  FUZZ_RUNS,
  FUZZ_TIMEOUT_MS,
  FUZZ_SEED,
  keepFailingInput,
  startFuzzWorker,
  type FuzzWorker,
} from './helpers/fuzz-worker.js';

const pages = Object.values(readSeeds(EXAMPLE, ['.md']));
const FRONTMATTER_TOKENS = [
  '---\n',
  '---',
  '...\n',
  'title: ',
  'description: ',
  ': ',
  '- ',
  '\n',
  '  ',
  '"',
  "'",
  '&a ',
  '*a',
  '!!binary ',
  '!!js/function ',
  '<<: *a',
  '? ',
  '|',
  '>',
  '{',
  '[',
  '#',
  '%YAML 1.2\n',
  '\t',
];
const MARKDOWN_TOKENS = [
  '\n',
  '\n\n',
  '# ',
  '## ',
  '> ',
  '- ',
  '1. ',
  '* ',
  '**',
  '_',
  '~~',
  '`',
  '```',
  '```js title.js\n',
  '~~~',
  '    ',
  '|',
  '| --- |',
  '[',
  ']',
  '](',
  ')',
  '![',
  '<',
  '>',
  '<div>',
  '</div>',
  '<!--',
  '-->',
  '{',
  '}',
  'import x from "y"\n',
  'export const a = {\n',
  '{/* c */}',
  '<Card title="x">',
  '</Card>',
  '[^1]',
  '[^1]: note',
  '[ref]: ./guide/setup.md',
  '(./guide/setup.md#x)',
  '(../../x.md)',
  '(#)',
  '(/page)',
  '(images/a.png)',
  '(javascript:alert(1))',
  'https://example.com',
  'www.example.com',
  '&amp;',
  '&#0;',
  '\\',
  '- [ ] ',
  '$$',
];

let worker: FuzzWorker;
beforeAll(async () => {
  worker = await startFuzzWorker();
});
afterAll(() => worker?.close());

// A page may lack a position only when the whole page is the problem.
const POSITIONLESS = [] as const;

async function check(target: 'frontmatter' | 'markdown', raw: string, file: string): Promise<void> {
  await keepFailingInput({ raw, file }, async () =>
    checkResult(await worker.run(target, { raw, file }), { [file]: raw }, POSITIONLESS),
  );
}

const file = fc.constantFrom('page.md', 'page.mdx', 'guide/setup.md');

describe('fuzzing front matter', () => {
  it(`answers ${FUZZ_RUNS} mutated pages with metadata or located diagnostics`, {
    timeout: FUZZ_TIMEOUT_MS,
  }, async () => {
    const arb = fc.tuple(mutatedText(pages, FRONTMATTER_TOKENS), file);
    await fc.assert(
      fc.asyncProperty(arb, ([raw, name]) => check('frontmatter', raw, name)),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true },
    );
  });

  it(`answers ${FUZZ_RUNS} random front matter blocks`, { timeout: FUZZ_TIMEOUT_MS }, async () => {
    const yaml = fc
      .array(fc.oneof(fc.constantFrom(...FRONTMATTER_TOKENS), fc.string({ maxLength: 10, unit: 'binary' })), {
        maxLength: 30,
      })
      .map((parts) => parts.join(''));
    const arb = fc.tuple(
      yaml,
      fc.string({ maxLength: 40 }),
      fc.constantFrom('---\n', '\uFEFF---\n', '---\r\n', '--- \n'),
      fc.constantFrom('\n---\n', '\n...\n', '\n---', ''),
      file,
    );
    await fc.assert(
      fc.asyncProperty(arb, ([body, rest, open, close, name]) =>
        check('frontmatter', `${open}${body}${close}${rest}`, name),
      ),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED + 1, endOnFailure: true },
    );
  });
});

describe('fuzzing markdown', () => {
  it(`renders ${FUZZ_RUNS} mutated pages, as .md and .mdx, or reports located diagnostics`, {
    timeout: FUZZ_TIMEOUT_MS,
  }, async () => {
    const arb = fc.tuple(mutatedText(pages, MARKDOWN_TOKENS), file);
    await fc.assert(
      fc.asyncProperty(arb, ([raw, name]) => check('markdown', raw, name)),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED + 2, endOnFailure: true },
    );
  });

  it(`renders ${FUZZ_RUNS} pages made of random markdown tokens`, { timeout: FUZZ_TIMEOUT_MS }, async () => {
    const raw = fc
      .array(
        fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...MARKDOWN_TOKENS) },
          { weight: 1, arbitrary: fc.string({ maxLength: 8, unit: 'binary' }) },
        ),
        { maxLength: 120 },
      )
      .map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(fc.tuple(raw, file), ([text, name]) => check('markdown', text, name)),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED + 3, endOnFailure: true },
    );
  });
});
