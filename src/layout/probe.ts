/// <reference lib="dom" />
/**
 * The layout invariants of a docs page, measured in the browser that shows it (`page.evaluate(probeLayout)`): what
 * holds on any good page whatever its content. Nothing from the article escapes the content column or lies over the
 * sidebar, the header or the table of contents, and no text is wider than the column; no text is drawn over other text;
 * the page does not scroll sideways; nothing in the topbar is drawn above or below it; no component with text renders
 * at zero size or hidden, unless it is a closed disclosure or an inactive tab; in the dark theme, text stands out from
 * its background.
 *
 * The function runs inside the page, so it is self-contained: it uses nothing from its module but its parameter.
 * Each defect's element gets a `data-quire-audit` attribute, which the caller uses to screenshot it.
 */

/** What a defect breaks. */
export type LayoutRule =
  | 'layout/escapes-column'
  | 'layout/overlaps-chrome'
  | 'layout/text-overlap'
  | 'layout/horizontal-scroll'
  | 'layout/collapsed'
  | 'layout/topbar-overflow'
  | 'layout/low-contrast'
  | 'layout/keyboard';

/** One broken invariant on one page, in one viewport and theme. */
export interface ProbeDefect {
  rule: LayoutRule;
  /** The component it is in, as an author knows it (`Tab (.q-tab-panel)`), else the element (`table`). */
  component: string;
  /** The first words of the element's text, to find it on the page. */
  text: string;
  message: string;
  /** The element's `data-quire-audit` value. */
  mark: string;
}

