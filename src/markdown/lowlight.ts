/**
 * The one syntax highlighter of the process: lowlight (highlight.js) with the common grammars plus a few
 * that docs use often, and the aliases authors write. Registered once at module load, reused for every block.
 */
import { all, common, createLowlight } from 'lowlight';

const { shell, ...grammars } = common;

/** The shared highlighter. */
export const lowlight = createLowlight({
  ...grammars,
  // Renamed so that `shell` can mean bash (see below); its own aliases `console` and `shellsession` stay.
  'shell-session': shell,
  // `all` is already loaded by the `lowlight` entry point: picking from it costs nothing extra.
  dockerfile: all.dockerfile,
  http: all.http,
  powershell: all.powershell,
});

// Docs write `shell` and `sh` for commands without prompts, so they are bash; `console` is a session
// with `$` prompts and command output, which highlight.js's shell-session grammar handles.
lowlight.registerAlias({
  bash: ['sh', 'shell', 'zsh', 'curl'],
  'shell-session': ['console', 'terminal', 'shellsession'],
  json: ['jsonc', 'json5'],
  javascript: ['js', 'jsx', 'mjs', 'cjs', 'node'],
  typescript: ['ts', 'tsx', 'mts', 'cts'],
  python: ['py', 'python3'],
  yaml: ['yml'],
  xml: ['html', 'svg'],
  powershell: ['ps', 'ps1', 'pwsh'],
  dockerfile: ['docker'],
  http: ['https'],
});

/** The registered grammar name for a code block language (case-insensitive), or undefined when unknown. */
export function highlightLanguage(language: string): string | undefined {
  const name = language.toLowerCase();
  return lowlight.registered(name) ? name : undefined;
}
