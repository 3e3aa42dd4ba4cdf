/** Make the "Raise an issue" link carry the page's full URL when the build did not know the site's address. */
import { withAbsolutePageUrl } from './format.js';

/** Rewrite every `[data-issue-link]` href with `location.origin`. */
export function initFeedbackLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-issue-link]')) {
    link.href = withAbsolutePageUrl(link.href, location.origin);
  }
}
