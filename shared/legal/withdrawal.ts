// Withdrawal rules (§356a BGB withdrawal button; spec 02 §9: return window 30 days) as pure functions: whether an
// order is still within its withdrawal period, which of its lines can still be withdrawn, and the plan of a
// declaration (a whole order, or single lines with quantities not above what is left).
import { EU_DELIVERY, deliveryTimeTo } from '../commerce/delivery-time.js';

/** Spec 02 §9: the return window. */
export const WITHDRAWAL_PERIOD_DAYS = 30;
/** A repeated identical declaration within this time is the same declaration (a double click, a retry). */
export const WITHDRAWAL_REPEAT_WINDOW_MS = 15 * 60_000;

const SHOP_TIME_ZONE = 'Europe/Berlin';
const DAY_MS = 86_400_000;

/** The calendar day of an instant in the shop's time zone, as YYYY-MM-DD (en-CA formats dates that way). */
export function shopDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The last day of a withdrawal period that starts at `start`: its day in the shop's zone plus 30 days (it ends with that day). */
export function withdrawalLastDay(start: Date): string {
  const [y, m, d] = shopDay(start).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + WITHDRAWAL_PERIOD_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Working days a parcel takes at most, as checkout and the delivery page promise them (shared/commerce/delivery-time.ts):
 * the withdrawal period of a parcel whose delivery nobody recorded starts no earlier than this after shipping. An
 * unknown country counts as the longest EU time.
 */
export function deliveryWorkingDays(countryId: string | null): number {
  return (deliveryTimeTo(countryId ?? '') ?? EU_DELIVERY).maxDays;
}

/** The shop day `days` working days (Monday to Friday) after the instant's day, as an instant at noon UTC of it. */
export function addWorkingDays(instant: Date, days: number): Date {
  const [y, m, d] = shopDay(instant).split('-').map(Number);
  let day = Date.UTC(y, m - 1, d, 12);
  for (let left = days; left > 0; ) {
    day += DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(day);
}

export interface WithdrawalDates {
  shippedAt: Date | null;
  deliveredAt: Date | null;
  /** Where the parcel goes (ISO alpha-2), for the delivery time. */
  shippingCountry: string | null;
}

/**
 * The last day the order can be withdrawn (§355 BGB: the period starts when the goods arrive), or null while they
 * have not been shipped (the period has not begun; a withdrawal is possible all the same). With a recorded delivery
 * it runs from that day; without one from shipping plus the longest delivery time. When both are known the later
 * day counts, so the deadline the shipping mail stated is always kept.
 */
export function withdrawalDeadline(dates: WithdrawalDates): string | null {
  const days: string[] = [];
  if (dates.shippedAt) days.push(withdrawalLastDay(addWorkingDays(dates.shippedAt, deliveryWorkingDays(dates.shippingCountry))));
  if (dates.deliveredAt) days.push(withdrawalLastDay(dates.deliveredAt));
  return days.length ? days.sort().at(-1)! : null;
}

export function isWithinWithdrawalPeriod(dates: WithdrawalDates, now: Date): boolean {
  const last = withdrawalDeadline(dates);
  return last === null || shopDay(now) <= last;
}

export interface OrderedLine {
  /** The order item's id: a sku can appear on two lines (different options). */
  itemId: number;
  sku: string;
  qty: number;
}

export interface WithdrawnLine {
  itemId: number;
  qty: number;
}

export interface WithdrawableLine extends OrderedLine {
  withdrawn: number;
  withdrawable: number;
}

/** Every ordered line with what was already withdrawn and what is left. */
export function withdrawableLines(ordered: readonly OrderedLine[], withdrawn: readonly WithdrawnLine[]): WithdrawableLine[] {
  return ordered.map((line) => {
    const done = withdrawn.filter((w) => w.itemId === line.itemId).reduce((sum, w) => sum + w.qty, 0);
    return { ...line, withdrawn: done, withdrawable: Math.max(0, line.qty - done) };
  });
}

export interface RequestedLine {
  sku: string;
  qty: number;
}

export type WithdrawalPlan =
  | { ok: true; lines: { itemId: number; sku: string; qty: number }[] }
  | { ok: false; reason: 'nothing-left' | 'unknown-sku' | 'qty-too-high' | 'qty-invalid'; field: string; sku?: string };

/**
 * The lines a declaration covers. No requested lines: everything still withdrawable (the whole order). Requested
 * lines: each sku's quantity must be a whole number from 1 to what is left of it (summed over its order lines,
 * taken from the first line onwards); a sku asked twice counts once with both quantities.
 */
export function planWithdrawal(available: readonly WithdrawableLine[], requested: readonly RequestedLine[] | null | undefined): WithdrawalPlan {
  const open = available.filter((l) => l.withdrawable > 0);
  if (!requested || requested.length === 0) {
    return open.length ? { ok: true, lines: open.map((l) => ({ itemId: l.itemId, sku: l.sku, qty: l.withdrawable })) } : { ok: false, reason: 'nothing-left', field: 'lines' };
  }
  const wanted = new Map<string, number>();
  for (const [i, line] of requested.entries()) {
    if (!Number.isInteger(line.qty) || line.qty < 1) return { ok: false, reason: 'qty-invalid', field: `lines.${i}.qty`, sku: line.sku };
    if (!available.some((l) => l.sku === line.sku)) return { ok: false, reason: 'unknown-sku', field: `lines.${i}.sku`, sku: line.sku };
    wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + line.qty);
  }
  const lines: { itemId: number; sku: string; qty: number }[] = [];
  for (const [sku, qty] of wanted) {
    let rest = qty;
    for (const line of open.filter((l) => l.sku === sku)) {
      const take = Math.min(rest, line.withdrawable);
      if (take > 0) lines.push({ itemId: line.itemId, sku, qty: take });
      rest -= take;
    }
    if (rest > 0) return { ok: false, reason: open.some((l) => l.sku === sku) ? 'qty-too-high' : 'nothing-left', field: `lines.${requested.findIndex((l) => l.sku === sku)}.qty`, sku };
  }
  return { ok: true, lines };
}

/**
 * A canonical form of a declaration as asked (before it is planned), so that a repeated identical request is
 * recognised whatever the order of its lines; no lines means the whole order.
 */
export function declarationKey(requested: readonly RequestedLine[] | null | undefined, reason: string | null): string {
  const bySku = new Map<string, number>();
  for (const line of requested ?? []) bySku.set(line.sku, (bySku.get(line.sku) ?? 0) + line.qty);
  const lines = bySku.size ? [...bySku].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([sku, qty]) => `${sku}x${qty}`).join(',') : '*';
  return `${lines}|${(reason ?? '').trim()}`;
}

/** The dates of a stored order row (ISO strings; the shipping address JSON names the country). */
export function withdrawalDatesOf(order: { shipped_at: string | null; delivered_at: string | null; shipping_address: string | null; billing_address: string }): WithdrawalDates {
  const address = JSON.parse(order.shipping_address ?? order.billing_address) as { country_id?: unknown };
  return {
    shippedAt: order.shipped_at ? new Date(order.shipped_at) : null,
    deliveredAt: order.delivered_at ? new Date(order.delivered_at) : null,
    shippingCountry: typeof address.country_id === 'string' ? address.country_id : null,
  };
}
