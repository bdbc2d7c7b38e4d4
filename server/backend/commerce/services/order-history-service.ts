// A customer's orders, newest first (spec 02 §7 "order-history", page size 20 and page 1 by default).
import type { Database } from '../../../db/schema.js';
import * as orders from '../repositories/order-repository.js';
import { listStateHistory } from '../repositories/order-state-repository.js';
import { presentHistoryOrder } from './order-presenter.js';
import { withdrawalsByOrder } from './withdrawal-service.js';

export const ORDER_HISTORY_PAGE_SIZE = 20;
export const ORDER_HISTORY_MAX_PAGE_SIZE = 100;

export async function orderHistory(db: Database, customerId: number, pageSize: number, currentPage: number): Promise<{ items: Record<string, unknown>[]; total_count: number }> {
  const rows = await orders.listCustomerOrders(db, customerId, pageSize, (currentPage - 1) * pageSize);
  const items = await orders.listOrderItems(db, rows.map((r) => r.id));
  const total_count = await orders.countCustomerOrders(db, customerId);
  const withdrawals = await withdrawalsByOrder(db, rows, items);
  const history = await listStateHistory(db, rows.map((r) => r.id));
  // Withdrawals (§356a BGB) are shown on their order: when each was received and which lines it covers.
  const present = (row: (typeof rows)[number]) => ({ ...presentHistoryOrder(row, items.filter((i) => i.order_id === row.id), history.filter((h) => h.order_id === row.id)), withdrawals: withdrawals.get(row.id) ?? [] });
  return { items: rows.map(present), total_count };
}
