/**
 * The page chrome's only script at page load (a deferred module): the banner's close button, theme toggle,
 * versions, navigation disclosure menus, the reader's language choice, table-of-contents highlight, GitHub stars, feedback links, the search
 * shortcut, tabs and code groups, code copy buttons, links into folded content, tooltips and copy buttons of
 * components. The page menu beside the title, and image zoom, load their code where the page has them.
 * Everything works without it except these enhancements; the search code itself loads on demand.
 */
import { initBanner } from './banner.js';
import { initComponentActions } from './component-actions.js';
import { initCopyCode } from './copy-code.js';
import { initDisclosures } from './disclosure.js';
import { initFeedbackLinks } from './feedback-links.js';
import { initGithubStars } from './github-stars.js';
import { initLanguageChoice } from './language.js';
import { initRevealAnchor } from './reveal-anchor.js';
import { initSearchShortcut } from './search-shortcut.js';
import { initTabs } from './tabs.js';
import { initThemeToggle } from './theme-toggle.js';
import { initTocHighlight } from './toc-highlight.js';
import { initVersionSelect } from './version-select.js';

initBanner();
initThemeToggle();
initVersionSelect();
initDisclosures();
initLanguageChoice();
initSearchShortcut();
initTocHighlight();
initGithubStars();
initFeedbackLinks();
initCopyCode();
// Tabs first: a link into a tab panel then wins over the remembered tab.
initTabs();
initRevealAnchor();
initComponentActions();
// Loaded only where the content has an image to zoom.
if (document.querySelector('.q-content img')) void import('./image-zoom.js').then((zoom) => zoom.initImageZoom());
// Loaded only on changelogs whose updates have tags.
if (document.querySelector('.q-update[data-tags]'))
  void import('./update-filters.js').then((filters) => filters.initUpdateFilters());
// Loaded only where there is a page menu (not on the 404 page, `custom` pages, or with `contextual.options: []`).
if (document.querySelector('[data-page-menu]')) void import('./page-menu.js').then((menu) => menu.initPageMenu());
// Loaded only where there are rating buttons (`feedback.thumbsRating` with an analytics service).
if (document.querySelector('[data-feedback-rating]'))
  void import('./feedback-rating.js').then((rating) => rating.initFeedbackRating());
