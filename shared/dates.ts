// Dates are shown as HH:mm D-M-YYYY (DESIGN §5): 09:05 3-7-2026. The shop's clock is Europe/Berlin.

export const SHOP_TIME_ZONE = 'Europe/Berlin';

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** One formatter per zone: creating an Intl.DateTimeFormat costs far more than using one (the footer shows a date on every page). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsInZone(date: Date, timeZone: string): DateParts {
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

/** Parses the catalogue's 'YYYY-MM-DD HH:mm:ss' (UTC) or ISO strings; null for empty values. */
export function parseCatalogDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