/** Measure the page as it is now (scrolled to the top first). Must stay self-contained: it runs in the page. */
export function probeLayout(markPrefix: string): ProbeDefect[] {
  // Components by their root class, named as authors write them.
  const NAMES: Record<string, string> = {
    'q-tab-group': 'Tabs',
    'q-tab-panel': 'Tab',
    'q-code-group': 'CodeGroup',
    'q-accordion-group': 'AccordionGroup',
    'q-accordion': 'Accordion',
    'q-expandable': 'Expandable',
    'q-callout': 'callout',
    'q-card-group': 'CardGroup',
    'q-card': 'Card',
    'q-steps': 'Steps',
    'q-step': 'Step',
    'q-field': 'field',
    'q-frame': 'Frame',
    'q-tooltip': 'Tooltip',
    'q-tree': 'Tree',
    'q-update': 'Update',
    'q-tile': 'Tile',
    'q-prompt': 'Prompt',
    'q-color': 'Color',
    'q-view': 'View',
    'q-example-block': 'example',
    'q-endpoint': 'endpoint',
    'q-playground': 'playground',
    'code-block': 'code block',
    'q-page-header': 'page header',
    'q-toc-mobile': 'On this page',
  };
  // Tolerance in CSS pixels: sub-pixel rounding is no defect.
  const slack = 1;
  const defects: ProbeDefect[] = [];
  const marked = new Set<Element>();
  window.scrollTo(0, 0);
  const html = document.documentElement;
  const article = document.querySelector('.q-article');
  const main = document.querySelector('.q-main');
  if (!article || !main) return defects;

  const describe = (element: Element): string => {
    for (let e: Element | null = element; e && e !== article; e = e.parentElement) {
      const known = [...e.classList].find((c) => Object.hasOwn(NAMES, c));
      if (known) return `${NAMES[known]} (.${known})`;
    }
    const first = [...element.classList][0];
    return first ? `${element.tagName.toLowerCase()}.${first}` : element.tagName.toLowerCase();
  };
  const words = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const report = (rule: LayoutRule, element: Element, message: string) => {
    marked.add(element);
    const mark = `${markPrefix}${defects.length}`;
    element.setAttribute('data-quire-audit', mark);
    defects.push({ rule, component: describe(element), text: words(element), message, mark });
  };
  const insideMarked = (element: Element) => {
    for (let e: Element | null = element; e; e = e.parentElement) if (marked.has(e)) return true;
    return false;
  };
  const px = (n: number) => Math.round(n);

  // The part of each element that is drawn: its box cut by every ancestor that clips or scrolls.
  type Box = { left: number; top: number; right: number; bottom: number };
  const clips = new Map<Element, Box>();
  const open: Box = { left: -1e9, top: -1e9, right: 1e9, bottom: 1e9 };
  const cut = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const clipOf = (element: Element | null): Box => {
    if (!element || element === html) return open;
    const known = clips.get(element);
    if (known) return known;
    let box = clipOf(element.parentElement);
    const style = getComputedStyle(element);
    if (style.position === 'fixed') box = open;
    const r = element.getBoundingClientRect();
    if (style.overflowX !== 'visible') box = cut(box, { ...open, left: r.left, right: r.right });
    if (style.overflowY !== 'visible') box = cut(box, { ...open, top: r.top, bottom: r.bottom });
    clips.set(element, box);
    return box;
  };
  const drawn = (element: Element): Box | undefined => {
    const r = element.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return undefined;
    const box = cut(r, clipOf(element.parentElement));
    return box.right - box.left > 0.5 && box.bottom - box.top > 0.5 ? box : undefined;
  };
  const visibleBox = (selector: string): Box | undefined => {
    const element = document.querySelector(selector);
    if (!element) return undefined;
    const style = getComputedStyle(element);
    if (style.display === 'none' || style.visibility === 'hidden') return undefined;
    const r = element.getBoundingClientRect();
    return r.width > 0 && r.height > 0 ? r : undefined;
  };
  // Screen-reader text, off-screen helpers and what the page hides on purpose are not drawn.
  // Content of a closed <details> keeps its boxes in Chromium (content-visibility), but is not drawn.
  // So is what is invisible or transparent (a tooltip until it is hovered).
  const transparent = new Map<Element, boolean>();
  const isTransparent = (element: Element | null): boolean => {
    if (!element || element === html) return false;
    let known = transparent.get(element);
    if (known === undefined) {
      const style = getComputedStyle(element);
      known = style.visibility === 'hidden' || style.opacity === '0' || isTransparent(element.parentElement);
      transparent.set(element, known);
    }
    return known;
  };
  const skipped = (element: Element) => {
    if (element.closest('.q-sr, .q-sr-only, .code-copy-offscreen, svg, .katex')) return true;
    // Hidden by any closed <details> around it, unless it is in that one's own summary (nested schema disclosures
    // keep the boxes of their summaries inside a closed outer one).
    for (let closed = element.closest('details:not([open])'); closed; ) {
      if (element.closest('summary')?.parentElement !== closed) return true;
      closed = closed.parentElement?.closest('details:not([open])') ?? null;
    }
    return false;
  };
  const unseen = (element: Element) => skipped(element) || isTransparent(element);
  // Nothing to read or use: no text, no image, media, frame or control inside.
  const MEDIA = 'img, video, iframe, canvas, input, select, textarea, button, a';
  // An image that did not load (the audit runs offline; a corpus copy lacks its image files): what it would show
  // cannot be judged, and its alt text stands in only for now (mintlify/docs' hero background under the header).
  const offlineImage = (element: Element) =>
    element instanceof HTMLImageElement && element.complete && element.naturalWidth === 0;
  const isDecoration = (element: Element) =>
    words(element) === '' &&
    (!element.matches(MEDIA) || offlineImage(element)) &&
    [...element.querySelectorAll(MEDIA)].every(offlineImage);
  // Whether the chrome, not the article, is what is drawn in the middle of `area`.
  const chromeOnTop = (area: Box) => {
    const top = document.elementFromPoint((area.left + area.right) / 2, (area.top + area.bottom) / 2);
    return top !== null && top.closest('.q-header, .q-sidebar, .q-toc') !== null;
  };

  // 1. Inside the content column, clear of the chrome.
  const column = main.getBoundingClientRect();
  const chrome: Array<[string, Box | undefined]> = [
    ['the sidebar', visibleBox('.q-sidebar')],
    ['the header', visibleBox('.q-header')],
    ['the table of contents', visibleBox('.q-toc')],
  ];
  const viewportWidth = html.clientWidth;
  const left = Math.max(column.left, 0);
  const right = Math.min(column.right, viewportWidth);
  const escapes = (box: Box) => box.left < left - slack || box.right > right + slack;
  for (const element of article.querySelectorAll('*')) {
    if (insideMarked(element) || unseen(element)) continue;
    const box = drawn(element);
    if (!box) continue;
    if (escapes(box)) {
      report(
        'layout/escapes-column',
        element,
        `spans x ${px(box.left)}–${px(box.right)}, outside the content column (x ${px(left)}–${px(right)})`,
      );
      continue;
    }
    for (const [name, area] of chrome) {
      if (!area) continue;
      const o = cut(box, area);
      if (o.right - o.left > slack && o.bottom - o.top > slack) {
        // A decoration with nothing to read or use (a hero's background shape) that the chrome is drawn over hides
        // nothing from the reader.
        if (isDecoration(element) && chromeOnTop(o)) continue;
        report(
          'layout/overlaps-chrome',
          element,
          `lies over ${name} (${px(o.right - o.left)}×${px(o.bottom - o.top)} px)`,
        );
        break;
      }
    }
  }

  // 2. No text over other text: every line box of every text node, compared with the lines near it.
  type Line = Box & { node: Text };
  const lines: Line[] = [];
  const range = document.createRange();
  const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || !node.data.trim() || unseen(parent)) continue;
    range.selectNodeContents(node);
    const clip = clipOf(parent);
    for (const rect of range.getClientRects()) {
      const line = cut(rect, clip);
      if (line.right - line.left > 2 && line.bottom - line.top > 2) lines.push({ ...line, node });
    }
  }
  // Text wider than its element (a long word in a heading) escapes the column though every box stays inside.
  for (const line of lines) {
    const parent = line.node.parentElement as Element;
    if (!escapes(line) || insideMarked(parent)) continue;
    report(
      'layout/escapes-column',
      parent,
      `its text spans x ${px(line.left)}–${px(line.right)}, outside the content column (x ${px(left)}–${px(right)}): it is wider than its box`,
    );
  }
  lines.sort((a, b) => a.top - b.top);
  const overlapping = new Set<Text>();
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i];
    for (let j = i + 1; j < lines.length && lines[j].top < a.bottom; j++) {
      const b = lines[j];
      if (a.node === b.node || overlapping.has(a.node) || overlapping.has(b.node)) continue;
      const o = cut(a, b);
      const height = Math.min(a.bottom - a.top, b.bottom - b.top);
      // Line boxes of neighbouring lines may touch; text drawn over text overlaps by half a line or more.
      if (o.right - o.left > 2 && o.bottom - o.top > height / 2) {
        overlapping.add(a.node).add(b.node);
        const other = b.node.parentElement as Element;
        if (insideMarked(other)) continue;
        report(
          'layout/text-overlap',
          other,
          `text is drawn over "${(a.node.data.trim() || '').slice(0, 40)}" (${describe(a.node.parentElement as Element)})`,
        );
      }
    }
  }

  // 3. No sideways scrolling: name what sticks out furthest.
  if (html.scrollWidth > viewportWidth + slack) {
    let widest: Element | undefined;
    let widestRight = viewportWidth;
    for (const element of document.body.querySelectorAll('*')) {
      const box = drawn(element);
      if (box && box.right > widestRight + slack) {
        widest = element;
        widestRight = box.right;
      }
    }
    // Text can stick out of a box that fits: then name the text's element.
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode() as Text | null; node; node = texts.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || !node.data.trim()) continue;
      range.selectNodeContents(node);
      const clip = clipOf(parent);
      for (const rect of range.getClientRects()) {
        const box = cut(rect, clip);
        if (box.right - box.left > 0.5 && box.right > widestRight + slack) {
          widest = parent;
          widestRight = box.right;
        }
      }
    }
    report(
      'layout/horizontal-scroll',
      widest ?? html,
      `the page scrolls sideways: ${html.scrollWidth} px wide in a ${viewportWidth} px viewport`,
    );
  }

  // 4. The topbar holds its own: nothing in it (an author's script adds to it too) is drawn above or below its bar.
  const topbar = document.querySelector('.q-topbar-inner');
  const bar = topbar && visibleBox('.q-topbar-inner');
  for (const element of (bar && topbar?.querySelectorAll('*')) || []) {
    if (!bar || insideMarked(element) || unseen(element)) continue;
    // An open menu of the topbar (a switcher, the version list) drops below it on purpose.
    if (element.closest('details[open]') && !element.closest('summary')) continue;
    const box = drawn(element);
    if (!box || (box.top >= bar.top - slack && box.bottom <= bar.bottom + slack)) continue;
    report(
      'layout/topbar-overflow',
      element,
      `spans y ${px(box.top)}–${px(box.bottom)}, outside the topbar (y ${px(bar.top)}–${px(bar.bottom)})`,
    );
  }

  // 5. Every component with text is drawn, unless it waits behind a closed disclosure or an inactive tab.
  const content = article.querySelector('.q-content');
  for (const element of content?.querySelectorAll('[class*="q-"], table, pre') ?? []) {
    if (insideMarked(element) || skipped(element) || !(element.textContent ?? '').trim()) continue;
    if (element.closest('[data-inactive], [hidden], [role="tooltip"], .q-tooltip-box, .q-panel-label')) continue;
    const style = getComputedStyle(element);
    if (style.display === 'contents') continue;
    // No box at all: a rule hides it on purpose (the copy of a request example the other width shows, a mermaid
    // source once drawn, the Show/Hide label of the other state). A box drawn at zero size is what goes wrong.
    if (element.getClientRects().length === 0) continue;
    const hidden = style.visibility === 'hidden' || style.opacity === '0';
    // Its own box, not the drawn part: a tab scrolled out of its tab list is still there.
    const r = element.getBoundingClientRect();
    if (hidden || r.width < 1 || r.height < 1) {
      report(
        'layout/collapsed',
        element,
        hidden ? 'has text but is hidden' : `has text but is drawn at ${px(r.width)}×${px(r.height)} px`,
      );
    }
  }

  // 6. In the dark theme, text stands out from what is behind it: 2.5:1 at least, a floor for what cannot be read
  // (dark mode is where a colour made for a light page ends up on a dark one). The light theme's colours are the
  // project's own choice, which `chrome/contrast` checks in the config: Stagehand's green field names sit at 2.07:1.
  // The colours are read back from a canvas, which understands every CSS colour form (color-mix, oklch).
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const rgba = (css: string): [number, number, number, number] => {
    if (!canvas) return [0, 0, 0, 1];
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = css;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: number[], below: number[]) => top.slice(0, 3).map((c, i) => c * top[3] + below[i] * (1 - top[3]));
  // What is painted behind an element: its own background and its ancestors', blended; undefined under an image.
  const behind = (element: Element): number[] | undefined => {
    const layers: number[][] = [];
    for (let e: Element | null = element; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.backgroundImage !== 'none') return undefined;
      const colour = rgba(style.backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    return layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255]);
  };
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const checked = new Set<Element>();
  for (const { node } of html.dataset.theme === 'dark' ? lines : []) {
    const parent = node.parentElement as Element;
    if (checked.has(parent) || insideMarked(parent)) continue;
    checked.add(parent);
    const background = behind(parent);
    if (!background) continue;
    const text = over(rgba(getComputedStyle(parent).color), background);
    const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
    const ratio = (light + 0.05) / (dark + 0.05);
    if (ratio < 2.5)
      report('layout/low-contrast', parent, `its text has a contrast of ${ratio.toFixed(2)}:1 with what is behind it`);
  }
  return defects;
}
