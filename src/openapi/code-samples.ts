/**
 * The author's own request samples of an operation: `x-codeSamples` (Redocly's name, which Mintlify reads) or
 * `x-code-samples` (the older spelling), each `{ lang, label?, source }`. Entries without a language or source are
 * skipped; they cannot be shown.
 */
import type { AuthorCodeSample } from './types.js';

/** The samples `operation` gives, in the order written. */
export function getAuthorCodeSamples(operation: Record<string, unknown>): AuthorCodeSample[] {
  const written = operation['x-codeSamples'] ?? operation['x-code-samples'];
  if (!Array.isArray(written)) return [];
  const samples: AuthorCodeSample[] = [];
  for (const entry of written) {
    if (entry === null || typeof entry !== 'object') continue;
    const { lang, label, source } = entry as Record<string, unknown>;
    if (typeof lang !== 'string' || lang.trim() === '' || typeof source !== 'string' || source.trim() === '') continue;
    samples.push({
      lang: lang.trim(),
      ...(typeof label === 'string' && label.trim() !== '' && { label: label.trim() }),
      source: source.replace(/\n+$/, ''),
    });
  }
  return samples;
}
