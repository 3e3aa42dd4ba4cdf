/**
 * Every built-in component with a required prop renders without it, with a warning: Mintlify renders such a
 * component with what it has (`<ResponseField type="str" required>` without a `name`, 353 times in one project).
 */
import { describe, expect, test } from 'vitest';
import { COMPONENTS } from '../../../src/markdown/mdx/components/index.js';
import { render } from './reference-helpers.js';

/** Where a component may be written: some only inside their parent. */
const PARENTS: Record<string, [string, string]> = {
  Tab: ['<Tabs>', '</Tabs>'],
  'Tree.Folder': ['<Tree>', '</Tree>'],
  'Tree.File': ['<Tree>', '</Tree>'],
  'Color.Item': ['<Color variant="compact">', '</Color>'],
  'Color.Row': ['<Color variant="table">', '</Color>'],
};

const withRequired = Object.entries(COMPONENTS)
  .filter(([, spec]) => Object.values(spec.props).some((prop) => prop.required))
  .map(([name, spec]) => ({
    name,
    required: Object.entries(spec.props)
      .filter(([, prop]) => prop.required)
      .map(([prop]) => prop),
  }));

describe('a component without a required prop', () => {
  test('there are such components', () => {
    expect(withRequired.map((c) => c.name)).toEqual(expect.arrayContaining(['ResponseField', 'Tab', 'Accordion']));
  });

  test.each(withRequired)('<$name> renders with a warning for each missing prop', ({ name, required }) => {
    const [open, close] = PARENTS[name] ?? ['', ''];
    const result = render(open, '', `<${name}>`, '', 'Kept words.', '', `</${name}>`, '', close);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    // What the author wrote inside is still there (a file of a tree and a colour swatch have no content).
    if (!['Tree.File', 'Color.Item'].includes(name)) expect(result.html).toContain('Kept words.');
    const missing = result.diagnostics.filter((d) => d.rule === 'mdx/missing-prop');
    expect(missing.map((d) => d.message)).toEqual(
      required.map((prop) => `<${name}> needs the prop \`${prop}\`; it is rendered without it`),
    );
  });
});
