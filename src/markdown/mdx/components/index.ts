/**
 * Every built-in MDX component, by the name pages use. Mintlify's components, rendered as static HTML; one file per
 * family of components.
 */
import type { ComponentSpec } from '../component-types.js';
import { CALLOUTS } from './callouts.js';
import { CARDS } from './cards.js';

/** The built-in components by name. */
export const COMPONENTS: Readonly<Record<string, ComponentSpec>> = Object.freeze({
  ...CALLOUTS,
  ...CARDS,
});

/** The built-in component named `name` (own names only: `<constructor>` is not one). */
export function getComponent(name: string): ComponentSpec | undefined {
  return Object.hasOwn(COMPONENTS, name) ? COMPONENTS[name] : undefined;
}
