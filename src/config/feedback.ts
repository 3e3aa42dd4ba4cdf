/**
 * The feedback links under each page: "Suggest an edit" opens the page's source file in GitHub's editor, and
 * "Raise an issue" opens a new issue pre-filled with the page title and URL. The repository is the one named by a
 * `topbarCtaButton` of type "github"; the docs folder is taken to be the repository root, on branch `main`.
 */
import type { AnalyticsConfig, SiteConfig } from './types.js';
import type { Diagnostic } from '../diagnostics.js';
import { encodeUriComponentSafe } from '../utils/url.js';

/** A GitHub repository. */
export interface GithubRepo {
  owner: string;
  name: string;
}

/** The branch that "Suggest an edit" links to. */
export const EDIT_BRANCH = 'main';

/** Parse `https://github.com/owner/repo` (also with `.git`, a trailing path or `www.`); undefined when it is not one. */
export function parseGithubRepo(url: string): GithubRepo | undefined {
  const match =
    /^(?:https?:\/\/)?(?:www\.)?github\.com\/([A-Za-z0-9-]+)\/([A-Za-z0-9._-]+?)(?:\.git)?(?:[/?#]|$)/i.exec(
      url.trim(),
    );
  return match ? { owner: match[1], name: match[2] } : undefined;
}

/** The repository the feedback links point at: the `github` CTA's, if any. */
export function getFeedbackRepo(config: SiteConfig): GithubRepo | undefined {
  const cta = config.topbarCtaButton;
  return cta?.type === 'github' ? parseGithubRepo(cta.url) : undefined;
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
    links.editUrl = `${base}/edit/${EDIT_BRANCH}/${page.path.split('/').map(encodeUriComponentSafe).join('/')}`;
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

/** The services that receive the votes of `feedback.thumbsRating`; empty when it is off or none is configured. */
export function getRatingServices(config: SiteConfig): RatingService[] {
  if (!config.feedback.thumbsRating) return [];
  const { analytics } = config;
  return analytics ? RATING_SERVICES.filter((service) => analytics[service] !== undefined) : [];
}

/** One `config/feedback-rating` warning when `thumbsRating` is on but no analytics service would receive the votes. */
export function checkThumbsRating(config: SiteConfig, file: string): Diagnostic[] {
  if (!config.feedback.thumbsRating || getRatingServices(config).length > 0) return [];
  return [
    {
      severity: 'warning',
      rule: 'config/feedback-rating',
      file,
      jsonPath: 'feedback.thumbsRating',
      message: `feedback.thumbsRating sends each vote to the site’s analytics, and ${
        config.analytics?.intercom
          ? 'only Intercom, a chat widget that receives no votes, is'
          : 'no analytics service is'
      } configured; no rating buttons are shown`,
      hint: 'configure a service under `analytics` (for example `"analytics": { "plausible": { "domain": "docs.example.com" } }`), or remove `thumbsRating`',
    },
  ];
}

/** One `chrome/feedback-repo` warning when feedback buttons are on but no repository is known. */
export function checkFeedback(config: SiteConfig, file: string): Diagnostic[] {
  const { suggestEdit, raiseIssue } = config.feedback;
  if ((!suggestEdit && !raiseIssue) || getFeedbackRepo(config)) return [];
  const which = [suggestEdit && 'feedback.suggestEdit', raiseIssue && 'feedback.raiseIssue']
    .filter(Boolean)
    .join(' and ');
  const cta = config.topbarCtaButton;
  return [
    {
      severity: 'warning',
      rule: 'chrome/feedback-repo',
      file,
      jsonPath: 'feedback',
      message:
        cta?.type === 'github'
          ? `${which} need a GitHub repository, but topbarCtaButton.url "${cta.url}" is not a github.com/<owner>/<repo> URL; no feedback buttons are shown`
          : `${which} need a GitHub repository, and none is known; no feedback buttons are shown`,
      hint: 'set `"topbarCtaButton": { "type": "github", "url": "https://github.com/<owner>/<repo>" }`',
    },
  ];
}
