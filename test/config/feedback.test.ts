import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/index.js';
import { formatDiagnostics } from '../../src/diagnostics-format.js';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  checkFeedback,
  getFeedbackLinks,
  getFeedbackRepo,
  getRatingServices,
  parseFeedbackRepo,
  parseGithubRepo,
} from '../../src/config/feedback.js';
import { validateDocsJsonText } from '../../src/config/docs-json/index.js';
import { describeCorpus, SHARED_CORPUS } from '../helpers/shared-corpus.js';
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
    expect(parseGithubRepo('https://github.com/acme/')).toBeUndefined();
    expect(parseGithubRepo('https://github.com/orgs/kernel')).toBeUndefined();
    expect(parseGithubRepo('https://github.com/sponsors/acme')).toBeUndefined();
  });

  it('reads the branch and docs folder of a /tree/ URL, without leaving the repository', () => {
    expect(parseFeedbackRepo('https://github.com/acme/mono/tree/dev/docs/site')).toEqual({
      owner: 'acme',
      name: 'mono',
      branch: 'dev',
      dir: 'docs/site',
    });
    expect(parseFeedbackRepo('https://github.com/acme/mono/tree/main/../x/./docs')?.dir).toBe('x/docs');
    expect(parseFeedbackRepo('https://github.com/acme/docs')).toEqual({
      owner: 'acme',
      name: 'docs',
      branch: 'main',
      dir: '',
    });
  });
});

describe('getFeedbackRepo', () => {
  it('takes feedback.repo first, then the first repository link of the CTA, socials, top bar, anchors, logo', () => {
    const repoOf = (extra: object) => {
      const repo = getFeedbackRepo(config(extra));
      return repo && `${repo.owner}/${repo.name}`;
    };
    const links = {
      topbarCtaButton: { name: 'Star us', url: 'https://github.com/acme/cta' },
      footerSocials: { github: 'https://github.com/acme/social' },
      topbarLinks: [{ name: 'Code', url: 'https://github.com/acme/topbar' }],
      anchors: [{ name: 'Code', url: 'https://github.com/acme/anchor' }],
      logo: { light: '/l.svg', dark: '/d.svg', href: 'https://github.com/acme/logo' },
    };
    expect(repoOf({ ...links, feedback: { repo: 'https://github.com/acme/own' } })).toBe('acme/own');
    expect(repoOf(links)).toBe('acme/cta');
    expect(repoOf({ ...links, topbarCtaButton: { name: 'Sign up', url: 'https://app.acme.com' } })).toBe('acme/social');
    expect(repoOf({ ...links, topbarCtaButton: undefined, footerSocials: { github: 'https://github.com/acme' } })).toBe(
      'acme/topbar',
    );
    expect(repoOf({ anchors: links.anchors, logo: links.logo })).toBe('acme/anchor');
    expect(repoOf({ logo: links.logo })).toBe('acme/logo');
    expect(repoOf({ footerSocials: { github: 'https://github.com/orgs/acme' } })).toBeUndefined();
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

  it('edits the file on the branch and in the folder feedback.repo names', () => {
    const links = getFeedbackLinks(
      config({ feedback: { suggestEdit: true, repo: 'https://github.com/acme/mono/tree/v2/docs' } }),
      page,
    );
    expect(links.editUrl).toBe('https://github.com/acme/mono/edit/v2/docs/guide/set%20up%20%26%20go.md');
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
      "site.json warning feedback: feedback.suggestEdit and feedback.raiseIssue need a GitHub repository, and no github.com/<owner>/<repo> link in the config names one; no feedback links are shown [chrome/feedback-repo]
        hint: set \`"feedback": { "repo": "https://github.com/<owner>/<repo>" }\` (add \`/tree/<branch>/<folder>\` when the docs are not at the root of \`main\`)

      1 warning"
    `);
    const wrongUrl = checkFeedback(
      config({ topbarCtaButton: { type: 'github', url: 'https://gitlab.com/a/b' }, feedback: { raiseIssue: true } }),
      'site.json',
    );
    expect(wrongUrl[0].message).toContain('no github.com/<owner>/<repo> link in the config names one');
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
    expect(getRatingServices(config({ feedback: { thumbsRating: true }, ...plausible }))).toEqual(['plausible']);
    expect(getRatingServices(config({ feedback: { thumbsRating: true }, integrations: { intercom: 'app1' } }))).toEqual(
      [],
    );
  });

  it('shows the buttons with no analytics service too (votes go nowhere), and none when it is off', () => {
    expect(getRatingServices(config({ feedback: { thumbsRating: true } }))).toEqual([]);
    expect(getRatingServices(config(plausible))).toBeUndefined();
  });
});

/** The 32 real mint.json files: which of those that turn on suggestEdit or raiseIssue get a repository. */
describeCorpus('feedback repository of the real mint.json files', () => {
  it('is found for every config that names a github.com/<owner>/<repo> link where Quire looks', () => {
    const dir = path.join(SHARED_CORPUS, 'mint-json');
    const found: string[] = [];
    const missing: string[] = [];
    for (const name of readdirSync(dir).sort()) {
      const text = readFileSync(path.join(dir, name), 'utf8');
      const { config: site } = validateConfigText(text, 'mint.json');
      if (!site || !(site.feedback.suggestEdit || site.feedback.raiseIssue)) continue;
      const repo = getFeedbackRepo(site);
      if (repo) found.push(`${name}: ${repo.owner}/${repo.name}`);
      else missing.push(name);
    }
    expect(found.length + missing.length).toBe(19);
    // The rest link only their GitHub organisation (or nothing): they need `feedback.repo`.
    expect(missing).toEqual([
      'AdamikHQ__adamik-documentation.json',
      'Portkey-AI__docs-core.json',
      'elevenlabs__elevenlabs-docs.json',
      'mintlify__docs.json',
      'mintlify__docs@57798ba.json',
      'openlit__openlit.json',
      'teamhanko__docs.json',
    ]);
    expect(found).toContain('browser-use__browser-use.json: browser-use/browser-use');
    expect(found).toContain('mindsdb__mindsdb.json: mindsdb/mindsdb');
  });
});

describe('feedback in docs.json', () => {
  it('is read as in mint.json, with feedback.repo', () => {
    const text = JSON.stringify({
      name: 'Docs',
      navigation: { pages: ['index'] },
      feedback: { thumbsRating: true, suggestEdit: true, repo: 'https://github.com/acme/docs' },
    });
    const result = validateDocsJsonText(text, 'docs.json', () => undefined);
    expect(result.diagnostics).toEqual([]);
    expect(result.config?.feedback).toEqual({
      suggestEdit: true,
      raiseIssue: false,
      thumbsRating: true,
      repo: 'https://github.com/acme/docs',
    });
    const bad = validateDocsJsonText(
      JSON.stringify({ name: 'Docs', navigation: { pages: ['index'] }, feedback: { repo: 'https://gitlab.com/a/b' } }),
      'docs.json',
      () => undefined,
    );
    expect(bad.diagnostics.map((d) => `${d.rule} ${d.jsonPath}`)).toEqual(['config/invalid-value feedback.repo']);
  });
});
