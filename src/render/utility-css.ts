/**
 * Tailwind's utility classes (v3, as Mintlify has them) for the class names pages write, compiled at build time with
 * UnoCSS's Tailwind v3 preset into one stylesheet that holds only the utilities used.
 *
 * - No preflight: Tailwind's reset would restyle Quire's own chrome. The only base rules are the custom properties
 *   that transform, shadow and ring utilities read, and (when a border utility is used) the border reset that
 *   Tailwind's preflight would give, both confined to the page content.
 * - Scoped, not `!important`: each utility is written `.q-content :is(.grid)`, so it applies inside a page's content
 *   only, and outranks Quire's content typography (`.q-content p`, one class and one element) while an inline `style`
 *   and the author's own stylesheets (linked after it) still win over it, as on Mintlify.
 * - `dark:` follows Quire's theme toggle, which puts the class `dark` on `<html>`.
 * - Mintlify's theme colours: `primary`, `primary-light`, `primary-dark`, `background-light`, `background-dark`.
 *
 * UnoCSS and its preset are loaded on the first site that uses a utility; a site without one never loads them.
 */
import type { SiteConfig } from '../config/types.js';
import { DEFAULT_BACKGROUND } from '../config/contrast.js';

/** Where utilities apply: the page content (templates/page.eta). Quire's chrome (`q-` classes) is outside it. */
export const UTILITY_SCOPE = '.q-content';

/** Tailwind v3's default border colour (gray-200), which its preflight gives every element. */
const BORDER_COLOR = '#e5e7eb';

/** A candidate that sets a border or divider width, which needs the border reset to show. */
const BORDER_WIDTH = /(?:^|:)!?-?(?:border(?:-[xytrblse])?(?:-\d+)?|divide-[xy](?:-\d+)?)$/;

type Generator = Awaited<ReturnType<typeof import('@unocss/core').createGenerator>>;

/** One generator per set of theme colours (in practice one per site), created on first use. */
const generators = new Map<string, Promise<Generator>>();

/** The colours of the theme Mintlify's Tailwind config adds. */
export type UtilityColors = Pick<SiteConfig['colors'], 'primary' | 'light' | 'dark' | 'background'>;

/**
 * The stylesheet for `candidates` (class names, in any order; duplicates and non-utilities are ignored): '' when none
 * is a utility. The same candidates and colours give the same text.
 */
export async function compileUtilityCss(candidates: readonly string[], colors: UtilityColors): Promise<string> {
  if (candidates.length === 0) return '';
  const generator = await generatorFor(colors);
  const sorted = [...new Set(candidates)].sort();
  const { css, matched } = await generator.generate(new Set(sorted), { preflights: true, minify: false });
  if (matched.size === 0) return '';
  const borders = [...matched].some((name) => BORDER_WIDTH.test(name));
  return `${borders ? `${borderReset()}\n` : ''}${css.trim()}\n`;
}

/** Which of `words` are utilities (an unknown word, or one of an author's own classes, is not). */
export async function matchUtilities(words: readonly string[], colors: UtilityColors): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const generator = await generatorFor(colors);
  const { matched } = await generator.generate(new Set(words), { preflights: false });
  return matched;
}

function generatorFor(colors: UtilityColors): Promise<Generator> {
  const key = JSON.stringify([colors.primary, colors.light, colors.dark, colors.background]);
  let generator = generators.get(key);
  if (!generator) {
    generator = createUtilityGenerator(colors);
    generators.set(key, generator);
  }
  return generator;
}

async function createUtilityGenerator(colors: UtilityColors): Promise<Generator> {
  const [{ createGenerator }, { presetWind3 }] = await Promise.all([
    import('@unocss/core'),
    import('@unocss/preset-wind3'),
  ]);
  const background = colors.background ?? DEFAULT_BACKGROUND;
  return createGenerator({
    presets: [
      // 'on-demand': only the custom properties the used utilities read; never a reset of elements.
      presetWind3({ preflight: 'on-demand', dark: 'class', important: UTILITY_SCOPE }),
    ],
    theme: {
      colors: {
        primary: { DEFAULT: colors.primary },
        'primary-light': colors.light,
        'primary-dark': colors.dark,
        'background-light': background.light,
        'background-dark': background.dark,
      },
      preflightRoot: [
        `${UTILITY_SCOPE},${UTILITY_SCOPE} *,${UTILITY_SCOPE} ::before,${UTILITY_SCOPE} ::after`,
        `${UTILITY_SCOPE} ::backdrop`,
      ],
    },
  });
}

/**
 * What Tailwind's preflight does for borders (`border-width: 0; border-style: solid`, a gray default colour), for the
 * author's elements with a border class and the children of a `divide-` element only (never an element with one of
 * Quire's `q-` classes), at no specificity: any rule of Quire's or the author's wins, and `border` shows a line.
 */
function borderReset(): string {
  const own = ':not([class^="q-"]):not([class*=" q-"])';
  const scope = UTILITY_SCOPE;
  return `/* layer: border reset */\n:where(${scope} [class*="border"]${own}, ${scope} [class*="divide-"]${own} > *) { border-width: 0; border-style: solid; border-color: ${BORDER_COLOR}; }`;
}
