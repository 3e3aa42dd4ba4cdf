/**
 * The diagram script: an entry of its own, linked only by pages that have a ```` ```mermaid ```` block. Each
 * `figure[data-mermaid]` holds its source as a code block (what readers see without JavaScript); this draws the
 * diagram with Mermaid in its place, in the page's light or dark theme, and draws it again when the theme changes.
 * A diagram Mermaid cannot read keeps its source, with Mermaid's message below it.
 */
import mermaid from 'mermaid';
import { dropStyles, importStyledSvg, withCssomStyles } from './csp-safe-dom.js';

const figures = [...document.querySelectorAll<HTMLElement>('figure[data-mermaid]')];
const root = document.documentElement;
const ids = new Map<HTMLElement, string>();
let drawn = 0;
let theme: string | undefined;
let drawing: Promise<void> = Promise.resolve();

/** Draw every diagram in the current theme (once per theme), one after the other (Mermaid is not reentrant). */
function drawAll(): void {
  const next = root.dataset.theme === 'dark' ? 'dark' : 'default';
  if (next === theme) return;
  theme = next;
  drawing = drawing.then(async () => {
    mermaid.initialize({
      startOnLoad: false,
      // Not 'strict': its DOMPurify pass re-parses the drawn SVG, inline styles and all, which the page's
      // Content-Security-Policy reports. Diagram sources are the authors' (like raw HTML in markdown), and the
      // policy still blocks inline scripts and `javascript:` links.
      securityLevel: 'loose',
      theme: next,
      fontFamily: getComputedStyle(document.body).fontFamily,
      // Labels as SVG text rather than HTML in foreignObject.
      htmlLabels: false,
      flowchart: { htmlLabels: false },
    });
    for (const figure of figures) await drawOne(figure);
  });
}

async function drawOne(figure: HTMLElement): Promise<void> {
  const source = figure.querySelector('pre code')?.textContent ?? '';
  const id = `q-mermaid-${++drawn}`;
  const before = ids.get(figure);
  ids.set(figure, id);
  try {
    const { svg } = await withCssomStyles(() => mermaid.render(id, source));
    const node = importStyledSvg(svg, id);
    // The diagram is an image to assistive technology, named by its accTitle (else its kind); its text stays.
    node.setAttribute('role', 'img');
    if (!node.hasAttribute('aria-labelledby'))
      node.setAttribute('aria-label', node.getAttribute('aria-roledescription') ?? 'diagram');
    const diagram = figure.querySelector('.q-mermaid-diagram') ?? document.createElement('div');
    diagram.className = 'q-mermaid-diagram';
    diagram.replaceChildren(node);
    if (!diagram.parentNode) figure.append(diagram);
    figure.querySelector('.q-mermaid-error')?.remove();
    figure.dataset.mermaid = 'drawn';
  } catch (error) {
    // Mermaid leaves its own error drawing in the page: remove it; the source stays, with the reason.
    document.getElementById(`d${id}`)?.remove();
    figure.querySelector('.q-mermaid-diagram')?.remove();
    const note = figure.querySelector('.q-mermaid-error') ?? document.createElement('figcaption');
    note.className = 'q-mermaid-error';
    note.textContent = `This diagram could not be drawn: ${error instanceof Error ? error.message : String(error)}`;
    figure.append(note);
    figure.dataset.mermaid = 'error';
  }
  if (before) dropStyles(before);
}

if (figures.length > 0) {
  drawAll();
  new MutationObserver(drawAll).observe(root, { attributes: true, attributeFilter: ['data-theme'] });
}
