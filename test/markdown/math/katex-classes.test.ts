/** KaTeX's inline styles as classes: every declaration KaTeX writes has classes, and the classes add up to it. */
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { katexClassesCss, styleClasses } from '../../../src/markdown/math/katex-classes.js';

/** The length the digit classes of `code` stand for, in em (what the stylesheet's calc() computes). */
function lengthOf(classes: string[], code: string): number {
  let units = 0;
  for (const name of classes) {
    const match = new RegExp(`^kq-${code}(\\d)-(\\d)$`).exec(name);
    if (match) units += Number(match[2]) * 10 ** Number(match[1]);
  }
  return (classes.includes(`kq-${code}-n`) ? -1 : 1) * (units / 10_000);
}

const FORMULAS = [
  `E = mc^2`,
  String.raw`\frac{-b\pm\sqrt{b^2-4ac}}{2a}`,
  String.raw`\sum_{i=1}^{n} i = \frac{n(n+1)}{2}`,
  String.raw`\int_0^\infty e^{-x^2}\,dx`,
  String.raw`\begin{pmatrix}a&b\\c&d\end{pmatrix}`,
  String.raw`\begin{array}{c|c:c} a & b & c \\ \hline d & e & f \end{array}`,
  String.raw`\left(\frac{a}{b}\right)^{2} \overbrace{a+b}^{c} \underline{x}\hat{y}\vec{v}`,
  String.raw`\color{red} x \colorbox{#ff0}{y} \fcolorbox{blue}{#abcdef80}{z} \textcolor{rebeccapurple}{w}`,
  String.raw`a \xrightarrow{f} b \cancel{c} \boxed{d} \rule{1em}{2pt} \kern-1em \hspace{3em} \sqrt[3]{x}`,
  String.raw`\overset{!}{=} \stackrel{a}{b} \underbrace{x}_{y} \not= \mathbb{R} \text{text}`,
];

describe('styleClasses', () => {
  it('encodes lengths digit by digit, with a sign class for negatives', () => {
    expect(styleClasses('height:0.6833em;vertical-align:-0.25em;').classes).toEqual([
      'kq-h',
      'kq-h3-6',
      'kq-h2-8',
      'kq-h1-3',
      'kq-h0-3',
      'kq-va',
      'kq-va-n',
      'kq-va3-2',
      'kq-va2-5',
    ]);
    expect(styleClasses('top:-0em').classes).toEqual(['kq-t']);
    expect(styleClasses('margin:0 -0.02em').classes).toEqual(['kq-mx', 'kq-mx-n', 'kq-mx2-2']);
  });

  it('encodes colours as hex digits, named colours included, and fixed declarations as one class each', () => {
    expect(styleClasses('color:#1a7f37').classes).toEqual([
      'kq-c',
      'kq-c0-1',
      'kq-c1-a',
      'kq-c2-7',
      'kq-c3-f',
      'kq-c4-3',
      'kq-c5-7',
    ]);
    expect(styleClasses('background-color:white').classes).toEqual([
      'kq-bg',
      ...['f', 'f', 'f', 'f', 'f', 'f'].map((d, i) => `kq-bg${i}-${d}`),
    ]);
    expect(styleClasses('border-color:#0008').classes).toEqual(['kq-bc', 'kq-bc6-8', 'kq-bc7-8']);
    expect(styleClasses('border: 0.04em solid blue').classes).toEqual([
      'kq-bw',
      'kq-bw2-4',
      'kq-bs',
      'kq-bc',
      'kq-bc4-f',
      'kq-bc5-f',
    ]);
    expect(styleClasses('position:relative;border-right-style:dashed').classes).toEqual(['kq-pos', 'kq-brd']);
  });

  it('reports what it cannot encode instead of dropping it', () => {
    expect(styleClasses('height:2px;color:notacolour;float:left')).toEqual({
      classes: [],
      unsupported: ['height:2px', 'color:notacolour', 'float:left'],
    });
  });

  it('covers every declaration KaTeX writes for a range of formulas, exactly', () => {
    let declarations = 0;
    for (const formula of FORMULAS) {
      for (const displayMode of [false, true]) {
        const html = katex.renderToString(formula, { displayMode, throwOnError: true, strict: 'ignore' });
        for (const [, style] of html.matchAll(/style="([^"]*)"/g)) {
          const { classes, unsupported } = styleClasses(style);
          expect(unsupported, `${formula}: ${style}`).toEqual([]);
          for (const declaration of style.split(';').filter(Boolean)) {
            declarations++;
            const [property, value] = declaration.split(':');
            const em = /^(-?[\d.]+)em$/.exec(value);
            if (property === 'height' && em) expect(lengthOf(classes, 'h')).toBeCloseTo(Number(em[1]), 4);
            if (property === 'top' && em) expect(lengthOf(classes, 't')).toBeCloseTo(Number(em[1]), 4);
            if (property === 'vertical-align' && em) expect(lengthOf(classes, 'va')).toBeCloseTo(Number(em[1]), 4);
          }
        }
      }
    }
    expect(declarations).toBeGreaterThan(300);
  });
});

describe('katexClassesCss', () => {
  const css = katexClassesCss();

  it('adds up the digit properties in one calc() per property, overriding like an inline style', () => {
    expect(css).toContain(
      '.kq-h{--kq-h0:0;--kq-h1:0;--kq-h2:0;--kq-h3:0;--kq-h4:0;--kq-h5:0;--kq-h6:0;--kq-hs:1;height:calc(var(--kq-hs)*(var(--kq-h0)*.0001em + var(--kq-h1)*.001em + var(--kq-h2)*.01em + var(--kq-h3)*.1em + var(--kq-h4)*1em + var(--kq-h5)*10em + var(--kq-h6)*100em))!important}',
    );
    expect(css).toContain('.kq-h-n{--kq-hs:-1}');
    expect(css).toContain('.kq-h3-6{--kq-h3:6}');
    expect(css).toContain('.kq-mx{');
    expect(css).toMatch(/margin:0 calc\(/);
    expect(css).toContain('.kq-c1-a{--kq-c1:10}');
    expect(css).toContain('.kq-brd{border-right-style: dashed!important}');
    // Each digit rule comes after the property's reset rule, which it overrides.
    expect(css.indexOf('.kq-h3-6{')).toBeGreaterThan(css.indexOf('.kq-h{'));
  });

  it('stays small', () => {
    expect(css.length).toBeLessThan(60_000);
  });
});
