/**
 * Quire's version, from its package.json. Read from this folder (one below `dist/`, as every module of the bundle in
 * `dist/bundle/` is), so the path holds whether the CLI runs compiled or bundled (scripts/bundle-node.js).
 */
import { readFileSync } from 'node:fs';

export function quireVersion(): string {
  return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string })
    .version;
}
