// The one place an order's state changes (shared/commerce/order-state.ts holds the allowed changes). In one
// transaction: lock the order, check the change against the table, move the state (compare-and-set), record it in
// the order's history and, when the change gives the goods up, put their stock back and log the change, so pages,
// listings and every running shop show the freed sizes. Mails and other effects are the caller's, after commit.
import { isOrderState, orderStateOf, orderTransition, type OrderActor, type OrderState } from '../../../../shared/commerce/order-state.js';
import { lockCatalogueForOrder } from '../../../db/catalogue-lock.js';
import { stockIntoDocuments } from '../../../db/document-stock.js';
import type { Database, OrderRow } from '../../../db/schema.js';
import { fail } from '../commerce-error.js';
import * as orders from '../repositories/order-repository.js';
import * as repo from '../repositories/order-state-repository.js';
import { findProductsBySku } from '../repositories/product-repository.js';
import { stockTakenBy } from './bundle-stock.js';

export interface OrderStateChange {
  to: OrderState;
  actor: OrderActor;
  /** Why, in words staff and the history show (e.g. "not paid by 2026-07-10", "parcel lost"). */
  reason?: string | null;
  at: Date;
  /** What the change records beside the state (shipping's carrier and tracking number, delivery's date, …). */
  fields?: repo.OrderStateFields;
  /**
   * Changes only from this state (the expiry sweep gives up pending_payment orders only; an order paid meanwhile is
   * left alone, not refused).
   */
  onlyFrom?: OrderState;
}

export interface OrderStateChanged {
  order: OrderRow;
  from: OrderState;
  to: OrderState;
  /** The skus whose stock came back, with the units. */
  released: Map<string, number>;
}

/** Refused: the order is in a state from which `to` is not allowed (the answer names both). */
export function stateRefusal(orderNumber: string, from: OrderState, to: OrderState) {
  return fail('ERR_ORDER_STATE', { field: 'state', message: `Order ${orderNumber} is ${from} and cannot become ${to}` });
}

/**
 * Applies one change; throws ERR_ORDER_STATE when the table does not allow it, ERR_ORDER_NOT_FOUND for no order.
 * Returns null when `onlyFrom` is given and the order is no longer in it.
 */
export async function changeOrderState(db: Database, orderId: number, change: OrderStateChange): Promise<OrderStateChanged | null> {
  return db.transaction().execute(async (trx) => {
    // As an order does: a catalogue change in progress commits first, so neither overwrites the other's stock.
    await lockCatalogueForOrder(trx);
    return applyOrderStateChange(trx, orderId, change);
  });
}

/** changeOrderState inside a transaction the caller holds (with the catalogue lock taken first, as an order does). */
export async function applyOrderStateChange(trx: Database, orderId: number, change: OrderStateChange): Promise<OrderStateChanged | null> {
  const order = await repo.findOrderForChange(trx, orderId);
  if (!order) throw fail('ERR_ORDER_NOT_FOUND', { field: 'orderNumber' });
  const from = orderStateOf(order);
  if (change.onlyFrom && from !== change.onlyFrom) return null;
  const rule = orderTransition(from, change.to);
  if (!rule) throw stateRefusal(order.increment_id, from, change.to);
  const at = change.at.toISOString();
  // The row is locked (PostgreSQL) or the database is (SQLite): a false here is a row changed under us.
  if (!(await repo.moveOrderState(trx, order.id, order.state ?? from, change.to, change.fields ?? {}))) throw stateRefusal(order.increment_id, from, change.to);
  await repo.insertStateHistory(trx, { order_id: order.id, at, from_state: from, to_state: change.to, reason: change.reason ?? null, actor: change.actor });
  const released = rule.releasesStock ? await releaseStock(trx, order, 'order ' + change.to) : new Map<string, number>();
  const updated = (await orders.findOrderByNumber(trx, order.increment_id))!;
  return { order: updated, from, to: change.to, released };
}

/** Records an order's first state (in the order's own transaction). */
export async function recordPlacedState(trx: Database, order: OrderRow, actor: OrderActor): Promise<void> {
  const state = isOrderState(order.state) ? order.state : orderStateOf(order);
  await repo.insertStateHistory(trx, { order_id: order.id, at: order.created_at, from_state: null, to_state: state, reason: 'placed', actor });
}

/**
 * Puts back what the order still holds: each line's units (a bundle's parts too) less those single-line withdrawals
 * gave back already. Skus in sorted order, as an order takes them, so the two cannot deadlock.
 */
export async function releaseStock(trx: Database, order: OrderRow, reason: string, only?: Map<number, number>): Promise<Map<string, number>> {
  const items = await orders.listOrderItems(trx, [order.id]);
  const given = only ? new Map<number, number>() : await repo.withdrawnQtyByItem(trx, order.id);
  const products = await findProductsBySku(trx, items.map((i) => i.sku));
  const back = new Map<string, number>();
  for (const item of items) {
    const qty = only ? (only.get(item.id) ?? 0) : item.qty - (given.get(item.id) ?? 0);
    if (qty <= 0) continue;
    const product = products.get(item.sku);
    const taken = product ? stockTakenBy(product, qty) : [[item.sku, qty] as [string, number]];
    for (const [sku, units] of taken) back.set(sku, (back.get(sku) ?? 0) + units);
  }
  const released = new Map<string, number>();
  for (const [sku, units] of [...back.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (await repo.incrementStock(trx, sku, units)) released.set(sku, units);
  }
  await stockIntoDocuments(trx, [...released.keys()], reason);
  return released;
}

/** The state history of one order, oldest first. */
export async function orderStateHistory(db: Database, orderId: number) {
  return repo.listStateHistory(db, [orderId]);
}
