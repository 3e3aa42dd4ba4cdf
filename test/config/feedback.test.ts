import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/index.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { checkFeedback, getFeedbackLinks, parseGithubRepo } from '../../src/config/feedback.js';

const config = (extra: object) => resolveConfig({ name: 'Docs', navigation: [], ...extra } as never);
const github = { topbarCtaButton: { type: 'github', url: 'https://github.com/acme/docs' } };
const page = { path: 'guide/set up & go.md', title: 'Set up "fast" & go', url: '/docs/guide/set-up/' };

describe('parseGithubRepo', () => {
  it('reads owner and repository from the forms people write', () => {
    for (const url of [
      'https://github.com/acme/docs',
      'https://github.com/acme/docs/',
      'http://www.github.com/acme/docs.git',
      'github.com/acme/docs/tree/main',
      'https://github.com/acme/docs?tab=readme',
    ]) {
      expect(parseGithubRepo(url), url).toEqual({ owner: 'acme', name: 'docs' });
    }
    expect(parseGithubRepo('https://gitlab.com/acme/docs')).toBeUndefined();
    expect(parseGithubRepo('https://github.com/acme')).toBeUndefined();
  });
});

describe('getFeedbackLinks', () => {
  it('links to the source file in the editor and to a new issue with the page title and URL, encoded', () => {
    const links = getFeedbackLinks(config({ ...github, feedback: { suggestEdit: true, raiseIssue: true } }), page);
    expect(links.editUrl).toBe('https://github.com/acme/docs/edit/main/guide/set%20up%20%26%20go.md');
    const issue = new URL(links.issueUrl!);
    expect(issue.pathname).toBe('/acme/docs/issues/new');
    expect(issue.searchParams.get('title')).toBe('Docs: Set up "fast" & go');
    expect(issue.searchParams.get('body')).toBe('Page: /docs/guide/set-up/\n\nWhat is wrong or missing?\n');
    expect(links.issueUrl).not.toMatch(/[ "<>]/);
  });

  it('gives only the links that are switched on, and none without a repository', () => {
    expect(Object.keys(getFeedbackLinks(config({ ...github, feedback: { raiseIssue: true } }), page))).toEqual([
      'issueUrl',
    ]);
    expect(getFeedbackLinks(config({ ...github }), page)).toEqual({});
    expect(getFeedbackLinks(config({ feedback: { suggestEdit: true } }), page)).toEqual({});
  });
});

describe('checkFeedback', () => {
  it('warns once when feedback is on but no repository is known', () => {
    expect(
      formatDiagnostics(checkFeedback(config({ feedback: { suggestEdit: true, raiseIssue: true } }), 'site.json')),
    ).toMatchInlineSnapshot(`
      "site.json warning feedback: feedback.suggestEdit and feedback.raiseIssue need a GitHub repository, and none is known; no feedback buttons are shown [chrome/feedback-repo]
        hint: set \`"topbarCtaButton": { "type": "github", "url": "https://github.com/<owner>/<repo>" }\`

      1 warning"
    `);
    const wrongUrl = checkFeedback(
      config({ topbarCtaButton: { type: 'github', url: 'https://gitlab.com/a/b' }, feedback: { raiseIssue: true } }),
      'site.json',
    );
    expect(wrongUrl[0].message).toContain(
      'topbarCtaButton.url "https://gitlab.com/a/b" is not a github.com/<owner>/<repo> URL',
    );
    expect(checkFeedback(config({ ...github, feedback: { suggestEdit: true } }), 'site.json')).toEqual([]);
    expect(checkFeedback(config({}), 'site.json')).toEqual([]);
  });
});
