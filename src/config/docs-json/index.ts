/**
 * Mintlify's docs.json, read natively: syntax, `$ref`s, schema, then resolved into the same `SiteConfig` a
 * `site.json` gives, with its navigation placed by nesting (`SiteConfig.explicitNavigation`). The diagnostics are
 * those of `site.json`: every problem at once, at file:line:col (in the `$ref` file when it is there), did-you-mean,
 * and one warning per setting Quire does not honour yet.
 */
import { sortDiagnostics, type Diagnostic } from '../../diagnostics.js';
import { diagnosticsFromSchemaErrors } from '../schema-errors.js';
import { formatJsonPath } from '../../utils/json-path.js';
import { stripUnsupported } from '../unsupported.js';
import { findUnsafeAssetUrls, findUnsafeUrls } from '../unsafe-urls.js';
import { DOCS_SEO_PATHS, findMetaTagProblems } from '../seo.js';
import type { ConfigResult } from '../validate.js';
import { validateDocsJson } from '../generated/docs-validator.js';
import { runSchema } from '../validator.js';
import { resolveNavigation } from './navigation.js';
import { checkNavigationShape } from './navigation-shape.js';
import { resolveRefs, type ReadRef } from './refs.js';
import { docsSchema } from './schema/index.js';
import { resolveSettings } from './settings.js';
import type { DocsJson } from './types.js';
import { docsAssetPaths, docsLinkPaths } from './url-paths.js';

export { docsSchema } from './schema/index.js';
export type { ReadRef } from './refs.js';

/**
 * Validate the text of docs.json (`file`, relative to the docs folder) and resolve it. `readRef` reads a file that a
 * `$ref` names (relative to the docs folder), or returns undefined when there is none.
 */
export function validateDocsJsonText(text: string, file: string, readRef: ReadRef): ConfigResult {
  const refs = resolveRefs(text, file, readRef);
  if (refs.value === undefined) return { diagnostics: sortDiagnostics(refs.diagnostics) };
  const { locate } = refs;
  // Keys docs.json does not have are ignored with a warning: Mintlify publishes projects that carry them.
  const stripped = stripUnsupported(refs.value, docsSchema, locate, file, { unknownKeys: true });
  const errors = runSchema(stripped.value, validateDocsJson);
  // What is below a `$ref` that could not be followed is incomplete: its problems would only echo the `$ref`'s.
  const checked = [
    ...diagnosticsFromSchemaErrors(errors, stripped.value, docsSchema, locate, file).map(withMintJsonHint),
    ...checkNavigationShape(stripped.value, locate, file),
  ].filter((d) => !refs.failed.some((path) => isAtOrBelow(d.jsonPath ?? '', formatJsonPath(path))));
  const diagnostics: Diagnostic[] = [
    ...refs.diagnostics,
    ...stripped.diagnostics.map(withMintJsonHint),
    ...checked,
    ...findUnsafeUrls(stripped.value, locate, file, docsLinkPaths(stripped.value)),
    ...findUnsafeAssetUrls(stripped.value, locate, file, docsAssetPaths(stripped.value)),
    ...findMetaTagProblems(stripped.value, locate, file, DOCS_SEO_PATHS),
  ];
  // Resolving needs the shapes the schema promises; with schema errors, the problems found so far are the answer.
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics: sortDiagnostics(diagnostics) };
  const docs = stripped.value as DocsJson;
  const explicitNavigation = resolveNavigation(docs.navigation, locate, file, diagnostics);
  const config = { ...resolveSettings(docs, locate, file, diagnostics), explicitNavigation };
  const sorted = sortDiagnostics(diagnostics);
  return sorted.some((d) => d.severity === 'error') ? { diagnostics: sorted } : { config, diagnostics: sorted };
}

/** Whether the JSON path `jsonPath` is `parent` or inside it (both formatted). */
function isAtOrBelow(jsonPath: string, parent: string): boolean {
  if (parent === '') return true;
  return jsonPath === parent || jsonPath.startsWith(`${parent}.`) || jsonPath.startsWith(`${parent}[`);
}

/**
 * mint.json settings written in docs.json (by JSON path), and what docs.json calls them (undefined: docs.json has no
 * such setting).
 */
const MINT_JSON_KEYS: Record<string, string | undefined> = {
  'api.auth': '`api.mdx.auth`',
  'api.playground.mode': '`api.playground.display`',
  'api.baseUrl': '`api.mdx.server`',
  topbarLinks: '`navbar.links`',
  topbarCtaButton: '`navbar.primary`',
  anchors: '`navigation.anchors` (or `navigation.global.anchors` for links)',
  tabs: '`navigation.tabs`',
  versions: '`navigation.versions`',
  topAnchor: '`navigation.anchors`',
  primaryTab: '`navigation.tabs`',
  openapi: '`api.openapi`',
  footerSocials: '`footer.socials`',
  modeToggle: '`appearance`',
  backgroundImage: '`background.image`',
  font: '`fonts`',
  analytics: '`integrations`',
  codeBlock: '`styling.codeblocks`',
  isWhiteLabeled: undefined,
  layout: undefined,
  mintlify: undefined,
  openapiProxy: undefined,
  rounded: undefined,
  sidebar: undefined,
  topbar: undefined,
};

/** An unknown key that is a mint.json setting gets a hint naming its docs.json place. */
function withMintJsonHint(diagnostic: Diagnostic): Diagnostic {
  const key = diagnostic.jsonPath;
  if (diagnostic.rule !== 'config/unknown-key' || key === undefined || !Object.hasOwn(MINT_JSON_KEYS, key))
    return diagnostic;
  const docsKey = MINT_JSON_KEYS[key];
  const hint =
    docsKey === undefined
      ? `\`${key}\` is a mint.json setting that docs.json does not have; remove it`
      : `\`${key}\` is the mint.json name; in docs.json it is ${docsKey}`;
  return { ...diagnostic, hint };
}
