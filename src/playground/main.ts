/**
 * The API playground's entry, loaded only by endpoint pages: read the page's data island and render the playground
 * into its mount point. The page works without it (the reference is static HTML).
 */
import { mountPlayground } from './playground.js';
import type { PlaygroundData } from './types.js';

const mount = document.getElementById('quire-playground');
const island = document.getElementById('quire-playground-data');
if (mount && island) {
  try {
    mountPlayground(mount, JSON.parse(island.textContent ?? '') as PlaygroundData);
  } catch (error) {
    mount.textContent = `The API playground could not start: ${(error as Error).message}`;
    throw error;
  }
}
