/**
 * "Last modified on <date>" at the end of a page (docs.json `metadata.timestamp`, front matter `timestamp` and
 * `lastUpdatedDate`, as on Mintlify). The date is the calendar day as written in the ISO string (the committer's own
 * offset for a git date), spelt in English by hand rather than through the machine's locale, so that the same input
 * always gives the same bytes.
 */
import type { SiteConfig } from '../config/types.js';
import type { PageNode } from '../graph/types.js';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The page's last-modified date: `date` for `<time datetime>` (YYYY-MM-DD) and `text` to show; undefined: none. */
export function lastModifiedOf(
  config: SiteConfig,
  page: Pick<PageNode, 'settings' | 'lastModified'>,
): { date: string; text: string } | undefined {
  if (!(page.settings.timestamp ?? config.timestamp === true)) return undefined;
  const iso = page.settings.lastUpdated ?? page.lastModified;
  const match = iso === undefined ? null : /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return undefined;
  const month = MONTHS[Number(match[2]) - 1];
  if (month === undefined) return undefined;
  return { date: match[0], text: `${month} ${Number(match[3])}, ${match[1]}` };
}
