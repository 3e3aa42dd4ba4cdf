/**
 * The feedback links under each page: "Suggest an edit" opens the page's source file in GitHub's editor, and
 * "Raise an issue" opens a new issue pre-filled with the page title and URL. The repository is the one named by a
 * `topbarCtaButton` of type "github"; the docs folder is taken to be the repository root, on branch `main`.
 */
import type { SiteConfig } from './types.js';
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
