import 'server-only';
import { sql } from 'kysely';
import { getEnv } from '@/env';
import type { StatsRange } from '@/lib/enquiries';
import { fromZonedInput, toZonedInput } from '@/lib/site-time';
import type { Db } from '../db/types';

// The dashboard's figures (issue 27), Spam left out: enquiries per period split by form,
// by source with the won rate, and the ten pages that sent most. Three grouped reads over
// the range, answered from the covering index enquiries_dashboard (createdAt, status,
// form, source, page); periods are days on the
// site's clock (SITE_TIME_ZONE), so the database groups by UTC hour and the hours are
// placed in their local day here.

export interface StatsPeriod {
  /** Its first day, YYYY-MM-DD on the site's clock. */
  start: string;
  main: number;
  page: number;
  total: number;
}

export interface EnquiryStats {
  range: StatsRange;
  unit: 'week' | 'month';
  from: string;
  to: string;
  total: number;
  periods: StatsPeriod[];
  sources: { source: string; enquiries: number; won: number; wonRate: number }[];
  pages: { page: string; enquiries: number }[];
}

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The periods' first days, oldest first: weeks ending today, or calendar months. */
function periodStarts(range: StatsRange, today: string): string[] {
  if (range === '12m') {
    const [year, month] = today.split('-').map(Number) as [number, number];
    return Array.from({ length: 12 }, (_, index) => {
      const date = new Date(Date.UTC(year, month - 1 - (11 - index), 1));
      return date.toISOString().slice(0, 10);
    });
  }
  const weeks = range === '4w' ? 4 : 12;
  return Array.from({ length: weeks }, (_, index) => addDays(today, -7 * (weeks - index) + 1));
}

/** The index of the period a local day falls in (-1 before the first). */
function periodOf(starts: readonly string[], day: string): number {
  let found = -1;
  for (let index = 0; index < starts.length && starts[index]! <= day; index += 1) found = index;
  return found;
}

/**
 * The site-clock day of a UTC hour ("2026-11-26T21"). The zone's offset is looked up once
 * per UTC day (at its noon) rather than per hour: a year has 8,760 hours, and Intl is slow
 * enough per call to make the dashboard take seconds. Where the clocks change, the hours
 * of that one night may be placed an hour off.
 */
function localDayOfHour(zone: string): (hour: string) => string {
  const offsets = new Map<string, number>();
  return (hour) => {
    const utcDay = hour.slice(0, 10);
    let offset = offsets.get(utcDay);
    if (offset === undefined) {
      const noon = `${utcDay}T12:00:00.000Z`;
      const local = toZonedInput(noon, zone);
      offset = Date.parse(`${local}:00.000Z`) - Date.parse(noon);
      offsets.set(utcDay, offset);
    }
    return new Date(Date.parse(`${hour}:00:00.000Z`) + offset).toISOString().slice(0, 10);
  };
}

// A year of figures costs a few hundred milliseconds on SQLite at 100,000 enquiries, on the
// thread that also serves visitors (docs/performance.md). Each range's figures are kept
// for 30 s, and dropped at once when an enquiry is stored or moved on this instance, so
// the one who just acted sees it; another instance's change shows within 30 s.
const KEEP_MS = 30_000;
const kept = new Map<StatsRange, { until: number; stats: Promise<EnquiryStats> }>();

/** Drops the kept figures: an enquiry was stored, or its status changed. */
export function forgetEnquiryStats(): void {
  kept.clear();
}

/** The dashboard's figures for a range, at most 30 s old. */
export function dashboardStats(db: Db, range: StatsRange): Promise<EnquiryStats> {
  const now = Date.now();
  const entry = kept.get(range);
  if (entry && entry.until > now) return entry.stats;
  const stats = enquiryStats(db, range);
  kept.set(range, { until: now + KEEP_MS, stats });
  stats.catch(() => kept.delete(range));
  return stats;
}

export async function enquiryStats(
  db: Db,
  range: StatsRange,
  now = new Date(),
): Promise<EnquiryStats> {
  const zone = getEnv().SITE_TIME_ZONE;
  const today = toZonedInput(now.toISOString(), zone).slice(0, 10);
  const starts = periodStarts(range, today);
  const from = fromZonedInput(`${starts[0]}T00:00`, zone)!;
  const inRange = db
    .selectFrom('enquiries')
    .where('createdAt', '>=', from)
    .where('status', '!=', 'spam');

  const hour = sql<string>`substr("createdAt", 1, 13)`;
  const [byHour, bySource, byPage] = await Promise.all([
    inRange
      .select([hour.as('hour'), 'form', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy([hour, 'form'])
      .execute(),
    inRange
      .select([
        'source',
        (eb) => eb.fn.countAll<number | string>().as('count'),
        (eb) =>
          eb.fn.sum<number | string>(sql`CASE WHEN status = 'won' THEN 1 ELSE 0 END`).as('won'),
      ])
      .groupBy('source')
      .execute(),
    inRange
      .where('page', '!=', '')
      .select(['page', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('page')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('page')
      .limit(10)
      .execute(),
  ]);

  const periods: StatsPeriod[] = starts.map((start) => ({ start, main: 0, page: 0, total: 0 }));
  const localDay = localDayOfHour(zone);
  for (const row of byHour) {
    const day = localDay(row.hour);
    const period = periods[periodOf(starts, day)];
    if (!period) continue;
    const count = Number(row.count);
    if (row.form === 'page') period.page += count;
    else period.main += count;
    period.total += count;
  }
  const sources = bySource
    .map((row) => {
      const enquiries = Number(row.count);
      const won = Number(row.won ?? 0);
      return { source: row.source, enquiries, won, wonRate: enquiries ? won / enquiries : 0 };
    })
    .sort((a, b) => b.enquiries - a.enquiries || a.source.localeCompare(b.source));
  return {
    range,
    unit: range === '12m' ? 'month' : 'week',
    from: starts[0]!,
    to: today,
    total: periods.reduce((sum, period) => sum + period.total, 0),
    periods,
    sources,
    pages: byPage.map((row) => ({ page: row.page, enquiries: Number(row.count) })),
  };
}
