/** "Did you mean …?" suggestions for misspelled keys, enum values and paths. */
import { distance } from 'fastest-levenshtein';

/**
 * Return the candidate closest to `input`, or undefined when none is close enough to be a plausible typo.
 * Case-insensitive matches win outright (`Bearer` → `bearer`), and punctuation is ignored (`duo-tone` → `duotone`).
 */
export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  const normalizedInput = normalize(input);
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    if (candidate === input) continue;
    const normalizedCandidate = normalize(candidate);
    if (normalizedCandidate === normalizedInput) return candidate;
    const score = distance(normalizedInput, normalizedCandidate);
    if (score < bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  if (best === undefined) return undefined;
  // Allow roughly one edit per three characters, at least one and at most four.
  const allowed = Math.min(4, Math.max(1, Math.floor(normalizedInput.length / 3)));
  return bestScore <= allowed ? best : undefined;
}

/** Format a suggestion as a hint line, or undefined when there is none. */
export function didYouMeanHint(input: string, candidates: Iterable<string>): string | undefined {
  const match = didYouMean(input, candidates);
  return match === undefined ? undefined : `did you mean \`${match}\`?`;
}

function normalize(value: string): string {
  return value.toLowerCase().replace(/[-_\s]/g, '');
}
