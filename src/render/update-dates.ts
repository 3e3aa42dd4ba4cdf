/**
 * The date an `Update`'s label or description states, for its RSS entry's `pubDate`: `March 5, 2025`, `5 March
 * 2025`, `Mar 5 2025`, `March 2025` (the 1st), `2025-03-05`, `2025/03/05`, `2025-03`. Anything else is no date, and
 * the entry has none: a feed never gets the build's clock. Pure and deterministic (no `Date.parse`, whose reading
 * of loose text varies).
 */

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A month by its name or its first three letters (`sept` too), 1 to 12. */
function monthOf(name: string): number | undefined {
  const lower = name.toLowerCase().replace(/\.$/, '');
  const index = MONTHS.findIndex((month) => month === lower || (lower.length >= 3 && month.startsWith(lower)));
  return index === -1 ? undefined : index + 1;
}

const NAMED =
  /^(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?(?:([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})|(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+\.?),?\s+(\d{4})|([a-z]+\.?),?\s+(\d{4}))$/i;
const NUMERIC = /^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?$/;

/** The UTC midnight `text` names, or undefined when it is no date (or no real day: `February 30, 2025`). */
export function parseUpdateDate(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const trimmed = text.trim();
  let year: number;
  let month: number | undefined;
  let day = 1;
  const numeric = NUMERIC.exec(trimmed);
  const named = numeric ? undefined : NAMED.exec(trimmed);
  if (numeric) {
    year = Number(numeric[1]);
    month = Number(numeric[2]);
    if (numeric[3] !== undefined) day = Number(numeric[3]);
  } else if (named) {
    const [, m1, d1, y1, d2, m2, y2, m3, y3] = named;
    month = monthOf(m1 ?? m2 ?? m3);
    year = Number(y1 ?? y2 ?? y3);
    if (d1 ?? d2) day = Number(d1 ?? d2);
  } else return undefined;
  if (month === undefined || month < 1 || month > 12 || year < 1970 || year > 9999) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  // `Date.UTC` rolls an impossible day over into the next month: that is no date.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : undefined;
}
