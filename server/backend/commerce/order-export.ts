// The accounting export of `npm run orders -- export`: per order line and per order, gross (what the shopper paid,
// VAT included), VAT and net, in integer cents and as euros. The order's VAT is the one stored with it (computed on
// its grand total when placed); lines carry the VAT contained in their row total, and a discount or shipping is a
// line of its own so that the lines add up to the order.
import { vatIncludedCents } from '../../../shared/catalog/prices.js';
import { orderStateOf } from '../../../shared/commerce/order-state.js';
import type { Database, OrderItemRow, OrderRow } from '../../db/schema.js';
import * as orders from './repositories/order-repository.js';

export type ExportFormat = 'csv' | 'ndjson';

export interface ExportRow {
  record: 'line' | 'order';
  order_number: string;
  created_at: string;
  state: string;
  payment_method: string;
  sku: string;
  name: string;
  qty: number;
  gross_cents: number;
  vat_cents: number;
  net_cents: number;
  gross_eur: string;
  vat_eur: string;
  net_eur: string;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

function row(order: OrderRow, fields: { record: ExportRow['record']; sku: string; name: string; qty: number; gross: number; vat: number }): ExportRow {
  const { gross, vat } = fields;
  return {
    record: fields.record,
    order_number: order.increment_id,
    created_at: order.created_at,
    state: orderStateOf(order),
    payment_method: order.payment_method,
    sku: fields.sku,
    name: fields.name,
    qty: fields.qty,
    gross_cents: gross,
    vat_cents: vat,
    net_cents: gross - vat,
    gross_eur: euros(gross),
    vat_eur: euros(vat),
    net_eur: euros(gross - vat),
  };
}

/** The lines of one order and its total; the lines' VAT is adjusted on the last line to the order's stored VAT (rounding). */
export function exportRows(order: OrderRow, items: OrderItemRow[]): ExportRow[] {
  const lines: ExportRow[] = items.map((i) => row(order, { record: 'line', sku: i.sku, name: i.name, qty: i.qty, gross: i.row_total_cents, vat: vatIncludedCents(i.row_total_cents) }));
  if (order.discount_cents) lines.push(row(order, { record: 'line', sku: 'DISCOUNT', name: order.coupon_code ?? 'discount', qty: 1, gross: -Math.abs(order.discount_cents), vat: -vatIncludedCents(Math.abs(order.discount_cents)) }));
  if (order.shipping_cents) lines.push(row(order, { record: 'line', sku: 'SHIPPING', name: 'shipping', qty: 1, gross: order.shipping_cents, vat: vatIncludedCents(order.shipping_cents) }));
  const vatSum = lines.reduce((sum, l) => sum + l.vat_cents, 0);
  if (lines.length && vatSum !== order.tax_cents) {
    const last = lines[lines.length - 1];
    lines[lines.length - 1] = row(order, { record: 'line', sku: last.sku, name: last.name, qty: last.qty, gross: last.gross_cents, vat: last.vat_cents + order.tax_cents - vatSum });
  }
  return [...lines, row(order, { record: 'order', sku: '', name: '', qty: items.reduce((s, i) => s + i.qty, 0), gross: order.grand_total_cents, vat: order.tax_cents })];
}

const COLUMNS: (keyof ExportRow)[] = ['record', 'order_number', 'created_at', 'state', 'payment_method', 'sku', 'name', 'qty', 'gross_cents', 'vat_cents', 'net_cents', 'gross_eur', 'vat_eur', 'net_eur'];

function csvCell(value: string | number): string {
  const text = String(value);
  // A cell a spreadsheet would run as a formula is quoted with a leading apostrophe.
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export async function exportOrders(db: Database, since: Date | null, format: ExportFormat): Promise<string[]> {
  let query = db.selectFrom('orders').selectAll().orderBy('created_at').orderBy('id');
  if (since) query = query.where('created_at', '>=', since.toISOString());
  const rows = await query.execute();
  const items = await orders.listOrderItems(db, rows.map((r) => r.id));
  const all = rows.flatMap((order) => exportRows(order, items.filter((i) => i.order_id === order.id)));
  if (format === 'ndjson') return all.map((r) => JSON.stringify(r));
  return [COLUMNS.join(','), ...all.map((r) => COLUMNS.map((c) => csvCell(r[c])).join(','))];
}
