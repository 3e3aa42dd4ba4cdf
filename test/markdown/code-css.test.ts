/** WCAG AA contrast of every colour in templates/assets/code.css, in both themes. */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const css = readFileSync(new URL('../../templates/assets/code.css', import.meta.url), 'utf8');

/** The custom properties declared in the rule whose selector list starts with `selector`. */
function palette(selector: string): Map<string, string> {
  const at = [`\n${selector} {`, `\n${selector},\n`].map((opening) => css.indexOf(opening)).filter((i) => i >= 0);
  const start = at.length > 0 ? Math.min(...at) : -1;
  if (start === -1) throw new Error(`no \`${selector}\` rule in code.css`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const colours = new Map<string, string>();
  for (const match of body.matchAll(/(--code-[\w-]+)\s*:\s*([^;]+);/g)) colours.set(match[1], match[2].trim());
  return colours;
}

function luminance(hex: string): number {
  const match = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`expected a #rrggbb colour, found ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Each text colour with the background it is drawn on: `--code-x-fg` on `--code-x-bg`, else on `--code-bg`. */
function pairs(colours: Map<string, string>): [string, string, string][] {
  const result: [string, string, string][] = [];
  for (const [name, value] of colours) {
    if (name.endsWith('-bg') || name.endsWith('-bar') || name === '--code-border') continue;
    const background = name.endsWith('-fg') ? `${name.slice(0, -3)}-bg` : '--code-bg';
    const backgroundValue = colours.get(background);
    if (backgroundValue === undefined) throw new Error(`${name} has no ${background}`);
    result.push([name, value, backgroundValue]);
  }
  return result;
}

const themes = { light: palette(':root'), dark: palette('[data-theme="dark"]') };

test('the contrast formula matches WCAG reference values', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});

test('both themes define the same colours, and the rules use only those', () => {
  expect([...themes.dark.keys()].sort()).toEqual([...themes.light.keys()].sort());
  const used = new Set([...css.matchAll(/var\((--code-[\w-]+)\)/g)].map((match) => match[1]));
  for (const name of used) expect(themes.light.has(name), name).toBe(true);
  expect(themes.light.size).toBeGreaterThanOrEqual(15);
});

describe.each(Object.entries(themes))('%s theme', (_theme, colours) => {
  test.each(pairs(colours))('%s (%s on %s) has at least 4.5:1 contrast', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  // Highlighted, added and removed lines draw every token on a background of their own.
  const lineBackgrounds = [...colours].filter(([name]) => /^--code-line-[\w-]+-bg$/.test(name));
  const textColours = pairs(colours).filter(([, , background]) => background === colours.get('--code-bg'));
  test('there are line backgrounds', () => {
    expect(lineBackgrounds.map(([name]) => name).sort()).toEqual([
      '--code-line-add-bg',
      '--code-line-highlight-bg',
      '--code-line-remove-bg',
    ]);
  });
  test.each(lineBackgrounds)('every text colour has at least 4.5:1 contrast on %s (%s)', (_line, background) => {
    for (const [name, foreground] of textColours)
      expect(contrast(foreground, background), name).toBeGreaterThanOrEqual(4.5);
  });
});
