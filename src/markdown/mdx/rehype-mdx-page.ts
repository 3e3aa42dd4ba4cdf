/**
 * rehype plugin for MDX pages: what components need from the whole page, after headings have their ids. It finds
 * the elements components marked (page-marks.ts) in one walk and then checks the links written in props' markdown,
 * adds the view switcher, nests changelog headings under their updates in the table of contents (and collects the
 * updates for the page's RSS feed), and builds the side
 * column of examples (last, so its copy carries everything else). It is the processor's last plugin (processor.ts):
 * the copies are made of finished blocks, code already highlighted.
 */
import type { Element, Parents, Root } from 'hast';
import type { VFile } from 'vfile';
import { getPageData } from '../page-data.js';
import { addSidePanel, type SidePanelParts } from './page/side-panel.js';
import { checkPropLinks } from './page/prop-links.js';
import { collectUpdateEntries } from './page/update-feed.js';
import { nestUpdateHeadings } from './page/update-toc.js';
import { addViewSwitcher, type PlacedView } from './page/view-switcher.js';

interface Found extends SidePanelParts {
  views: PlacedView[];
  updates: Element[];
  links: Element[];
}

/** Do the page-level work of the components on this page. */
export function rehypeMdxPage() {
  return function transform(tree: Root, file: VFile): undefined {
    const found: Found = { panels: [], requests: [], responses: [], views: [], updates: [], links: [] };
    collect(tree, found, false);
    if (found.links.length) checkPropLinks(found.links, file);
    if (found.views.length) addViewSwitcher(found.views);
    if (found.updates.length) {
      const page = getPageData(file);
      nestUpdateHeadings(found.updates, page.toc);
      page.updates = collectUpdateEntries(found.updates);
    }
    addSidePanel(tree, found);
  };
}

// A plain recursive walk, like the other page plugins: it runs for every MDX page.
function collect(parent: Parents, found: Found, inPanel: boolean): void {
  for (const node of parent.children) {
    if (node.type !== 'element') continue;
    let panel = inPanel;
    switch (node.data?.quirePage) {
      case 'panel':
        if (!inPanel) found.panels.push(node);
        panel = true;
        break;
      // Examples inside a `Panel` go to the side column with it.
      case 'request-example':
        if (!inPanel) found.requests.push(node);
        break;
      case 'response-example':
        if (!inPanel) found.responses.push(node);
        break;
      case 'view':
        found.views.push({ element: node, parent });
        break;
      case 'update-body':
        found.updates.push(node);
        break;
      case 'prop-link':
        found.links.push(node);
        break;
      default:
        break;
    }
    collect(node, found, panel);
  }
}
