import type { StatsRange } from '@/lib/enquiries';
import type { EnquiryStats } from '@/lib/schemas/answers/site';

// The dashboard's words and numbers, worked out from GET /api/enquiries/stats: period
// names, the charts' scales, and each chart's text alternative.

export type Period = EnquiryStats['periods'][number];
export type Unit = EnquiryStats['unit'];

export const RANGE_LABELS: Record<StatsRange, string> = {
  '4w': '4 weeks',
  '12w': '12 weeks',
  '12m': '12 months',
};

/** How many sources and pages the bar charts show; the tables list every source. */
export const TOP = 10;

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const short = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthShort = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const count = new Intl.NumberFormat('en-GB');

export const formatCount = (value: number) => count.format(value);

/** Under a column: '18 Nov' (the week's first day) or 'Nov'. */
export const periodTick = (start: string, unit: Unit) =>
  unit === 'month' ? monthShort.format(day(start)) : short.format(day(start));

/** In a table or a sentence: 'Week from 18 Nov' or 'November 2025'. */
export const periodName = (start: string, unit: Unit) =>
  unit === 'month' ? monthLong.format(day(start)) : `Week from ${short.format(day(start))}`;

/** The last period, as its tile says: the weeks end today, the months are calendar months. */
export const latestPeriodLabel = (unit: Unit) => (unit === 'month' ? 'This month' : 'Last 7 days');

export const plural = (value: number, one: string, many: string) =>
  `${formatCount(value)} ${value === 1 ? one : many}`;

/** '25%' (whole percents; '<1%' rather than a misleading 0%). */
export function percent(rate: number): string {
  if (rate > 0 && rate < 0.005) return '<1%';
  return `${Math.round(rate * 100)}%`;
}

/** Won ÷ enquiries over every source. */
export function overallWonRate(sources: EnquiryStats['sources']): {
  won: number;
  enquiries: number;
  rate: number;
} {
  const won = sources.reduce((sum, row) => sum + row.won, 0);
  const enquiries = sources.reduce((sum, row) => sum + row.enquiries, 0);
  return { won, enquiries, rate: enquiries ? won / enquiries : 0 };
}

/**
 * A column chart's scale: a round top at or above the highest value, and 2 to 5 ticks
 * from 0 in steps of 1, 2 or 5 × 10ⁿ (whole numbers: these are counts).
 */
export function countScale(max: number): { top: number; ticks: number[] } {
  if (max <= 0) return { top: 1, ticks: [0, 1] };
  let step = 1;
  for (let magnitude = 1; ; magnitude *= 10) {
    const found = [1, 2, 5].map((m) => m * magnitude).find((s) => Math.ceil(max / s) <= 4);
    if (found) {
      step = found;
      break;
    }
  }
  const top = Math.ceil(max / step) * step;
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step);
  return { top, ticks };
}

/** The column chart's text alternative: what it shows, then every period with its split. */
export function periodChartText(periods: readonly Period[], unit: Unit): string {
  const per = unit === 'month' ? 'month' : 'week';
  const lines = periods.map(
    (period) =>
      `${periodName(period.start, unit)}: ${formatCount(period.total)} (${formatCount(period.main)} quick form, ${formatCount(period.page)} contact page)`,
  );
  return `Bar chart of enquiries per ${per}, split by form. ${lines.join('; ')}.`;
}

/** One sentence on the column chart, shown above it. */
export function periodSummary(periods: readonly Period[], unit: Unit, range: StatsRange): string {
  const total = periods.reduce((sum, period) => sum + period.total, 0);
  if (total === 0) return `No enquiries in the last ${RANGE_LABELS[range]}.`;
  const busiest = periods.reduce((best, period) => (period.total > best.total ? period : best));
  const main = periods.reduce((sum, period) => sum + period.main, 0);
  return `${plural(total, 'enquiry', 'enquiries')} in the last ${RANGE_LABELS[range]} (${formatCount(main)} from the quick form, ${formatCount(total - main)} from the contact page); the busiest ${unit} was ${periodName(busiest.start, unit).replace(/^Week from/, 'the week from')} with ${formatCount(busiest.total)}.`;
}

/** One sentence on a bar chart of counts: the leader and how many there are. */
export function leaderSummary(
  rows: readonly { label: string; value: number }[],
  noun: string,
): string {
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  const [first] = rows;
  if (!first || total === 0) return `No enquiries to show by ${noun} yet.`;
  return `${first.label} leads with ${plural(first.value, 'enquiry', 'enquiries')} of ${formatCount(total)}.`;
}

/** One sentence on the won rates: the best rate among sources with any enquiries. */
export function wonSummary(sources: EnquiryStats['sources']): string {
  const overall = overallWonRate(sources);
  if (overall.enquiries === 0) return 'No enquiries yet, so nothing won.';
  const best = sources
    .filter((row) => row.enquiries > 0)
    .reduce((top, row) => (row.wonRate > top.wonRate ? row : top));
  const lead =
    best.won > 0
      ? ` ${best.source} converts best: ${percent(best.wonRate)} (${formatCount(best.won)} of ${formatCount(best.enquiries)}).`
      : '';
  return `${percent(overall.rate)} of all enquiries were won (${formatCount(overall.won)} of ${formatCount(overall.enquiries)}).${lead}`;
}
