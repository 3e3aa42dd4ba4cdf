/**
 * Whether a config file is one of Mintlify's (docs.json, mint.json) rather than Quire's own site.json. Problems that
 * Mintlify publishes anyway are warnings in its projects; site.json keeps the stricter rules of Quire's spec.
 */
export function isMintlifyConfigFile(file: string): boolean {
  return /(^|[\\/])(docs|mint)\.json$/.test(file);
}
