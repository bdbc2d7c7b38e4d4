// Dates are shown as HH:mm D-M-YYYY (DESIGN §5): 09:05 3-7-2026. The shop's clock is Europe/Berlin. The catalogue's
// own date strings are parsed in shared/catalog/catalog-dates.ts.

export const SHOP_TIME_ZONE = 'Europe/Berlin';

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** One formatter per zone other than the shop's: creating an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** 01:00 UTC on the last Sunday of the month (month 0-based): when the EU's summer time starts (March) and ends (October). */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * The shop zone's offset from UTC in minutes (60, or 120 in summer time), by the EU rule in force since 1996.
 * Computed because the first Intl.DateTimeFormat with a time zone costs ~20 ms of main thread on a phone (ICU loads
 * the zone data), and the footer shows the build date on every page (issue #16); tested against Intl.
 */
export function berlinOffsetMinutes(date: Date): number {
  const year = date.getUTCFullYear();
  const time = date.getTime();
  return time >= lastSundayOneUtc(year, 2) && time < lastSundayOneUtc(year, 9) ? 120 : 60;
}

function partsInZone(date: Date, timeZone: string): DateParts {
  if (timeZone === SHOP_TIME_ZONE) {
    const local = new Date(date.getTime() + berlinOffsetMinutes(date) * 60_000);
    return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), hour: local.getUTCHours(), minute: local.getUTCMinutes() };
  }
  const formatter = formatterFor(timeZone);
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/** Formats an instant as 'HH:mm D-M-YYYY' in the given zone (the shop's zone by default). */
export function formatDateTime(input: Date | string | number, timeZone: string = SHOP_TIME_ZONE): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`);
  const p = partsInZone(date, timeZone);
  const pad = (n: number) => n.toString().padStart(2, '0');
  return `${pad(p.hour)}:${pad(p.minute)} ${p.day}-${p.month}-${p.year}`;
}
