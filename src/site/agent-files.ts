/**
 * The docs folder's own files for crawlers and AI tools (`llms.txt`, `llms-full.txt`, `sitemap.xml`, `robots.txt`,
 * `skill.md` at its root): each is published as written in place of the file Quire generates, as on Mintlify, with
 * a note so that an author who forgot the file knows why the generated one is missing. Pure: works on the file list.
 */
import { AGENT_FILES } from '../content/publish-rules.js';
import type { Diagnostic } from '../diagnostics.js';

/** What Quire would write instead of each file, for the note. */
const GENERATED: Record<(typeof AGENT_FILES)[number], string> = {
  'llms.txt': 'the generated index of every page',
  'llms-full.txt': "the generated file of every page's Markdown",
  'sitemap.xml': 'the generated sitemap (written with --site-url)',
  'robots.txt': 'the generated robots.txt',
  'skill.md': 'a page (Quire generates no skill.md)',
};

/** One note per agent file the docs folder has at its root (`assets`: the files the site publishes). */
export function checkAgentFiles(assets: readonly string[]): Diagnostic[] {
  const published = new Set(assets);
  return AGENT_FILES.filter((name) => published.has(name)).map((name) => ({
    severity: 'info',
    rule: 'content/own-agent-file',
    file: name,
    message: `${name} of the docs folder is published as written, in place of ${GENERATED[name]}`,
    hint:
      name === 'skill.md'
        ? 'rename it to build it as a page'
        : `delete or rename it to publish ${GENERATED[name].replace(/ \(.*\)$/, '')} again`,
  }));
}
