/**
 * The one syntax highlighter of the process: lowlight (highlight.js) with the common grammars plus a few
 * that docs use often, and the aliases authors write. A grammar is loaded the first time a code block uses
 * it (with the grammars it embeds), so a site pays only for the languages it has: loading all of them costs
 * each render worker about 0.15 s and 20 MB.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { createLowlight as CreateLowlight } from 'lowlight';

type Core = ReturnType<typeof CreateLowlight>;
type Grammar = Parameters<Core['register']>[1];

const require = createRequire(import.meta.url);
// lowlight's entry point imports all ~190 highlight.js grammars; its core alone is imported by file instead.
const coreUrl = new URL('./lib/index.js', pathToFileURL(require.resolve('lowlight')));
const { createLowlight } = (await import(coreUrl.href)) as { createLowlight: typeof CreateLowlight };

/**
 * Supported grammars with every name that selects them: the grammar's own aliases, then ours. `shell-session` is
 * highlight.js's `shell` grammar, renamed so that `shell` and `sh` can mean bash: docs write them for commands without
 * prompts, while `console` is a session with `$` prompts and output.
 */
const NAMES: Record<string, string[]> = {
  // In the order the full set was always registered: `http` bodies are guessed among all grammars in this order.
  arduino: ['ino'],
  bash: ['sh', 'zsh', 'shell', 'curl'],
  c: ['h'],
  cpp: ['cc', 'c++', 'h++', 'hpp', 'hh', 'hxx', 'cxx'],
  csharp: ['cs', 'c#'],
  css: [],
  diff: ['patch'],
  go: ['golang'],
  graphql: ['gql'],
  ini: ['toml'],
  java: ['jsp'],
  javascript: ['js', 'jsx', 'mjs', 'cjs', 'node'],
  json: ['jsonc', 'json5'],
  kotlin: ['kt', 'kts'],
  less: [],
  lua: ['pluto'],
  makefile: ['mk', 'mak', 'make'],
  markdown: ['md', 'mkdown', 'mkd'],
  objectivec: ['mm', 'objc', 'obj-c', 'obj-c++', 'objective-c++'],
  perl: ['pl', 'pm'],
  php: [],
  'php-template': [],
  plaintext: ['text', 'txt'],
  python: ['py', 'gyp', 'ipython', 'python3'],
  'python-repl': ['pycon'],
  r: [],
  ruby: ['rb', 'gemspec', 'podspec', 'thor', 'irb'],
  rust: ['rs'],
  scss: [],
  sql: [],
  swift: [],
  typescript: ['ts', 'tsx', 'mts', 'cts'],
  vbnet: ['vb'],
  wasm: [],
  xml: ['html', 'xhtml', 'rss', 'atom', 'xjb', 'xsd', 'xsl', 'plist', 'wsf', 'svg'],
  yaml: ['yml'],
  'shell-session': ['console', 'shellsession', 'terminal'],
  dockerfile: ['docker'],
  http: ['https'],
  powershell: ['pwsh', 'ps', 'ps1'],
};

/** Grammars that embed others (highlight.js `subLanguage`); `http` has a highlighter of its own (see below). */
const EMBEDS: Record<string, string[]> = {
  javascript: ['css', 'graphql', 'xml'],
  typescript: ['css', 'graphql', 'xml'],
  xml: ['css', 'javascript'],
  markdown: ['xml'],
  'php-template': ['php', 'xml'],
  'python-repl': ['python'],
  'shell-session': ['bash'],
  yaml: ['ruby'],
  dockerfile: ['bash'],
};

/** highlight.js file names that differ from the grammar name. */
const FILES: Record<string, string> = { 'shell-session': 'shell' };

const grammarOf = new Map<string, string>();
for (const [grammar, aliases] of Object.entries(NAMES))
  for (const name of [grammar, ...aliases]) grammarOf.set(name, grammar);

const core: Core = createLowlight();
let full: Core | undefined;

function grammar(name: string): Grammar {
  return require(`highlight.js/lib/languages/${FILES[name] ?? name}`) as Grammar;
}

function load(name: string): void {
  if (core.registered(name)) return;
  core.register(name, grammar(name));
  for (const embedded of EMBEDS[name] ?? []) load(embedded);
}

/**
 * The highlighter for a grammar. An `http` body is highlighted as whichever grammar fits it best, ties going to
 * the first registered; so `http` gets a highlighter with every grammar in a fixed order, whatever was loaded before.
 */
function coreFor(name: string): Core {
  if (name !== 'http') {
    load(name);
    return core;
  }
  if (!full) {
    full = createLowlight();
    for (const each of Object.keys(NAMES)) full.register(each, grammar(each));
  }
  return full;
}

/** The shared highlighter: `highlight` takes any supported name or alias and loads its grammar on first use. */
export const lowlight = {
  highlight(
    language: string,
    value: string,
    options?: Parameters<Core['highlight']>[2],
  ): ReturnType<Core['highlight']> {
    const name = grammarOf.get(language.toLowerCase());
    // An unknown language goes to lowlight as it is, which throws as it always did.
    return name ? coreFor(name).highlight(name, value, options) : core.highlight(language, value, options);
  },
  /** Whether `name` (case-insensitive) selects a supported grammar. */
  registered: (name: string): boolean => grammarOf.has(name.toLowerCase()),
};

/** The registered grammar name for a code block language (case-insensitive), or undefined when unknown. */
export function highlightLanguage(language: string): string | undefined {
  const name = language.toLowerCase();
  return grammarOf.has(name) ? name : undefined;
}
