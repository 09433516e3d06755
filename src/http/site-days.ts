import 'server-only';
import { getEnv } from '@/env';
import { fromZonedInput } from '@/lib/site-time';

// Filters by day (?from=&to=, YYYY-MM-DD) read days on the site's clock (SITE_TIME_ZONE),
// and `to` includes its whole day.

/** The next day of a YYYY-MM-DD date, as YYYY-MM-DD. */
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The instants [from, to) that the days from `from` to `to` (inclusive) cover. */
export function siteDayRange(from: string | undefined, to: string | undefined) {
  const zone = getEnv().SITE_TIME_ZONE;
  const dayStart = (date: string) => fromZonedInput(`${date}T00:00`, zone);
  return {
    from: from ? dayStart(from) : undefined,
    to: to ? dayStart(nextDay(to)) : undefined,
  };
}
