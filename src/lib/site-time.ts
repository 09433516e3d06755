// Schedules are chosen and shown in the site's time zone (SITE_TIME_ZONE, Asia/Dubai by
// default), whatever the zone of the editor's computer.

/** One formatter per zone: making one costs far more than using it (the dashboard places thousands of hours). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function partsIn(date: Date, zone: string): Record<string, number> {
  const parts = formatterFor(zone).formatToParts(date);
  return Object.fromEntries(
    parts.filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]),
  );
}

/** How far the zone is ahead of UTC at that instant, in ms. */
function offsetAt(date: Date, zone: string): number {
  const p = partsIn(date, zone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value ("2026-11-24T09:30") on the zone's clock. */
export function toZonedInput(iso: string, zone: string): string {
  const p = partsIn(new Date(iso), zone);
  return `${p.year}-${pad(p.month!)}-${pad(p.day!)}T${pad(p.hour!)}:${pad(p.minute!)}`;
}

/** A datetime-local value read on the zone's clock, as an ISO instant; undefined when malformed. */
export function fromZonedInput(local: string, zone: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  // The offset at the guessed instant, then again at the corrected one (DST edges).
  let instant = wall - offsetAt(new Date(wall), zone);
  instant = wall - offsetAt(new Date(instant), zone);
  return new Date(instant).toISOString();
}

/** "24 Nov 2026, 09:30 GST" in the site's zone. */
export function formatSiteTime(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}
