import { describe, expect, it } from 'vitest';
import { parseCatalogDate } from '../../../shared/catalog/catalog-dates.js';
import { berlinOffsetMinutes, formatDateTime } from '../../../shared/dates.js';

describe('formatDateTime (DESIGN §5: HH:mm D-M-YYYY)', () => {
  it('formats the example of DESIGN §5 exactly', () => {
    expect(formatDateTime(new Date('2026-07-03T09:05:00Z'), 'UTC')).toBe('09:05 3-7-2026');
  });

  it('shows the shop time zone (Europe/Berlin) by default, summer and winter', () => {
    expect(formatDateTime('2026-07-03T07:05:00Z')).toBe('09:05 3-7-2026');
    expect(formatDateTime('2026-12-24T23:30:00Z')).toBe('00:30 25-12-2026');
  });

  it('pads hours and minutes but not day and month', () => {
    expect(formatDateTime('2026-01-01T00:00:00Z', 'UTC')).toBe('00:00 1-1-2026');
  });

  it('rejects invalid dates', () => {
    expect(() => formatDateTime('not a date')).toThrow(RangeError);
  });
});

// The shop's zone is computed without Intl (issue #16: creating the first Intl.DateTimeFormat with a time zone cost
// the footer ~20 ms of main thread on every page load); it must agree with the browser's time zone data.
describe('Europe/Berlin without Intl', () => {
  const intl = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' });
  const intlOffset = (date: Date) => {
    const name = intl.formatToParts(date).find((part) => part.type === 'timeZoneName')!.value; // 'GMT+01:00'
    const match = /GMT([+-])(\d\d):(\d\d)/.exec(name)!;
    return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
  };

  it('has the offset of the time zone data every 13 hours from 1997 to 2040', () => {
    for (let t = Date.UTC(1997, 0, 1); t < Date.UTC(2040, 0, 1); t += 13 * 3600_000 + 17 * 60_000) {
      expect(berlinOffsetMinutes(new Date(t)), new Date(t).toISOString()).toBe(intlOffset(new Date(t)));
    }
  });

  it('switches at 01:00 UTC on the last Sunday of March and of October', () => {
    expect(berlinOffsetMinutes(new Date('2026-03-29T00:59:59Z'))).toBe(60);
    expect(berlinOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(120);
    expect(berlinOffsetMinutes(new Date('2026-10-25T00:59:59Z'))).toBe(120);
    expect(berlinOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(60);
  });

  it('formats like Intl in the shop zone, around the switches too', () => {
    const berlin = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (const iso of ['2026-03-29T00:30:00Z', '2026-03-29T01:30:00Z', '2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z', '2026-12-31T23:00:00Z', '2028-02-28T23:59:00Z']) {
      const p = Object.fromEntries(berlin.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
      expect(formatDateTime(iso)).toBe(`${p.hour}:${p.minute} ${Number(p.day)}-${Number(p.month)}-${p.year}`);
    }
  });
});

describe('parseCatalogDate', () => {
  it("reads the index's 'YYYY-MM-DD HH:mm:ss' as UTC", () => {
    expect(parseCatalogDate('2026-03-01 12:00:00')?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it('returns null for empty or invalid values', () => {
    expect(parseCatalogDate(null)).toBeNull();
    expect(parseCatalogDate('')).toBeNull();
    expect(parseCatalogDate('garbage')).toBeNull();
  });
});
