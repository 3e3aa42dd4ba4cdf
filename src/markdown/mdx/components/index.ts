/**
 * Every built-in MDX component, by the name pages use. Mintlify's components, rendered as static HTML; one file per
 * family of components.
 */
import type { ComponentSpec } from '../component-types.js';
import { CALLOUTS } from './callouts.js';
import { CARDS } from './cards.js';
import { CODE } from './code.js';
import { ACCORDIONS } from './accordions.js';
import { STEPS } from './steps.js';
import { TABS } from './tabs.js';
import { createExamples } from './examples.js';
import { FIELDS } from './fields.js';
import { HEADINGS } from './headings.js';
import { MEDIA } from './media.js';
import { MISC } from './misc.js';
import { TREE } from './tree.js';
import { UPDATES } from './updates.js';

/** The built-in components by name. */
export const COMPONENTS: Readonly<Record<string, ComponentSpec>> = Object.freeze({
  ...CALLOUTS,
  ...CARDS,
  ...STEPS,
  ...TABS,
  ...ACCORDIONS,
  ...FIELDS,
  // Several code blocks in one example become a code group (looked up when a page renders).
  ...createExamples(() => getComponent('CodeGroup')),
  ...MEDIA,
  ...TREE,
  ...UPDATES,
  ...MISC,
  ...CODE,
  ...HEADINGS,
});

/** The built-in component named `name` (own names only: `<constructor>` is not one). */
export function getComponent(name: string): ComponentSpec | undefined {
  return Object.hasOwn(COMPONENTS, name) ? COMPONENTS[name] : undefined;
}
