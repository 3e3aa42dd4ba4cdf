/**
 * The page chrome (templates/) and the content components (src/markdown/mdx/components/) name their classes apart:
 * a rule written for one must not style the other. The docs.json tab menus' list was once `.q-tab-panel`, the class of
 * a <Tab>'s panel, and its popover rule floated every content tab panel over the sidebar.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Classes every kind of markup shares on purpose: icons and screen-reader text. */
const SHARED = new Set(['q-icon', 'q-sr', 'q-sr-only']);

function filesIn(dir: string, ext: string): string[] {
  return readdirSync(path.join(ROOT, dir))
    .filter((f) => f.endsWith(ext))
    .map((f) => path.join(ROOT, dir, f));
}

/** The `q-` classes a content component renders (its `className` strings). */
function componentClasses(): Set<string> {
  const out = new Set<string>();
  for (const file of filesIn('src/markdown/mdx/components', '.ts'))
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/'(q-[a-z0-9-]+[a-z0-9])'/g)) out.add(name);
  return out;
}

/** The `q-` classes the page templates write. */
function chromeClasses(): Set<string> {
  const out = new Set<string>();
  for (const file of [...filesIn('templates', '.eta'), ...filesIn('templates/partials', '.eta')])
    for (const [, value] of readFileSync(file, 'utf8').matchAll(/class="([^"<]*)"/g))
      for (const name of value.split(/\s+/)) if (name.startsWith('q-')) out.add(name);
  return out;
}

describe('class names of the chrome and of content components', () => {
  it('finds the classes it compares (the scan is not blind)', () => {
    expect(componentClasses()).toContain('q-tab-panel');
    expect(chromeClasses()).toContain('q-nav-tab-menu-list');
  });

  it('never share a name, so a chrome rule cannot reach into a page', () => {
    const content = componentClasses();
    const shared = [...chromeClasses()].filter((name) => content.has(name) && !SHARED.has(name)).sort();
    expect(shared).toEqual([]);
  });

  it('leave the chrome stylesheet of the docs.json menus free of content component classes', () => {
    const content = componentClasses();
    const css = readFileSync(path.join(ROOT, 'templates/assets/components/navigation.css'), 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    const used = [...css.matchAll(/\.(q-[a-z0-9-]+)/g)].map((m) => m[1]);
    expect([...new Set(used.filter((name) => content.has(name) && !SHARED.has(name)))].sort()).toEqual([]);
  });
});
