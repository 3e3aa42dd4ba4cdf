/**
 * Issue 23, item 13: `{Widget}`, a component used as a value, printed Quire's syntax tree of the component and the
 * whole text of the snippet it came from, comments and all, into the page, its `.md` and `llms-full.txt`. Now it is
 * an `mdx/mdx-expression` warning (with a hint to write `<Widget />`) and nothing of it is shown; no other way of
 * using a component as a value (in a list, an object, a template literal, a member of it) shows it either.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.js';
import { writeFixture } from '../helpers/site-fixture.js';

const SECRET = 'internal-note-7c1d';

const root = writeFixture({
  'site.json': { name: 'Values', navigation: [{ group: 'Start', pages: ['index'] }] },
  'snippets/widget.mdx': `{/* ${SECRET}: not for readers */}\n\nexport const Widget = ({ title }) => (<div className="widget">{title}</div>);\n`,
  'index.mdx': `---
title: Values
---

import { Widget } from "/snippets/widget.mdx";
import Whole from "/snippets/widget.mdx";

Alone: {Widget}

In a list: {[Widget]} in an object: {{ w: Widget }} as text: {\`\${Widget}\`}

Members: {Widget.source} {Widget.fn} {Whole.path}

<Widget title="Shown as a tag" />
`,
});
const out = `${root}-site`;

afterAll(() => {
  for (const dir of [root, out]) rmSync(dir, { recursive: true, force: true });
});

describe('a component used as a value', () => {
  it('is left out of the page, its Markdown and llms-full.txt, with a warning', async () => {
    const result = await buildSite({ root, outDir: out, workers: 0, cache: false });
    expect(result.ok).toBe(true);
    const warnings = result.diagnostics.filter((d) => d.rule === 'mdx/mdx-expression');
    expect(warnings.map((d) => d.position?.line)).toEqual([8, 10, 10, 10]);
    expect(warnings[0].message).toBe('`{Widget}` is a component used as a value; Quire leaves it out');
    expect(warnings[0].hint).toBe('to show the component, write it as a tag: `<Widget />`');
    for (const file of ['index.html', 'index.md', 'llms-full.txt']) {
      const text = readFileSync(path.join(out, file), 'utf8');
      expect(text).not.toContain(SECRET);
      expect(text).not.toMatch(/ArrowFunctionExpression|"loc"|snippets\/widget\.mdx/);
      expect(text).toContain('Shown as a tag');
    }
  });
});
