/**
 * KaTeX positions its boxes with inline `style` attributes (`height:0.6833em`, `top:-3.063em`), which the site's
 * Content-Security-Policy (`style-src 'self'`, no `unsafe-inline`) does not apply. So each declaration becomes
 * classes that one static stylesheet understands: a length is written digit by digit into custom properties that a
 * `calc()` adds up (`kq-h kq-h3-6 kq-h2-8 kq-h1-3 kq-h0-3` is `height: 0.6833em`), a colour hex digit by hex digit.
 * KaTeX rounds every length to 4 decimals, so this is exact; the stylesheet is the same for every site (about
 * 30 KB, 4 KB gzipped) and is served with KaTeX's own CSS, on pages that have math only.
 */
import { cssColorHex } from './css-colors.js';

/** Lengths KaTeX writes (all in `em`), by class code. `mx` is KaTeX's `margin: 0 <length>` (array separators). */
const LENGTHS: Readonly<Record<string, string>> = {
  h: 'height',
  va: 'vertical-align',
  t: 'top',
  b: 'bottom',
  l: 'left',
  ml: 'margin-left',
  mr: 'margin-right',
  mt: 'margin-top',
  mw: 'min-width',
  w: 'width',
  pl: 'padding-left',
  bw: 'border-width',
  btw: 'border-top-width',
  bbw: 'border-bottom-width',
  brw: 'border-right-width',
  mx: 'margin',
};
const CODE_OF_LENGTH = new Map(Object.entries(LENGTHS).map(([code, property]) => [property, code]));

/** Colours (`\color`, `\colorbox`, `\fcolorbox`), by class code. */
const COLORS: Readonly<Record<string, string>> = { c: 'color', bg: 'background-color', bc: 'border-color' };
const CODE_OF_COLOR = new Map(Object.entries(COLORS).map(([code, property]) => [property, code]));

/** Whole declarations KaTeX writes with a fixed value. */
const KEYWORDS: Readonly<Record<string, string>> = {
  'position:relative': 'kq-pos',
  'border-style:solid': 'kq-bs',
  'border-right-style:solid': 'kq-brs',
  'border-right-style:dashed': 'kq-brd',
  'text-shadow:0.02em 0.01em 0.04px': 'kq-ts',
};

/** Decimal places of a length: 10⁻⁴ em up to 10² em (so at most 999.9999em). */
const PLACES = 7;
const MAX_UNITS = 10 ** PLACES - 1;

/** The classes that stand for the `style` attribute `style`, and the declarations that have none. */
export function styleClasses(style: string): { classes: string[]; unsupported: string[] } {
  const classes: string[] = [];
  const unsupported: string[] = [];
  for (const raw of style.split(';')) {
    const colon = raw.indexOf(':');
    if (colon < 0) continue;
    const property = raw.slice(0, colon).trim().toLowerCase();
    const value = raw
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    const added =
      borderClasses(property, value, classes) ||
      keywordClass(`${property}:${value}`, classes) ||
      lengthClasses(property, value, classes) ||
      colorClasses(property, value, classes);
    if (!added) unsupported.push(`${property}:${value}`);
  }
  return { classes, unsupported };
}

/** KaTeX's one shorthand, `border: <length> solid <colour>` (on the MathML of `\fcolorbox`). */
function borderClasses(property: string, value: string, classes: string[]): boolean {
  const match = property === 'border' ? /^(\S+) solid (\S+)$/.exec(value) : null;
  if (!match) return false;
  const added: string[] = [];
  const ok =
    lengthClasses('border-width', match[1], added) &&
    keywordClass('border-style:solid', added) &&
    colorClasses('border-color', match[2], added);
  if (ok) classes.push(...added);
  return ok;
}

function keywordClass(declaration: string, classes: string[]): boolean {
  const name = KEYWORDS[declaration];
  if (name) classes.push(name);
  return name !== undefined;
}

