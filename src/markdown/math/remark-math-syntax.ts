/**
 * remark plugin: read `$…$` (inline) and `$$…$$` (display) math, as Mintlify documents it, into `inlineMath` and
 * `math` nodes (the micromark and mdast extensions of remark-math, without its serializer).
 *
 * One rule is added for a single `$`, so that dollars in prose stay text: as in Pandoc, the opening `$` must not be
 * followed by a space, the closing `$` must not follow a space nor be followed by a digit. "From $5 to $10" is
 * text; `$x$`, `$(a^2 + b^2)$` and `$$ x $$` are math. A literal `$` can always be written `\$`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { mathFromMarkdown } from 'mdast-util-math';
import type { math as mathSyntax } from 'micromark-extension-math';
import type { Code, Construct, Effects, Extension, State } from 'micromark-util-types';
import type { Processor } from 'unified';

// The package's entry also exports its HTML extension, which imports the package's own copy of KaTeX (~600 KB of
// code, loaded by every build and worker) that Quire never runs: formulas are rendered by render-tex.ts. So only its
// syntax module is loaded, by file path, as its `exports` do not list it (the math tests fail if it ever moves).
const require = createRequire(import.meta.url);
const syntaxFile = path.join(path.dirname(require.resolve('micromark-extension-math')), 'lib', 'syntax.js');
const { math } = require(syntaxFile) as { math: typeof mathSyntax };

const DOLLAR = 36;

/** Add math syntax to the parser of `this` processor. */
export function remarkMathSyntax(this: Processor): undefined {
  const data = this.data();
  const syntax = math({ singleDollarTextMath: true });
  const text = syntax.text?.[DOLLAR] as Construct;
  const extension: Extension = { flow: syntax.flow, text: { [DOLLAR]: guardDollars(text) } };
  data.micromarkExtensions ??= [];
  data.micromarkExtensions.push(extension);
  data.fromMarkdownExtensions ??= [];
  data.fromMarkdownExtensions.push(mathFromMarkdown());
}

/** `construct` (math in text), refusing a single-`$` span that looks like prose (see the module comment). */
function guardDollars(construct: Construct): Construct {
  return {
    ...construct,
    tokenize(effects, ok, nok) {
      const codes: Code[] = [];
      // The inner tokenizer only calls these methods; recording what it consumes tells us the span's edges.
      const watched: Effects = {
        ...effects,
        consume(code) {
          codes.push(code);
          effects.consume(code);
        },
      };
      const done: State = (code) => (looksLikeMath(codes, code) ? ok(code) : nok(code));
      return construct.tokenize.call(this, watched, done, nok);
    },
  };
}

/** Whether the consumed `codes` of a math span (delimiters included), followed by `next`, are math. */
function looksLikeMath(codes: readonly Code[], next: Code): boolean {
  let open = 0;
  while (codes[open] === DOLLAR) open++;
  if (open !== 1) return true;
  const first = codes[1];
  const last = codes[codes.length - 2];
  return !isSpace(first) && !isSpace(last) && !(next !== null && next >= 48 && next <= 57);
}

/** Space, tab, or a line ending (micromark codes are negative for virtual spaces and line endings). */
function isSpace(code: Code): boolean {
  return code === null || code === 32 || code === 9 || code < 0 || code === 10 || code === 13;
}
