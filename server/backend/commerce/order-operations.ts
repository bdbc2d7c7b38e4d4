// The owner's order operations, as `npm run orders` (scripts/orders.ts) and the backend's expiry sweep run them:
// each validates its input, makes its change through the one order-state function (history, stock, change log, so
// running shops show freed stock at once) and mails the shopper in the order's language where the change concerns
// them. Bad input or a change the order's state does not allow throws OrderCommandError and changes nothing.
import { isCarrierCode, normalizeTrackingNumber, CARRIER_CODES } from '../../../shared/commerce/carriers.js';
import { isOrderState, ORDER_STATES, orderStateOf, type OrderState } from '../../../shared/commerce/order-state.js';
import { withdrawalDatesOf, withdrawalDeadline } from '../../../shared/legal/withdrawal.js';
import type { Database, OrderRow } from '../../db/schema.js';
import type { OrderUpdateData } from '../mail/templates/index.js';
import { CommerceError } from './commerce-error.js';
import * as orders from './repositories/order-repository.js';
import { changeOrderState, type OrderStateChanged } from './services/order-state-service.js';

export class OrderCommandError extends Error {}

export interface OrderOperations {
  db: Database;
  now: () => Date;
  /** Sends the shopper a mail about the order (the mail backend's 'order-update' template); errors are reported, not thrown. */
  notify: (order: OrderRow, data: OrderUpdateData) => Promise<void>;
}

export function billingName(order: OrderRow): string | null {
  const address = JSON.parse(order.billing_address) as { firstname?: unknown; lastname?: unknown };
  const name = [address.firstname, address.lastname].filter((p) => typeof p === 'string' && p).join(' ');
  return name || null;
}

export async function findOrderOrFail(db: Database, orderNumber: string): Promise<OrderRow> {
  if (!/^[0-9A-Za-z._/-]{1,32}$/.test(orderNumber)) throw new OrderCommandError(`"${orderNumber}" is not an order number`);
  const order = await orders.findOrderByNumber(db, orderNumber);
  if (!order) throw new OrderCommandError(`No order has the number ${orderNumber}`);
  return order;
}

async function change(ops: OrderOperations, order: OrderRow, ...args: Parameters<typeof changeOrderState> extends [Database, number, infer C] ? [C] : never): Promise<OrderStateChanged> {
  try {
    const done = await changeOrderState(ops.db, order.id, args[0]);
    if (!done) throw new OrderCommandError(`Order ${order.increment_id} changed meanwhile; nothing done`);
    return done;
  } catch (error) {
    if (error instanceof CommerceError) throw new OrderCommandError(error.message);
    throw error;
  }
}

async function tell(ops: OrderOperations, order: OrderRow, data: OrderUpdateData): Promise<void> {
  await ops.notify(order, data);
}

/** A date or instant given at the command line (YYYY-MM-DD is midnight UTC); an error names the option. */
export function parseInstant(value: string, option: string): Date {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00.000Z`) : /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(value) ? new Date(value) : null;
  if (!instant || Number.isNaN(instant.getTime())) throw new OrderCommandError(`${option} must be a date (YYYY-MM-DD) or an ISO time (2026-07-01T10:00:00Z), got "${value}"`);
  return instant;
}

/** An amount in euros as staff type it (12.50, 12,50, 12) to integer cents; an error names the option. */
export function parseEuros(value: string, option: string): number {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match) throw new OrderCommandError(`${option} must be an amount in euros such as 12.50, got "${value}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export async function markPaid(ops: OrderOperations, orderNumber: string): Promise<string> {
  const order = await findOrderOrFail(ops.db, orderNumber);
  await change(ops, order, { to: 'paid', actor: 'staff', reason: 'payment received', at: ops.now() });
  return `Order ${order.increment_id} is paid.`;
}

export async function ship(ops: OrderOperations, orderNumber: string, carrier: string, trackingRaw: string | null): Promise<string> {
  if (!isCarrierCode(carrier)) throw new OrderCommandError(`--carrier must be one of ${CARRIER_CODES.join(', ')}, got "${carrier}"`);
  const tracking = trackingRaw === null ? null : normalizeTrackingNumber(trackingRaw);
  if (trackingRaw !== null && tracking === null) throw new OrderCommandError(`--tracking must be 6 to 40 letters and digits, got "${trackingRaw}"`);
  const order = await findOrderOrFail(ops.db, orderNumber);
  const at = ops.now();
  const done = await change(ops, order, { to: 'shipped', actor: 'staff', at, fields: { shipped_at: at.toISOString(), carrier, tracking_number: tracking } });
  const withdrawableUntil = withdrawalDeadline(withdrawalDatesOf(done.order));
  await tell(ops, done.order, { kind: 'shipped', orderNumber: order.increment_id, name: billingName(order), carrier, trackingNumber: tracking, withdrawableUntil });
  return `Order ${order.increment_id} is shipped with ${carrier}${tracking ? ` (tracking ${tracking})` : ''}; withdrawal possible until ${withdrawableUntil}; shipping mail sent to the shopper.`;
}

