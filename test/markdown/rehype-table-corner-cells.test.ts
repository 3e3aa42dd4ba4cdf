import { expect, test } from 'vitest';
import { renderMarkdown } from '../../src/markdown/index.js';

const render = (raw: string) => renderMarkdown({ path: 'page.md', raw }, { base: '/', urlByPath: {}, assets: {} }).html;

test('an empty header cell becomes a td; named header cells and body cells stay as they are', () => {
  const html = render('|   | Testing | Customer |\n|---|---|---|\n| `token` | a |  |\n');
  expect(html).toContain('<thead>\n<tr>\n<td></td>\n<th>Testing</th>\n<th>Customer</th>');
  expect(html).toContain('<td></td>\n</tr>\n</tbody>');
  expect(html.match(/<th>/g)).toHaveLength(2);
});
