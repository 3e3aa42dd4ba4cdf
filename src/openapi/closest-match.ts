/**
 * Which of several OpenAPI files that hold an operation a page means, when its reference does not say. Mintlify
 * builds such projects (Benzinga copies each spec into every language folder and names operations without a file),
 * so Quire picks one and says which: the file nearest the page (or the file the reference names), then the
 * shallowest, then the first in the site's order. A page under `es/` gets `es/openapi.yaml`; a page outside every
 * language folder gets the top-level `openapi.yaml`.
 */

/** The candidate nearest `near` (a docs-relative path): most leading folders in common, then fewest folders. */
export function closestMatch<T extends { doc: { file: string } }>(candidates: readonly T[], near: string): T {
  const nearFolders = foldersOf(near);
  let best = candidates[0];
  let bestScore = score(best.doc.file, nearFolders);
  for (const candidate of candidates.slice(1)) {
    const candidateScore = score(candidate.doc.file, nearFolders);
    if (
      candidateScore.shared > bestScore.shared ||
      (candidateScore.shared === bestScore.shared && candidateScore.depth < bestScore.depth)
    ) {
      best = candidate;
      bestScore = candidateScore;
    }
  }
  return best;
}

function score(file: string, nearFolders: readonly string[]): { shared: number; depth: number } {
  const folders = foldersOf(file);
  let shared = 0;
  while (shared < folders.length && shared < nearFolders.length && folders[shared] === nearFolders[shared]) shared++;
  return { shared, depth: folders.length };
}

/** The folders of a docs-relative path or URL path, without the file name. */
function foldersOf(file: string): string[] {
  return file.replace(/\\/g, '/').replace(/^\/+/, '').split('/').slice(0, -1);
}
