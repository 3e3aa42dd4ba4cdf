/**
 * What the author's own stylesheets and scripts ask of the browser that the site's Content-Security-Policy
 * (`render/security-headers.ts`) refuses: a script that loads another site's script (an analytics tag, a chat or
 * search widget), a script that writes `<style>` elements, a stylesheet that `@import`s another site's stylesheet.
 * The policy stays as it is (scripts and sheets from the site only, plus what the build hashed); the author is told
 * once per file, at the first place, instead of finding the refusals in a browser's console.
 *
 * A quick look at the text, not a parse: a remote URL naming a `.js` file in a script, `createElement('style')`, and
 * `@import` of an http(s) URL. A script that builds such a URL from parts is not seen.
 */
import type { Diagnostic, Position } from '../diagnostics.js';
import { policyOrigin } from '../utils/policy-origin.js';

const RULE = 'content/author-file-csp';
const REMOTE_SCRIPT = /https?:\/\/[^\s'"`)<>\\]+?\.js(?![\w-])/g;
const STYLE_ELEMENT = /createElement\(\s*(['"`])style\1\s*\)/;
const REMOTE_IMPORT = /@import\s+(?:url\(\s*)?(['"]?)(https?:\/\/[^'")\s]+)\1/gi;

/** Warnings for the author's files among `contents` (site-relative `.css`/`.js` paths and their bytes), by path. */
export function authorFilePolicyWarnings(contents: ReadonlyMap<string, Uint8Array>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const [file, bytes] of [...contents].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const text = Buffer.from(bytes).toString('utf8');
    if (/\.js$/i.test(file)) out.push(...scriptWarnings(file, text));
    else out.push(...styleWarnings(file, text));
  }
  return out;
}

function scriptWarnings(file: string, text: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const loads = [...text.matchAll(REMOTE_SCRIPT)];
  const origins = [...new Set(loads.map((match) => policyOrigin(match[0])).filter((o) => o !== undefined))].sort();
  if (origins.length > 0) {
    out.push(
      refused(
        file,
        positionOf(text, loads[0].index),
        `${file} loads scripts from ${listed(origins)}, which the Content-Security-Policy in _headers refuses (scripts come from this site only): browsers will not run them`,
        'configure the service in docs.json `integrations` where Quire supports it (the policy then names its hosts), or copy the script into the docs folder',
      ),
    );
  }
  const style = STYLE_ELEMENT.exec(text);
  if (style) {
    out.push(
      refused(
        file,
        positionOf(text, style.index),
        `${file} writes <style> elements, which the Content-Security-Policy in _headers refuses (only the sheets the build wrote are allowed): browsers will not apply them`,
        'put the rules in a .css file of the docs folder (every page links it), or set element.style properties',
      ),
    );
  }
  return out;
}

function styleWarnings(file: string, text: string): Diagnostic[] {
  const imports = [...text.matchAll(REMOTE_IMPORT)];
  if (imports.length === 0) return [];
  const origins = [...new Set(imports.map((match) => policyOrigin(match[2])).filter((o) => o !== undefined))].sort();
  return [
    refused(
      file,
      positionOf(text, imports[0].index),
      `${file} imports stylesheets from ${listed(origins)}, which the Content-Security-Policy in _headers refuses (stylesheets come from this site only): browsers will not apply them`,
      'copy the stylesheet (and the fonts it names) into the docs folder, or name a web font in docs.json `fonts`',
    ),
  ];
}

/** One warning at `position` of `file`. */
function refused(file: string, position: Diagnostic['position'], message: string, hint: string): Diagnostic {
  return { severity: 'warning', rule: RULE, file, position, message, hint };
}

/** `a`, `a and b`, `a, b and 2 more`. */
function listed(origins: readonly string[]): string {
  if (origins.length <= 2) return origins.join(' and ');
  return `${origins.slice(0, 2).join(', ')} and ${origins.length - 2} more`;
}

function positionOf(text: string, index: number): Position {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return { line, column: index - before.lastIndexOf('\n') };
}