function lengthClasses(property: string, value: string, classes: string[]): boolean {
  const code = CODE_OF_LENGTH.get(property);
  // `margin` only in KaTeX's `0 <length>` form.
  const length = code === 'mx' ? /^0 (\S+)$/.exec(value)?.[1] : value;
  const match = length === undefined ? null : /^(-?)(\d*\.?\d+)(?:em)?$/.exec(length);
  if (code === undefined || !match || (match[2] !== '0' && !length?.endsWith('em'))) return false;
  const units = Math.min(MAX_UNITS, Math.round(Number(match[2]) * 10_000));
  classes.push(`kq-${code}`);
  if (match[1] === '-' && units > 0) classes.push(`kq-${code}-n`);
  for (let place = PLACES - 1; place >= 0; place--) {
    const digit = Math.floor(units / 10 ** place) % 10;
    if (digit > 0) classes.push(`kq-${code}${place}-${digit}`);
  }
  return true;
}

function colorClasses(property: string, value: string, classes: string[]): boolean {
  const code = CODE_OF_COLOR.get(property);
  const hex = code === undefined ? undefined : colorHex(value);
  if (code === undefined || hex === undefined) return false;
  classes.push(`kq-${code}`);
  for (let place = 0; place < 8; place++) {
    const digit = hex[place];
    // Red, green and blue default to 0, alpha to ff.
    if (digit !== (place < 6 ? '0' : 'f')) classes.push(`kq-${code}${place}-${digit}`);
  }
  return true;
}

/** `value` as 8 lower-case hex digits (rrggbbaa), or undefined for what is not a colour. */
function colorHex(value: string): string | undefined {
  const named = cssColorHex(value);
  const hex = named ?? /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex === undefined) return undefined;
  const full = hex.length <= 4 ? [...hex].map((d) => d + d).join('') : hex;
  return full.length === 6 ? `${full}ff` : full;
}

/** The stylesheet for every class {@link styleClasses} can give. `!important` keeps the inline style's precedence. */
export function katexClassesCss(): string {
  const rules: string[] = [];
  for (const [code, property] of Object.entries(LENGTHS)) {
    const v = (place: number) => `--kq-${code}${place}`;
    const resets = Array.from({ length: PLACES }, (_, place) => `${v(place)}:0`).join(';');
    const sum = Array.from({ length: PLACES }, (_, place) => `var(${v(place)})*${unit(place)}`).join(' + ');
    const length = `calc(var(--kq-${code}s)*(${sum}))`;
    rules.push(
      `.kq-${code}{${resets};--kq-${code}s:1;${property}:${code === 'mx' ? `0 ${length}` : length}!important}`,
      `.kq-${code}-n{--kq-${code}s:-1}`,
    );
    for (let place = 0; place < PLACES; place++)
      for (let digit = 1; digit <= 9; digit++) rules.push(`.kq-${code}${place}-${digit}{${v(place)}:${digit}}`);
  }
  for (const [code, property] of Object.entries(COLORS)) {
    const v = (place: number) => `var(--kq-${code}${place})`;
    const channel = (place: number) => `calc(${v(place)}*16 + ${v(place + 1)})`;
    const resets = Array.from({ length: 8 }, (_, place) => `--kq-${code}${place}:${place < 6 ? 0 : 15}`).join(';');
    rules.push(
      `.kq-${code}{${resets};${property}:rgb(${channel(0)} ${channel(2)} ${channel(4)} / calc(${channel(6)}/255))!important}`,
    );
    for (let place = 0; place < 8; place++)
      for (let digit = 0; digit < 16; digit++)
        rules.push(`.kq-${code}${place}-${digit.toString(16)}{--kq-${code}${place}:${digit}}`);
  }
  for (const [declaration, name] of Object.entries(KEYWORDS))
    rules.push(`.${name}{${declaration.replace(':', ': ')}!important}`);
  return `${rules.join('\n')}\n`;
}

/** The length of one unit at decimal `place` (0 = 10⁻⁴ em), written out (10 ** -4 is not exact). */
function unit(place: number): string {
  return ['.0001em', '.001em', '.01em', '.1em', '1em', '10em', '100em'][place];
}
