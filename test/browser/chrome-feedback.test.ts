/** The feedback links under a page: the source file in GitHub's editor, and a new issue pre-filled with the page. */
import { describe, expect, it } from 'vitest';
import { offlineContext, useServedExample } from './helpers/chrome-site.js';

const example = useServedExample();

describe('feedback links', () => {
  it('link to the page source on GitHub and to a new issue titled with the page and carrying its full URL', async () => {
    const context = await offlineContext(example.browser);
    const page = await context.newPage();
    await page.goto(`${example.server.url}guides/token-rotation/`);
    const edit = page.getByRole('link', { name: 'Suggest an edit' });
    expect(await edit.getAttribute('href')).toBe(
      'https://github.com/quire-docs/user-groups-example/edit/main/guides/token-rotation.md',
    );
    const issue = new URL((await page.getByRole('link', { name: 'Raise an issue' }).getAttribute('href'))!);
    expect(issue.origin + issue.pathname).toBe('https://github.com/quire-docs/user-groups-example/issues/new');
    expect(issue.searchParams.get('title')).toBe('Docs: Rotate a user group token');
    expect(issue.searchParams.get('body')).toBe(
      `Page: ${example.server.url}guides/token-rotation/\n\nWhat is wrong or missing?\n`,
    );
    await context.close();
  });
});