export async function deliver(ops: OrderOperations, orderNumber: string, atRaw: string | null): Promise<string> {
  const at = atRaw === null ? ops.now() : parseInstant(atRaw, '--at');
  if (at.getTime() > ops.now().getTime()) throw new OrderCommandError('--at must not lie in the future');
  const order = await findOrderOrFail(ops.db, orderNumber);
  if (order.shipped_at && at.getTime() < Date.parse(order.shipped_at)) throw new OrderCommandError(`--at must not be before the order was shipped (${order.shipped_at})`);
  const done = await change(ops, order, { to: 'delivered', actor: 'staff', at: ops.now(), fields: { delivered_at: at.toISOString() } });
  return `Order ${order.increment_id} is delivered on ${at.toISOString()}; withdrawal possible until ${withdrawalDeadline(withdrawalDatesOf(done.order))}.`;
}

export async function cancel(ops: OrderOperations, orderNumber: string, reason: string | null): Promise<string> {
  if (reason !== null && (reason.trim() === '' || reason.length > 500)) throw new OrderCommandError('--reason must be 1 to 500 characters');
  const order = await findOrderOrFail(ops.db, orderNumber);
  const done = await change(ops, order, { to: 'cancelled', actor: 'staff', reason: reason?.trim() ?? 'cancelled by staff', at: ops.now() });
  await tell(ops, done.order, { kind: 'cancelled', orderNumber: order.increment_id, name: billingName(order), reason: reason?.trim() ?? null });
  return `Order ${order.increment_id} is cancelled; stock back: ${releasedText(done.released)}; mail sent to the shopper.`;
}

function releasedText(released: Map<string, number>): string {
  return released.size ? [...released].map(([sku, qty]) => `${qty} × ${sku}`).join(', ') : 'none';
}

export interface ExpiredOrder {
  orderNumber: string;
  dueAt: string;
  released: Record<string, number>;
}

/**
 * Cancels every order still waiting for its money past its due date (as of `asOf`), gives its stock back and mails
 * the shopper. Safe to run in several processes at once: each order changes only while it is still pending_payment
 * (its row locked on PostgreSQL), so one process cancels it and mails, the others pass it by.
 */
export async function expireUnpaidOrders(ops: OrderOperations, asOf: Date): Promise<ExpiredOrder[]> {
  const due = await ops.db
    .selectFrom('orders')
    .select(['id', 'increment_id', 'payment_due_at'])
    .where('state', '=', 'pending_payment')
    .where('payment_due_at', 'is not', null)
    .where('payment_due_at', '<=', asOf.toISOString())
    .orderBy('payment_due_at')
    .limit(500)
    .execute();
  const expired: ExpiredOrder[] = [];
  for (const row of due) {
    const done = await changeOrderState(ops.db, row.id, { to: 'cancelled', actor: 'system', reason: `not paid by ${row.payment_due_at}`, at: ops.now(), onlyFrom: 'pending_payment' });
    if (!done) continue;
    await tell(ops, done.order, { kind: 'expired', orderNumber: row.increment_id, name: billingName(done.order), dueAt: row.payment_due_at! });
    expired.push({ orderNumber: row.increment_id, dueAt: row.payment_due_at!, released: Object.fromEntries(done.released) });
  }
  return expired;
}

export function parseStateFilter(value: string): OrderState {
  if (!isOrderState(value)) throw new OrderCommandError(`--state must be one of ${ORDER_STATES.join(', ')}, got "${value}"`);
  return value;
}

export async function listOrders(db: Database, filter: { state: OrderState | null; since: Date | null }): Promise<OrderRow[]> {
  let query = db.selectFrom('orders').selectAll().orderBy('created_at').orderBy('id');
  if (filter.since) query = query.where('created_at', '>=', filter.since.toISOString());
  const rows = await query.execute();
  return filter.state ? rows.filter((r) => orderStateOf(r) === filter.state) : rows;
}
