/**
 * Mintlify's `.mintignore`: files of the docs folder that are neither pages nor published files, in `.gitignore`
 * syntax, plus the files Mintlify leaves out of every docs.json/mint.json project without being told (its "Exclude
 * files from publishing" page lists them). An ignored file is not read at all: not built, copied, searched or listed
 * in `llms.txt`, and the dev server does not watch it.
 *
 * Matching follows git's rules: blank lines and `#` comments are skipped; `!` re-includes; a trailing `/` matches
 * folders only; a pattern with a `/` before its end is relative to the docs folder, one without matches a name at
 * any depth; `*` and `?` stay within a path segment, `**` crosses them; the last matching pattern wins; and nothing
 * inside an ignored folder can be re-included. No library in node_modules implements this (picomatch is a glob
 * matcher: no negation order, no folder-only or anchoring rules), so it is written out here.
 */

/** The ignore file Mintlify reads at the root of the docs folder. */
export const IGNORE_FILE = '.mintignore';

/**
 * What Mintlify ignores by default, as listed on its "Exclude files from publishing" page (organize/mintignore).
 * Dot-folders in that list (`.git`, `.github`, `.claude`, `.agents`, `.idea`, `.vscode`, `.cache`) and
 * `node_modules` are already skipped by the content walk. The page lists `build`, `dist` and the others by name
 * only; they are taken as the output and scratch folders at the root of the docs folder, so that a topic folder
 * deeper down (`learn/build/`, whose pages a real project's navigation lists) stays content: leaving out pages the
 * navigation names would lose them for readers.
 */
export const MINTLIFY_DEFAULT_IGNORES: readonly string[] = [
  '/build/',
  '/dist/',
  '/coverage/',
  '/tmp/',
  '/temp/',
  'README.md',
  'LICENSE.md',
  'CHANGELOG.md',
  'CONTRIBUTING.md',
];

interface Rule {
  pattern: RegExp;
  negate: boolean;
  folderOnly: boolean;
}

/** A compiled set of ignore patterns. */
export interface IgnoreRules {
  /** Whether the relative `/`-separated path is ignored, itself or through one of its folders. */
  ignores(path: string, isFolder: boolean): boolean;
  /** Whether the path itself matches, its folders aside (for a walk that never enters an ignored folder). */
  matches(path: string, isFolder: boolean): boolean;
}

/** Compile patterns, one per line as in a `.gitignore` file (later lines win). */
export function compileIgnoreRules(lines: readonly string[]): IgnoreRules {
  const rules = lines.flatMap((line) => {
    const rule = parseLine(line);
    return rule ? [rule] : [];
  });
  const matches = (path: string, isFolder: boolean): boolean => {
    let ignored = false;
    for (const rule of rules) {
      if (rule.folderOnly && !isFolder) continue;
      if (rule.negate === ignored && rule.pattern.test(path)) ignored = !rule.negate;
    }
    return ignored;
  };
  return {
    matches,
    ignores(path, isFolder) {
      if (rules.length === 0) return false;
      const segments = path.split('/');
      for (let i = 1; i < segments.length; i++) if (matches(segments.slice(0, i).join('/'), true)) return true;
      return matches(path, isFolder);
    },
  };
}

/** The patterns of a `.mintignore` text, and the defaults first when `mintlifyDefaults` (the file can re-include). */
export function ignorePatterns(text: string | undefined, mintlifyDefaults: boolean): string[] {
  return [...(mintlifyDefaults ? MINTLIFY_DEFAULT_IGNORES : []), ...(text?.split(/\r?\n|\r/) ?? [])];
}

function parseLine(line: string): Rule | undefined {
  // Trailing spaces are dropped unless escaped with a backslash.
  let text = line.replace(/(?<!\\)\s+$/, '').replace(/\\(\s)$/, '$1');
  if (text === '' || text.startsWith('#')) return undefined;
  const negate = text.startsWith('!');
  if (negate) text = text.slice(1);
  else if (text.startsWith('\\!') || text.startsWith('\\#')) text = text.slice(1);
  const folderOnly = text.endsWith('/') && !text.endsWith('\\/');
  if (folderOnly) text = text.slice(0, -1);
  const anchored = text.includes('/');
  text = text.replace(/^\//, '');
  if (text === '') return undefined;
  const body = globToRegExp(text);
  return { pattern: new RegExp(`^${anchored ? '' : '(?:.*/)?'}${body}$`, 'u'), negate, folderOnly };
}

/** Translate one gitignore glob (without its leading `/` or trailing `/`) to a regular expression body. */
function globToRegExp(glob: string): string {
  let out = '';
  let i = 0;
  while (i < glob.length) {
    const char = glob[i];
    if (char === '*' && glob[i + 1] === '*') {
      const atStart = i === 0 || glob[i - 1] === '/';
      const next = glob[i + 2];
      if (atStart && next === '/') {
        out += '(?:.*/)?'; // `**/` : any number of folders, none included
        i += 3;
        continue;
      }
      if (atStart && next === undefined) {
        out += '.*'; // a trailing `/**`: everything inside
        i += 2;
        continue;
      }
      out += '[^/]*'; // any other `**` is an ordinary `*`
      i += 2;
      continue;
    }
    if (char === '*') out += '[^/]*';
    else if (char === '?') out += '[^/]';
    else if (char === '\\' && i + 1 < glob.length) {
      out += literal(glob[i + 1]);
      i += 2;
      continue;
    } else if (char === '[') {
      const end = classEnd(glob, i);
      if (end === -1) out += '\\[';
      else {
        out += characterClass(glob.slice(i + 1, end));
        i = end + 1;
        continue;
      }
    } else out += literal(char);
    i++;
  }
  return out;
}

/** Where the `[…]` class opened at `start` closes (a `]` right after `[` or `[!` is a member), or -1. */
function classEnd(glob: string, start: number): number {
  let i = start + 1;
  if (glob[i] === '!' || glob[i] === '^') i++;
  if (glob[i] === ']') i++;
  for (; i < glob.length; i++) {
    if (glob[i] === '\\') i++;
    else if (glob[i] === ']') return i;
  }
  return -1;
}

function characterClass(inner: string): string {
  const negated = inner.startsWith('!') || inner.startsWith('^');
  const members = (negated ? inner.slice(1) : inner).replace(/\\(.)/g, '$1');
  // Ranges (`a-z`) stay; everything else a regular expression class treats specially is escaped.
  const body = members.replace(/[\\\]^[]/g, '\\$&');
  // A class never matches the separator, as in git.
  return negated ? `(?!/)[^${body}]` : `[${body}]`;
}

function literal(char: string): string {
  return /[.*+?^${}()|[\]\\/]/.test(char) ? `\\${char}` : char;
}
