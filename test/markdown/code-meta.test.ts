import { describe, expect, test } from 'vitest';
import { codeTitle, codeTitleFromMeta, parseCodeMeta, parseRanges } from '../../src/markdown/code-meta.js';

describe('codeTitle', () => {
  test.each([
    [undefined, undefined],
    ['', undefined],
    ['getUser.js', 'getUser.js'],
    ['title="Install the SDK"', 'Install the SDK'],
    ["title='Single quotes'", 'Single quotes'],
    ['title=bare', 'bare'],
    ['title=""', undefined],
    ['filename="utils/hello.js"', 'utils/hello.js'],
    ['title={"In braces"}', 'In braces'],
    ['getUser.js {1,3-4}', 'getUser.js'],
    ['{2} lines wrap', undefined],
    ['Request example icon="js" highlight={1}', 'Request example'],
    ['lines title="Wins over words" words', 'Wins over words'],
    ['HelloWorld.java example icon=java lines', 'HelloWorld.java example'],
    ['Expandable example expandable', 'Expandable example'],
    ['Line focusing example focus=2,4,5', 'Line focusing example'],
    ['"server.ts - MCP server setup" lines', 'server.ts - MCP server setup'],
    ['prefect >= 3.1.16', 'prefect >= 3.1.16'],
    ['twoslash Twoslash example', 'Twoslash example'],
    ['title="No copy example" nocopy', 'No copy example'],
    ['Example theme={null}', 'Example'],
  ])('the title of %j is %j', (meta, title) => {
    expect(codeTitle('js', meta)).toBe(title);
  });

  test('codeTitleFromMeta is the same reading without a language', () => {
    expect(codeTitleFromMeta('a.js lines')).toBe('a.js');
  });
});

describe('parseCodeMeta', () => {
  test('reads every documented option, in each way of writing a value', () => {
    expect(parseCodeMeta('javascript', 'Example {1,2} focus={4-5} icon="square-js" lines wrap expandable')).toEqual({
      language: 'javascript',
      title: 'Example',
      icon: 'square-js',
      highlight: [
        [1, 1],
        [2, 2],
      ],
      focus: [[4, 5]],
      lines: true,
      wrap: true,
      expandable: true,
      copy: true,
      problems: [],
    });
    const quoted = parseCodeMeta('js', `highlight="1-2,5" focus='3' icon=java lines=true wrap={false} nocopy`);
    expect(quoted).toMatchObject({
      highlight: [
        [1, 2],
        [5, 5],
      ],
      focus: [[3, 3]],
      icon: 'java',
      lines: true,
      wrap: false,
      copy: false,
      problems: [],
    });
    expect(parseCodeMeta('js', 'highlight="[1,3,4]" showLineNumbers noCopy="false"')).toMatchObject({
      highlight: [
        [1, 1],
        [3, 3],
        [4, 4],
      ],
      lines: true,
      copy: true,
    });
  });

  test('ranges glued to the language, and a bare nocopy language', () => {
    expect(parseCodeMeta('js{1,3}', undefined)).toMatchObject({
      language: 'js',
      highlight: [
        [1, 1],
        [3, 3],
      ],
    });
    const plain = parseCodeMeta('nocopy', undefined);
    expect(plain.language).toBeUndefined();
    expect(plain.copy).toBe(false);
  });

  test('what cannot be read is a problem with a fix, and the rest still applies', () => {
    const options = parseCodeMeta('js', 'a.js {1,x} focus={3-1} lines=maybe wrap');
    expect(options.title).toBe('a.js');
    expect(options.wrap).toBe(true);
    expect(options.lines).toBe(false);
    expect(options.problems).toEqual([
      {
        message: '`{1,x}` is not a list of line numbers',
        hint: 'write line numbers and ranges counted from 1, like `{1,3-5}`',
      },
      {
        message: '`focus=3-1` is not a list of line numbers',
        hint: 'write line numbers and ranges counted from 1, like `focus={1,3-5}`',
      },
      { message: '`lines` is true or false, not `maybe`', hint: 'write `lines` alone to turn it on' },
    ]);
  });

  test('an unclosed quote takes the rest of the line; an unclosed range is a problem', () => {
    expect(parseCodeMeta('js', 'title="Half open').title).toBe('Half open');
    const options = parseCodeMeta('js', 'a.js {1,2');
    expect(options.highlight).toEqual([]);
    expect(options.problems.map((problem) => problem.message)).toEqual(['`{1,2` is not a list of line numbers']);
  });
});

describe('parseRanges', () => {
  test.each([
    ['1', [[1, 1]]],
    [
      '{1, 3 - 5}',
      [
        [1, 1],
        [3, 5],
      ],
    ],
    [
      '[2,4]',
      [
        [2, 2],
        [4, 4],
      ],
    ],
    ['', undefined],
    ['{}', undefined],
    ['0', undefined],
    ['1-a', undefined],
    ['5-2', undefined],
  ])('%j is %j', (written, ranges) => {
    expect(parseRanges(written)).toEqual(ranges);
  });
});
