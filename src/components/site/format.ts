const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-01-14' → '14 January 2025'; anything unparsable is shown as stored. */
export function formatDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : LONG_DATE.format(date);
}

/** The machine-readable form for <time dateTime>. */
export function isoDate(isoDate: string): string | undefined {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}
