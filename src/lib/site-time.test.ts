import { describe, expect, it } from 'vitest';
import { formatSiteTime, fromZonedInput, toZonedInput } from './site-time';

describe('site time zone', () => {
  it('reads a Dubai wall-clock time as the instant four hours earlier in UTC', () => {
    expect(fromZonedInput('2026-11-24T09:30', 'Asia/Dubai')).toBe('2026-11-24T05:30:00.000Z');
    expect(toZonedInput('2026-11-24T05:30:00.000Z', 'Asia/Dubai')).toBe('2026-11-24T09:30');
  });

  it('follows daylight saving time where the zone has it', () => {
    expect(fromZonedInput('2026-07-01T12:00', 'Europe/London')).toBe('2026-07-01T11:00:00.000Z');
    expect(fromZonedInput('2026-01-15T12:00', 'Europe/London')).toBe('2026-01-15T12:00:00.000Z');
  });

  it('refuses what is not a datetime-local value', () => {
    expect(fromZonedInput('tomorrow', 'Asia/Dubai')).toBeUndefined();
  });

  it('names the zone when showing a time', () => {
    expect(formatSiteTime('2026-11-24T05:30:00.000Z', 'Asia/Dubai')).toBe('24 Nov 2026, 09:30 GST');
  });
});
