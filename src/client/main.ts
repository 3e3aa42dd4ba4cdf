/**
 * The page chrome's only script at page load (a deferred module): theme toggle, versions, table-of-contents
 * highlight, GitHub stars, feedback links and the search shortcut. Everything works without it except these
 * enhancements; the search code itself loads on demand.
 */
import { initFeedbackLinks } from './feedback-links.js';
import { initGithubStars } from './github-stars.js';
import { initSearchShortcut } from './search-shortcut.js';
import { initThemeToggle } from './theme-toggle.js';
import { initTocHighlight } from './toc-highlight.js';
import { initVersionSelect } from './version-select.js';

initThemeToggle();
initVersionSelect();
initSearchShortcut();
initTocHighlight();
initGithubStars();
initFeedbackLinks();
