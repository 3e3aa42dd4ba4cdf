/**
 * The feedback links under each page: "Suggest an edit" opens the page's source file in GitHub's editor, and
 * "Raise an issue" opens a new issue pre-filled with the page title and URL. Mintlify knows the repository from the
 * GitHub app a project is connected to; a static build knows only what the config names, so the repository is
 * `feedback.repo` (Quire's), else the first github.com/<owner>/<repo> link among the top bar's button, the footer's
 * GitHub social link, the top bar's links, the anchors and the logo's link. The docs folder is taken to be the
 * repository root on branch `main`, unless `feedback.repo` says otherwise (`…/tree/<branch>/<folder>`).
 */
import type { AnalyticsConfig, SiteConfig } from './types.js';
import type { Diagnostic } from '../diagnostics.js';
import { encodeUriComponentSafe } from '../utils/url.js';

/** A GitHub repository. */
export interface GithubRepo {
  owner: string;
  name: string;
}

/** A repository the docs live in: the branch "Suggest an edit" opens, and the docs folder's path in it ('' for the root). */
export interface FeedbackRepo extends GithubRepo {
  branch: string;
  dir: string;
}

/** The branch that "Suggest an edit" links to. */
export const EDIT_BRANCH = 'main';

/** GitHub's own pages whose URLs look like `github.com/<owner>/<repo>` (`github.com/orgs/acme` is an organisation). */
const NOT_OWNERS = new Set([
  'orgs',
  'users',
  'sponsors',
  'topics',
  'features',
  'marketplace',
  'apps',
  'settings',
  'enterprise',
  'collections',
]);

/** Parse `https://github.com/owner/repo` (also with `.git`, a trailing path or `www.`); undefined when it is not one. */
export function parseGithubRepo(url: string): GithubRepo | undefined {
  const match =
    /^(?:https?:\/\/)?(?:www\.)?github\.com\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?(?:[/?#]|$)/i.exec(
      url.trim(),
    );
  return match && !NOT_OWNERS.has(match[1].toLowerCase()) ? { owner: match[1], name: match[2] } : undefined;
}

/** `https://github.com/owner/repo/tree/<branch>/<folder>` → the repository, branch and folder (`main`, root). */
export function parseFeedbackRepo(url: string): FeedbackRepo | undefined {
  const repo = parseGithubRepo(url);
  if (!repo) return undefined;
  // The branch is one path segment: a branch with a slash in its name cannot be told from a folder in a URL.
  const tree = /github\.com\/[^/]+\/[^/?#]+\/tree\/([^/?#]+)((?:\/[^?#]*)?)/i.exec(url.trim());
  const dir = (tree?.[2] ?? '').split('/').filter((s) => s !== '' && s !== '.' && s !== '..');
  return { ...repo, branch: tree ? decodeSegment(tree[1]) : EDIT_BRANCH, dir: dir.map(decodeSegment).join('/') };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The links of the config that may name the docs' repository, in the order they are tried (see the file comment). */
function repoCandidates(config: SiteConfig): string[] {
  return [
    config.topbarCtaButton?.url,
    config.footerSocials.github,
    ...config.topbarLinks.map((link) => link.url),
    ...config.anchors.map((anchor) => anchor.url),
    config.logo?.href,
  ].filter((url): url is string => typeof url === 'string');
}

/** The repository the feedback links point at: `feedback.repo`, else the first GitHub repository link of the config. */
export function getFeedbackRepo(config: SiteConfig): FeedbackRepo | undefined {
  if (config.feedback.repo !== undefined) return parseFeedbackRepo(config.feedback.repo);
  for (const url of repoCandidates(config)) {
    const repo = parseGithubRepo(url);
    if (repo) return { ...repo, branch: EDIT_BRANCH, dir: '' };
  }
  return undefined;
}

/** The feedback links of one page; empty when feedback is off or no repository is known. */
export function getFeedbackLinks(
  config: SiteConfig,
  page: { path: string; title: string; url: string },
): { editUrl?: string; issueUrl?: string } {
  const repo = getFeedbackRepo(config);
  if (!repo) return {};
  const base = `https://github.com/${repo.owner}/${repo.name}`;
  const links: { editUrl?: string; issueUrl?: string } = {};
  if (config.feedback.suggestEdit) {
    const file = repo.dir === '' ? page.path : `${repo.dir}/${page.path}`;
    links.editUrl = `${base}/edit/${[repo.branch, ...file.split('/')].map(encodeUriComponentSafe).join('/')}`;
  }
  if (config.feedback.raiseIssue) {
    const title = `Docs: ${page.title}`;
    const body = `Page: ${page.url}\n\nWhat is wrong or missing?\n`;
    links.issueUrl = `${base}/issues/new?title=${encodeUriComponentSafe(title)}&body=${encodeUriComponentSafe(body)}`;
  }
  return links;
}

/**
 * The analytics services a "Was this page helpful?" vote is sent to, in the fixed order of `AnalyticsConfig`.
 * A static site has no server of its own to count votes, so they go to the site's analytics as events; Intercom is
 * a chat widget, not analytics, so it gets none.
 */
export const RATING_SERVICES = [
  'ga4',
  'gtm',
  'posthog',
  'plausible',
  'hotjar',
  'fathom',
  'mixpanel',
  'segment',
  'amplitude',
  'koala',
] as const satisfies ReadonlyArray<keyof AnalyticsConfig>;

/** A service that receives page votes. */
export type RatingService = (typeof RATING_SERVICES)[number];

/**
 * The services that receive the votes of `feedback.thumbsRating` (undefined when it is off). With none configured
 * the buttons are still shown and acknowledge a vote, which then stays in the reader's browser: Mintlify's buttons
 * are always there, and a reader cannot tell where a vote goes.
 */
export function getRatingServices(config: SiteConfig): RatingService[] | undefined {
  if (!config.feedback.thumbsRating) return undefined;
  const { analytics } = config;
  return analytics ? RATING_SERVICES.filter((service) => analytics[service] !== undefined) : [];
}

/** One `chrome/feedback-repo` warning when feedback buttons are on but no repository is known. */
export function checkFeedback(config: SiteConfig, file: string): Diagnostic[] {
  const { suggestEdit, raiseIssue } = config.feedback;
  if ((!suggestEdit && !raiseIssue) || getFeedbackRepo(config)) return [];
  const which = [suggestEdit && 'feedback.suggestEdit', raiseIssue && 'feedback.raiseIssue']
    .filter(Boolean)
    .join(' and ');
  const { repo } = config.feedback;
  return [
    {
      severity: 'warning',
      rule: 'chrome/feedback-repo',
      file,
      jsonPath: repo !== undefined ? 'feedback.repo' : 'feedback',
      message:
        repo !== undefined
          ? `${which} need a GitHub repository, but feedback.repo "${repo}" is not a github.com/<owner>/<repo> URL; no feedback links are shown`
          : `${which} need a GitHub repository, and no github.com/<owner>/<repo> link in the config names one; no feedback links are shown`,
      hint: 'set `"feedback": { "repo": "https://github.com/<owner>/<repo>" }` (add `/tree/<branch>/<folder>` when the docs are not at the root of `main`)',
    },
  ];
}
