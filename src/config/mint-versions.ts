/**
 * mint.json lets a `versions` entry be an object: `{ "name": "v0.x", "url": "https://v0.x-docs.example.com" }` is a
 * version kept on another site, which Mintlify's version menu links to. Quire's version menu switches between the
 * versions of this site only, so such an entry is left out with a warning that names the link; `{ "name": "v2" }`
 * without `url` is the version `v2`. `site.json` keeps its spec's strings-only `versions`.
 */
import type { Diagnostic } from '../diagnostics.js';
import type { Locator } from './locate.js';

/** `value` with object `versions` entries replaced by their name or left out (a copy), and a warning per link. */
export function readMintVersions(
  value: unknown,
  locate: Locator,
  file: string,
): { value: unknown; diagnostics: Diagnostic[] } {
  if (!isObject(value) || !Array.isArray(value.versions) || !value.versions.some(isObject))
    return { value, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const versions: unknown[] = [];
  value.versions.forEach((entry: unknown, i) => {
    if (!isObject(entry) || typeof entry.name !== 'string') {
      versions.push(entry); // Not a form Mintlify has: the schema's error says what is expected.
    } else if (typeof entry.url === 'string') {
      diagnostics.push({
        severity: 'warning',
        rule: 'config/version-link',
        file,
        position: locate.value(['versions', i]),
        jsonPath: `versions[${i}]`,
        message: `version \`${entry.name}\` links to another site (${entry.url}); Quire's version menu lists this site's versions only, so it is left out`,
        hint: `to keep the link, add it to \`topbarLinks\`: { "name": ${JSON.stringify(entry.name)}, "url": ${JSON.stringify(entry.url)} }`,
      });
    } else {
      versions.push(entry.name);
    }
  });
  return { value: { ...value, versions }, diagnostics };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
