/**
 * The words of a field name in kebab case, as Mintlify forms field anchors (the way lodash's `kebabCase` does):
 * `onError` → `on-error`, `thumbnails.background` → `thumbnails-background`, `FASTMCP_SERVER_AUTH` →
 * `fastmcp-server-auth`, `address_line_1` → `address-line-1`, `_meta` → `meta`.
 */
export function kebabCase(name: string): string {
  const words = name.match(/\p{Lu}+(?![\p{Ll}])|\p{Lu}?\p{Ll}+|\p{N}+|\p{L}+/gu) ?? [];
  return words.map((word) => word.toLowerCase()).join('-');
}
