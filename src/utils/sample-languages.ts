/**
 * The languages of the request code samples on endpoint pages: Mintlify's names for `api.examples.languages` (keys and
 * aliases, as its docs list them), the tab label, and the highlight grammar. Plain data, shared by the config reader,
 * the build-time samples and the playground. Which generator writes each language is in src/playground/samples.ts.
 */

/** One sample language. */
export interface SampleLanguage {
  /** Mintlify's key, e.g. `bash`. */
  key: string;
  /** The tab label; also the title the reader's choice is remembered by. */
  label: string;
  /** The highlight grammar (src/markdown/lowlight.ts names). */
  highlight: string;
  /** Other names Mintlify accepts for it. */
  aliases: readonly string[];
}

/** Every language Mintlify documents for `api.examples.languages`, in its order. */
export const SAMPLE_LANGUAGES: readonly SampleLanguage[] = [
  { key: 'bash', label: 'cURL', highlight: 'bash', aliases: ['curl', 'sh', 'shell'] },
  { key: 'python', label: 'Python', highlight: 'python', aliases: ['py'] },
  { key: 'javascript', label: 'JavaScript', highlight: 'javascript', aliases: ['js'] },
  { key: 'node', label: 'Node.js', highlight: 'javascript', aliases: ['nodejs', 'node.js'] },
  { key: 'php', label: 'PHP', highlight: 'php', aliases: [] },
  { key: 'go', label: 'Go', highlight: 'go', aliases: ['golang'] },
  { key: 'java', label: 'Java', highlight: 'java', aliases: [] },
  { key: 'ruby', label: 'Ruby', highlight: 'ruby', aliases: ['rb'] },
  { key: 'powershell', label: 'PowerShell', highlight: 'powershell', aliases: [] },
  { key: 'swift', label: 'Swift', highlight: 'swift', aliases: [] },
  { key: 'csharp', label: 'C#', highlight: 'csharp', aliases: ['c#'] },
  { key: 'dotnet', label: '.NET', highlight: 'csharp', aliases: ['.net', '.NET', 'dot-net'] },
  { key: 'typescript', label: 'TypeScript', highlight: 'typescript', aliases: ['ts'] },
  { key: 'c', label: 'C', highlight: 'c', aliases: [] },
  { key: 'c++', label: 'C++', highlight: 'cpp', aliases: ['cpp'] },
  { key: 'kotlin', label: 'Kotlin', highlight: 'kotlin', aliases: ['kt'] },
  { key: 'rust', label: 'Rust', highlight: 'rust', aliases: ['rs'] },
  { key: 'dart', label: 'Dart', highlight: 'dart', aliases: ['flutter'] },
];

/**
 * The languages shown when `api.examples.languages` is not set: the set Mintlify's endpoint pages show without the
 * setting (cURL, Python, JavaScript, PHP, Go, Java).
 */
export const DEFAULT_SAMPLE_LANGUAGES: readonly string[] = ['bash', 'python', 'javascript', 'php', 'go', 'java'];

/** Every name `api.examples.languages` accepts: keys and aliases. */
export const SAMPLE_LANGUAGE_NAMES: readonly string[] = SAMPLE_LANGUAGES.flatMap((l) => [l.key, ...l.aliases]);

const byName = new Map(SAMPLE_LANGUAGES.flatMap((l) => [l.key, ...l.aliases].map((name) => [name, l] as const)));

/** The language a name or alias stands for, or undefined when it names none. */
export function sampleLanguageOf(name: string): SampleLanguage | undefined {
  return byName.get(name);
}

/** The keys of `names` (aliases resolved), in order, each once; names of no language are left out. */
export function sampleLanguageKeys(names: readonly string[]): string[] {
  const keys = names.map((name) => sampleLanguageOf(name)?.key).filter((key): key is string => key !== undefined);
  return [...new Set(keys)];
}
