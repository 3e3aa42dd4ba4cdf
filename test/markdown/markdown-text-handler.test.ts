/**
 * The Markdown writer's text handler (markdown/markdown-text-handler.ts) narrows the escaping patterns to the
 * characters of each text before `safe` runs them: the output must be what remark-stringify's own handler writes,
 * for text full of characters that are markdown somewhere.
 */
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { mathToMarkdown } from 'mdast-util-math';
import { type Processor, unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { STRINGIFY_OPTIONS } from '../../src/markdown/export-markdown.js';
import { remarkMathSyntax } from '../../src/markdown/math/remark-math-syntax.js';

function remarkMathToMarkdown(this: Processor): undefined {
  const data = this.data();
  data.toMarkdownExtensions ??= [];
  data.toMarkdownExtensions.push(mathToMarkdown());
}

const { handlers: _handlers, ...defaults } = STRINGIFY_OPTIONS;
const writer = (options: typeof STRINGIFY_OPTIONS) =>
  unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkGfm)
    .use(remarkMathSyntax)
    .use(remarkMathToMarkdown)
    .use(remarkStringify, options);

const SOURCES = [
  'Plain words, a comma. And a_b, a__b__c, snake_case_name and *stars* and _under_ and **strong**.',
  '1. one\n2) two\n\n- a\n+ b\n* c\n\n# h1 #\n\nSetext\n===\n\n> quote > inside',
  'Escapes: \\* \\_ \\[x\\] \\` \\\\ \\# \\< and &amp; &lt;tag&gt; &#123; and a lone \\ backslash.',
  'Links [a](/b "t") ![i](/c.png) <https://x.y/z> https://auto.link/path?q=1 mail@example.com www.example.com',
  'Table:\n\n| a | b\\|c |\n|---|:-:|\n| `x|y` | ~~del~~ ~one~ |\n\nPipes | in | text.',
  'Math $x_1 + y^2$ and $$a$$, money $5 and 5$, html <span>x</span> and <div>\n\n<div>\nblock\n</div>',
  'Hard  \nbreak, tab\there, trailing space  , brackets [a] [b][c], colon: a:b, tilde ~~~ and ``` ticks ```',
  '---\ntitle: x\n---\n\nText after front matter with = signs\n===\n-- dashes --- and +++ pluses',
  'Footnote[^1] and a definition.\n\n[^1]: Note _with_ [link].\n\n[link]: https://example.com "Title"',
  'Unicode: café — “quotes” … ½ and control \u0001 char, emoji 🎉 and !important !! ?? %% @@ ^^ {{ }} $$',
];

describe('the Markdown writer text handler', () => {
  it('writes what remark-stringify writes without it', () => {
    const fast = writer(STRINGIFY_OPTIONS);
    const plain = writer(defaults);
    for (const source of SOURCES) {
      const tree = plain.parse(source) as Root;
      expect(fast.stringify(structuredClone(tree))).toBe(plain.stringify(tree));
    }
  });

  it('escapes characters that would be markdown (the narrowing keeps the patterns that apply)', () => {
    const tree: Root = {
      type: 'root',
      children: [{ type: 'paragraph', children: [{ type: 'text', value: '*not emphasis* and [not a link] # x' }] }],
    };
    expect(writer(STRINGIFY_OPTIONS).stringify(tree)).toBe('\\*not emphasis\\* and \\[not a link] # x\n');
  });
});
