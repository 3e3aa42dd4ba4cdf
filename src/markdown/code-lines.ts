/**
 * Per-line work on code blocks: read the `[!code ++]`-style markers at the ends of lines (removing them from the
 * code), mark the lines of a `diff` block, and split highlighted code into one `<span class="line">` per line so
 * that lines can be numbered, highlighted, dimmed or marked as added or removed with CSS.
 */
import type { Element, ElementContent } from 'hast';

/** What a line is marked as; each becomes the class `line-<mark>`. */
export type LineMark = 'highlight' | 'focus' | 'add' | 'remove';

/** Marks by 0-based line index. */
export type LineMarks = Map<number, Set<LineMark>>;

const NOTATION_MARKS: Record<string, LineMark> = {
  '++': 'add',
  '--': 'remove',
  highlight: 'highlight',
  hl: 'highlight',
  focus: 'focus',
};

/**
 * A marker at the end of a line: `// [!code ++]`, `# [!code --:3]`, `<!-- [!code focus] -->`, `/* [!code hl] *\/`,
 * `-- [!code ++]`. Group 1 is the comment opener right before it (removed with it), 2 the mark, 3 the line count.
 */
const NOTATION =
  /[ \t]*(\/\/|\/\*|#|--|<!--|;|%|')?[ \t]*\[!code (\+\+|--|highlight|hl|focus)(?::(\d+))?\][ \t]*(\*\/|-->)?[ \t]*$/;

/** Add `mark` to `count` lines from `line`. */
export function markLines(marks: LineMarks, line: number, count: number, mark: LineMark): void {
  for (let index = line; index < line + count; index++) {
    const set = marks.get(index);
    if (set) set.add(mark);
    else marks.set(index, new Set([mark]));
  }
}

/**
 * Remove the `[!code …]` markers from `source`, returning the code without them and the marks they set. A marker
 * alone on its line removes that line and applies to the lines after it.
 */
export function extractNotation(source: string): { source: string; marks: LineMarks } {
  const marks: LineMarks = new Map();
  const lines = source.split('\n');
  const kept: string[] = [];
  for (const line of lines) {
    const match = line.includes('[!code ') ? NOTATION.exec(line) : null;
    if (!match) {
      kept.push(line);
      continue;
    }
    const mark = NOTATION_MARKS[match[2]];
    const count = match[3] === undefined ? 1 : Math.max(1, Number(match[3]));
    // The comment opener goes with the marker, and its closer with it; a marker inside a longer comment leaves the
    // comment (and its closer) in place.
    const rest = line.slice(0, match.index) + (match[1] === undefined && match[4] ? ` ${match[4]}` : '');
    if (rest.trim() === '') {
      markLines(marks, kept.length, count, mark);
      continue;
    }
    markLines(marks, kept.length, count, mark);
    kept.push(rest.trimEnd());
  }
  return { source: kept.join('\n'), marks };
}

/** Mark the added (`+`) and removed (`-`) lines of a unified diff, leaving out the `+++`/`---` file headers. */
export function diffMarks(source: string, marks: LineMarks): void {
  const lines = source.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (line.startsWith('+') && !line.startsWith('+++')) markLines(marks, index, 1, 'add');
    else if (line.startsWith('-') && !line.startsWith('---')) markLines(marks, index, 1, 'remove');
  }
}

/**
 * Split highlighted code into lines: a token span that runs over several lines (a block comment) is cut into one
 * piece per line, so that every line is a well-formed tree. A final empty line (after the closing newline) is
 * dropped.
 */
export function splitLines(nodes: readonly ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [];
  let line: ElementContent[] = [];
  // The token spans around the current point, and their copies in the current line (made when the line needs them).
  const ancestors: Element[] = [];
  let open: Element[] = [];

  const target = (): ElementContent[] => {
    for (let depth = open.length; depth < ancestors.length; depth++) {
      const copy: Element = {
        type: 'element',
        tagName: ancestors[depth].tagName,
        properties: ancestors[depth].properties,
        children: [],
      };
      (depth === 0 ? line : open[depth - 1].children).push(copy);
      open.push(copy);
    }
    return open.length === 0 ? line : open[open.length - 1].children;
  };

  const visit = (node: ElementContent): void => {
    if (node.type === 'text') {
      const parts = node.value.split('\n');
      for (let index = 0; index < parts.length; index++) {
        if (index > 0) {
          lines.push(line);
          line = [];
          open = [];
        }
        if (parts[index] !== '') target().push({ type: 'text', value: parts[index] });
      }
    } else if (node.type === 'element') {
      ancestors.push(node);
      for (const child of node.children) visit(child);
      ancestors.pop();
      if (open.length > ancestors.length) open.length = ancestors.length;
    } else target().push(node);
  };

  for (const node of nodes) visit(node);
  if (line.length > 0) lines.push(line);
  return lines;
}

/** One `<span class="line …">` per line, each followed by a newline, with the classes of its marks. */
export function wrapLines(lines: readonly ElementContent[][], marks: LineMarks): ElementContent[] {
  const out: ElementContent[] = [];
  for (let index = 0; index < lines.length; index++) {
    const set = marks.get(index);
    const className = ['line'];
    if (set)
      for (const mark of ['highlight', 'focus', 'add', 'remove'] as const)
        if (set.has(mark)) className.push(`line-${mark}`);
    out.push(
      { type: 'element', tagName: 'span', properties: { className }, children: lines[index] },
      { type: 'text', value: '\n' },
    );
  }
  return out;
}
