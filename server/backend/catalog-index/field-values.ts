// How values compare, with Elasticsearch's coercions: a term "1" matches the number 1, true matches "true",
// date strings ('2026-01-01 00:00:00', ISO 8601) compare as instants, numbers as numbers.
import { parsingError } from './errors.js';
import type { Scalar } from './es-types.js';

/** Key of a stored value in the exact-value index. The type prefix keeps 1 and "1" apart in storage. */
export function exactKey(value: Scalar): string {
  if (typeof value === 'number') return `n:${Object.is(value, -0) ? 0 : value}`;
  if (typeof value === 'boolean') return `b:${value}`;
  return `s:${value}`;
}

/** The stored keys a query value matches, coercing the way ES coerces a term to the field's type. */
export function queryKeys(value: Scalar): string[] {
  if (typeof value === 'number') return [exactKey(value), `s:${String(value)}`];
  if (typeof value === 'boolean') return [exactKey(value), `s:${String(value)}`];
  const keys = [`s:${value}`];
  const number = numericString(value);
  if (number !== null) keys.push(exactKey(number));
  if (value === 'true' || value === 'false') keys.push(`b:${value}`);
  return keys;
}

/** Reads a stored key back into the value it came from (for aggregation bucket keys). */
export function valueOfKey(key: string): Scalar {
  const body = key.slice(2);
  if (key.startsWith('n:')) return Number(body);
  if (key.startsWith('b:')) return body === 'true';
  return body;
}

export function numericString(value: string): number | null {
  if (!/^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(value)) return null;
  return Number(value);
}

const UNIT_MILLIS: Record<string, number> = { w: 604_800_000, d: 86_400_000, h: 3_600_000, H: 3_600_000, m: 60_000, s: 1000 };

const DATE_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * Milliseconds since the epoch for a date string, UTC unless it carries an offset; null if not a date.
 * With `roundUp`, missing parts count as their latest value ('2026-01-01' → 23:59:59.999), as ES parses the
 * bounds of gt/lte.
 */
export function parseDate(value: string, roundUp = false): number | null {
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  const start = Date.UTC(+y, +mo - 1, +d, +(h ?? 0), +(mi ?? 0), +(s ?? 0), Math.floor(Number(`0.${fraction ?? 0}`) * 1000));
  const check = new Date(start);
  if (check.getUTCMonth() !== +mo - 1 || check.getUTCDate() !== +d || +(h ?? 0) > 23 || +(mi ?? 0) > 59 || +(s ?? 0) > 59) return null;
  const missingSpan = h === undefined ? UNIT_MILLIS.d : s === undefined ? UNIT_MILLIS.m : fraction === undefined ? 1000 : 1;
  return start - zoneOffsetMillis(zone) + (roundUp ? missingSpan - 1 : 0);
}

function zoneOffsetMillis(zone: string | undefined): number {
  if (!zone || zone === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
}

/**
 * The number a stored value compares as in a range query, range aggregation or numeric sort: numbers as they
 * are, numeric strings coerced, date strings as epoch millis (ES date fields compare as instants). Booleans and
 * other strings have no numeric order (null).
 */
export function comparableNumber(value: Scalar): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return null;
  return numericString(value) ?? parseDate(value);
}

/**
 * ES date math for range bounds: `now`, `now-1d`, `2026-01-01||+1M`, optionally rounded with `/d`.
 * Rounding goes down for gte/lt and up (end of the unit) for gt/lte, as ES does.
 */
export function parseDateMath(text: string, now: number, roundUp: boolean, where: string): number | null {
  const [anchorText, mathText] = text.startsWith('now') ? ['now', text.slice(3)] : splitAnchor(text);
  if (mathText === null) return null;
  const anchor = anchorText === 'now' ? now : parseDate(anchorText, roundUp && mathText === '');
  if (anchor === null) return null;
  let time = new Date(anchor);
  const pattern = /([+-])(\d+)([yMwdhHms])|\/([yMwdhHms])/g;
  let consumed = 0;
  for (let match = pattern.exec(mathText); match; match = pattern.exec(mathText)) {
    if (match.index !== consumed) break;
    consumed = pattern.lastIndex;
    time = match[4] ? roundDate(time, match[4], roundUp) : addToDate(time, match[3], Number(match[2]) * (match[1] === '-' ? -1 : 1));
  }
  if (consumed !== mathText.length) throw parsingError(`[range] failed to parse date field [${text}] in [${where}]`);
  return time.getTime();
}

function splitAnchor(text: string): [string, string | null] {
  const at = text.indexOf('||');
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 2)];
}

function addToDate(date: Date, unit: string, amount: number): Date {
  const next = new Date(date.getTime());
  if (unit === 'y') next.setUTCFullYear(next.getUTCFullYear() + amount);
  else if (unit === 'M') next.setUTCMonth(next.getUTCMonth() + amount);
  else next.setTime(next.getTime() + amount * UNIT_MILLIS[unit]);
  return next;
}

function roundDate(date: Date, unit: string, roundUp: boolean): Date {
  const parts = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()];
  const keep = { y: 1, M: 2, w: 3, d: 3, h: 4, H: 4, m: 5, s: 6 }[unit] ?? 6;
  const filled = parts.map((part, i) => (i < keep ? part : i === 2 ? 1 : 0));
  let start = Date.UTC(filled[0], filled[1], filled[2], filled[3], filled[4], filled[5]);
  if (unit === 'w') start -= ((new Date(start).getUTCDay() + 6) % 7) * UNIT_MILLIS.d; // ISO weeks start on Monday
  if (!roundUp) return new Date(start);
  const end = unit === 'w' ? start + UNIT_MILLIS.w : addToDate(new Date(start), unit === 'H' ? 'h' : unit, 1).getTime();
  return new Date(end - 1);
}
