import { describe, expect, it } from 'vitest';
import { formatDateTime, parseCatalogDate } from '../../../shared/dates.js';

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
