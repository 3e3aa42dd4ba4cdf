import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/index.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import {
  checkFeedback,
  checkThumbsRating,
  getFeedbackLinks,
  getRatingServices,
  parseGithubRepo,
} from '../../src/config/feedback.js';
import { validateConfigText } from '../../src/config/validate.js';

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

describe('feedback.thumbsRating', () => {
  const plausible = { analytics: { plausible: { domain: 'docs.example.com' } } };

  it('is a boolean setting of the schema: true resolves, false and absent leave the config as before', () => {
    expect(config({ feedback: { thumbsRating: true } }).feedback).toEqual({
      suggestEdit: false,
      raiseIssue: false,
      thumbsRating: true,
    });
    expect(config({ feedback: { thumbsRating: false } }).feedback).toEqual({ suggestEdit: false, raiseIssue: false });
    expect(config({}).feedback).toEqual({ suggestEdit: false, raiseIssue: false });
    const text = JSON.stringify({ name: 'Docs', navigation: [], feedback: { thumbsRating: 'yes' } }, null, 2);
    expect(validateConfigText(text, 'site.json').diagnostics.map((d) => `${d.rule} ${d.jsonPath}`)).toEqual([
      'config/invalid-type feedback.thumbsRating',
    ]);
  });

  it('sends votes to every analytics service in a fixed order, but not to the Intercom chat widget', () => {
    const all = config({
      feedback: { thumbsRating: true },
      analytics: {
        koala: { publicApiKey: 'pk' },
        ga4: { measurementId: 'G-1' },
        fathom: { siteId: 'F' },
        posthog: { apiKey: 'phc' },
      },
      integrations: { intercom: 'app1' },
    });
    expect(getRatingServices(all)).toEqual(['ga4', 'posthog', 'fathom', 'koala']);
    expect(getRatingServices(config(plausible))).toEqual([]);
    expect(getRatingServices(config({ feedback: { thumbsRating: true }, integrations: { intercom: 'app1' } }))).toEqual(
      [],
    );
  });

  it('warns once, at the setting, when no analytics service would receive the votes', () => {
    const warning = checkThumbsRating(config({ feedback: { thumbsRating: true } }), 'site.json');
    expect(formatDiagnostics(warning)).toMatchInlineSnapshot(`
      "site.json warning feedback.thumbsRating: feedback.thumbsRating sends each vote to the site’s analytics, and no analytics service is configured; no rating buttons are shown [config/feedback-rating]
        hint: configure a service under \`analytics\` (for example \`"analytics": { "plausible": { "domain": "docs.example.com" } }\`), or remove \`thumbsRating\`

      1 warning"
    `);
    const intercom = checkThumbsRating(
      config({ feedback: { thumbsRating: true }, integrations: { intercom: 'a' } }),
      'site.json',
    );
    expect(intercom.map((d) => d.message)).toEqual([
      'feedback.thumbsRating sends each vote to the site’s analytics, and only Intercom, a chat widget that receives no votes, is configured; no rating buttons are shown',
    ]);
    expect(checkThumbsRating(config({ feedback: { thumbsRating: true }, ...plausible }), 'site.json')).toEqual([]);
    expect(checkThumbsRating(config({}), 'site.json')).toEqual([]);
  });
});
