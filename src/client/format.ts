/** Small pure formatting helpers (no DOM), shared by the client modules and unit-tested in Node. */

/** A star count the way GitHub shows it: 999, 1.2k, 12.3k, 1.2M. */
export function formatCount(count: number): string {
  if (count < 1000) return String(count);
  const round = (value: number) => (value >= 100 ? Math.round(value) : Math.round(value * 10) / 10);
  const thousands = round(count / 1000);
  if (thousands < 1000) return `${thousands}k`;
  return `${round(count / 1_000_000)}M`;
}

/** A pre-filled GitHub issue URL with `pageUrl` made absolute against `origin` when it is a path. */
export function withAbsolutePageUrl(issueUrl: string, origin: string): string {
  const url = new URL(issueUrl);
  const body = url.searchParams.get('body');
  if (body === null) return issueUrl;
  const fixed = body.replace(/^Page: (\/\S*)/, (_, path: string) => `Page: ${origin}${path}`);
  url.searchParams.set('body', fixed);
  return url.href;
}
