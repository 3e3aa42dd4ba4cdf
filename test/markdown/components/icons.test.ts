/**
 * Components' `icon` props: a name the site's icon library lacks is drawn from another library or as the closest
 * icon, with a warning at the prop's component; nothing is left blank. Quire's own default icons never warn.
 */
import { describe, expect, test } from 'vitest';
import { loadIcon } from '../../../src/icons/index.js';
import { renderMarkdown } from '../../../src/markdown/index.js';
import { problems } from './reference-helpers.js';

const context = { base: '/', urlByPath: { 'page.mdx': '/page/' }, assets: {} };

function render(library: 'lucide' | 'tabler' | undefined, ...lines: string[]) {
  return renderMarkdown(
    { path: 'page.mdx', raw: lines.join('\n') },
    { ...context, ...(library !== undefined && { iconLibrary: library }) },
  );
}

describe('component icons', () => {
  test('a Font Awesome Pro name is drawn from Lucide, with a warning naming the substitute', () => {
    const result = render(undefined, '# T', '', '<Card title="A" icon="badge-check">x</Card>');
    expect(result.html).toContain(loadIcon({ name: 'badge-check', style: 'lucide' }, 'q-icon q-card-icon'));
    expect(problems(result)).toEqual(['warning icons/substitute-icon 3:1']);
    expect(result.diagnostics[0].message).toBe(
      'icon "badge-check" is not in Font Awesome Free (it may be a Pro icon); Quire draws Lucide\'s "badge-check" instead',
    );
  });

  test('a name no library has is drawn as the closest icon, or as a question mark, never left out', () => {
    const closest = render(undefined, '<Card title="A" icon="hand-wave">x</Card>');
    expect(closest.html).toContain(loadIcon({ name: 'hand', style: 'solid' }, 'q-icon q-card-icon'));
    expect(closest.diagnostics.map((d) => d.message)).toEqual([
      'icon "hand-wave" is not in Font Awesome Free (it may be a Pro icon); Quire draws "hand" (Font Awesome), the closest name instead',
    ]);
    const none = render(undefined, '<Icon icon="qqqqqqqq" />');
    expect(none.html).toContain('<svg class="q-icon');
    expect(problems(none)).toEqual(['warning icons/unknown-icon 1:1']);
  });

  test('with icons.library "lucide", Lucide names draw without a warning and Font Awesome names still draw', () => {
    const lucide = render('lucide', '<Card title="A" icon="settings">x</Card>');
    expect(lucide.html).toContain(loadIcon({ name: 'settings', style: 'lucide' }, 'q-icon q-card-icon'));
    expect(problems(lucide)).toEqual([]);
    const fontAwesome = render('lucide', '<Card title="A" icon="npm">x</Card>');
    expect(fontAwesome.html).toContain(loadIcon({ name: 'npm', style: 'brands' }, 'q-icon q-card-icon'));
    expect(problems(fontAwesome)).toEqual(['warning icons/substitute-icon 1:1']);
  });

  test('callouts’ default icons are Quire’s own: no warning whatever the library', () => {
    const result = render('lucide', '<Note>x</Note>', '', '<Warning>y</Warning>');
    expect(problems(result)).toEqual([]);
    expect(result.html).toContain(loadIcon({ name: 'circle-info', style: 'solid' }));
  });

  test('an SVG written as the icon prop gets its React props as SVG attributes and the component’s icon class', () => {
    // PowerSync's Nuxt Card: `width={24}` and `strokeWidth={2}` passed through as written left the SVG without a size.
    const result = render(
      undefined,
      '<Card title="Nuxt" horizontal icon={<svg xmlns="http://www.w3.org/2000/svg" width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="#4e89ff" strokeLinecap="round" strokeWidth={2} className="mine" onClick={() => go()}><path stroke="none" d="M0 0h24v24H0z" /></svg>}>x</Card>',
    );
    expect(result.html).toContain(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#4e89ff" stroke-linecap="round" stroke-width="2" class="q-icon q-card-icon mine"><path stroke="none" d="M0 0h24v24H0z"></path></svg>',
    );
    expect(result.html).not.toMatch(/\{24\}|strokelinecap|onclick/i);
  });

  test('an image written as the icon prop, or a snippet component drawing an SVG, is the icon; other markup warns', () => {
    // Keep's 125 provider cards (`icon={<img …/>}`) and Novu's framework cards (`icon={<SvelteIcon />}`) drew nothing.
    const result = render(
      undefined,
      'export const Svelte = () => (<svg viewBox="0 0 9 9"><path d="M0 0" /></svg>);',
      '',
      '<Card',
      '  title="K"',
      '  icon={',
      '    <img src="https://img.logo.dev/apache.org" />',
      '  }',
      '></Card>',
      '',
      '<Card title="S" icon={<Svelte />}>y</Card>',
      '',
      '<Card title="W" icon={<Unknown />}>z</Card>',
    );
    expect(result.html).toContain('<img alt="" src="https://img.logo.dev/apache.org" class="q-icon q-card-icon">');
    expect(result.html).toContain('<svg viewBox="0 0 9 9" class="q-icon q-card-icon"><path d="M0 0"></path></svg>');
    expect(problems(result)).toEqual(['warning icons/icon-markup 12:1']);
    // A light and a dark picture, as Mintlify's own analytics cards give them: both kept.
    const pair = render(
      undefined,
      '<Card title="P" icon={<><svg className="dark:hidden" /><svg className="hidden dark:block" /></>}>p</Card>',
    );
    expect(pair.html).toContain(
      '<span class="q-icon-set"><svg class="q-icon q-card-icon dark:hidden"></svg><svg class="q-icon q-card-icon hidden dark:block"></svg></span>',
    );
  });

  test('markup in a title prop is converted the same way, its text spaced as JSX spaces it', () => {
    const result = render(
      undefined,
      '<Accordion title={<>Use <code className="x">{"npm"}</code>{" "}\n  now,\n  then</>}>y</Accordion>',
    );
    expect(result.html).toContain('<span class="q-accordion-title">Use <code class="x">npm</code> now, then</span>');
  });
});
