// What happened to an order after it was placed, in the order's language: cancelled (by staff, or because its
// payment did not arrive by its due date: the reserved items are free again), shipped (carrier, tracking link and
// the withdrawal deadline), refunded (the amount).
import { CARRIERS, isCarrierCode, trackingLink } from '../../../../shared/commerce/carriers.js';
import { formatPrice } from '../../../../shared/money.js';
import { getStoreView, type StoreCode } from '../../../../shared/store-views.js';
import type { Block } from './blocks.js';
import type { MailTexts } from './texts.js';

export type OrderUpdateData =
  | { kind: 'expired'; orderNumber: string; name: string | null; dueAt: string }
  | { kind: 'cancelled'; orderNumber: string; name: string | null; reason: string | null }
  | { kind: 'shipped'; orderNumber: string; name: string | null; carrier: string; trackingNumber: string | null; withdrawableUntil: string | null }
  | { kind: 'refunded'; orderNumber: string; name: string | null; amountCents: number };

/** A calendar day (YYYY-MM-DD) or an instant as the store view's language writes a date. */
export function mailDate(value: string, store: StoreCode): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  const timeZone = /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : 'Europe/Berlin';
  return new Intl.DateTimeFormat(getStoreView(store).locale, { timeZone, day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
}

export function orderUpdateSubject(data: OrderUpdateData, texts: MailTexts): string {
  const t = texts.orderUpdate;
  if (data.kind === 'shipped') return t.shippedSubject(data.orderNumber);
  if (data.kind === 'refunded') return t.refundedSubject(data.orderNumber);
  return t.cancelledSubject(data.orderNumber);
}

export function orderUpdateBlocks(data: OrderUpdateData, texts: MailTexts, store: StoreCode): Block[] {
  const t = texts.orderUpdate;
  const blocks: Block[] = [{ kind: 'paragraph', text: texts.greeting(data.name) }];
  if (data.kind === 'expired') blocks.push({ kind: 'paragraph', text: t.expired(data.orderNumber, mailDate(data.dueAt, store)) });
  if (data.kind === 'cancelled') {
    blocks.push({ kind: 'paragraph', text: t.cancelled(data.orderNumber) });
    if (data.reason) blocks.push({ kind: 'pairs', rows: [[t.cancelledReason, data.reason]] });
  }
  if (data.kind === 'shipped') {
    const carrierName = isCarrierCode(data.carrier) ? CARRIERS[data.carrier].name : data.carrier;
    blocks.push({ kind: 'paragraph', text: t.shipped(data.orderNumber, carrierName) });
    const link = trackingLink(data.carrier, data.trackingNumber, getStoreView(store).language);
    if (data.trackingNumber) blocks.push({ kind: 'pairs', rows: [[t.trackingNumber, data.trackingNumber]] });
    if (link) blocks.push({ kind: 'action', label: t.trackingAction, url: link });
    if (data.withdrawableUntil) blocks.push({ kind: 'paragraph', text: t.withdrawalUntil(mailDate(data.withdrawableUntil, store)) });
  }
  if (data.kind === 'refunded') blocks.push({ kind: 'paragraph', text: t.refunded(data.orderNumber, formatPrice(data.amountCents)) });
  blocks.push({ kind: 'lines', text: texts.signOff });
  return blocks;
}
