// Withdrawals in the shapes the API returns: the lookup (what can still be withdrawn), the receipt of a
// declaration, and the withdrawals shown on an order (order history).
import { centsToEuros } from '../../../../shared/money.js';
import { withdrawalDatesOf, withdrawalDeadline, type WithdrawableLine } from '../../../../shared/legal/withdrawal.js';
import type { OrderItemRow, OrderRow, WithdrawalItemRow, WithdrawalRow } from '../../../db/schema.js';
import type { WithdrawalReceipt } from './order-types.js';

export interface WithdrawalView {
  id: number;
  /** ISO-8601 UTC instant the declaration was received. */
  received_at: string;
  reason: string | null;
  lines: { sku: string; name: string; qty: number }[];
}

export function presentWithdrawals(withdrawals: WithdrawalRow[], items: WithdrawalItemRow[], orderItems: OrderItemRow[]): WithdrawalView[] {
  const byId = new Map(orderItems.map((i) => [i.id, i]));
  return withdrawals.map((w) => ({
    id: w.id,
    received_at: w.received_at,
    reason: w.reason,
    lines: items
      .filter((i) => i.withdrawal_id === w.id)
      .map((i) => ({ sku: byId.get(i.order_item_id)?.sku ?? '', name: byId.get(i.order_item_id)?.name ?? '', qty: i.qty })),
  }));
}

export interface WithdrawalLookupView {
  orderNumber: string;
  created_at: string;
  /**
   * YYYY-MM-DD: the last day (shop time zone) a withdrawal can be declared; null while the goods have not been
   * shipped (the 30 days start at delivery).
   */
  withdrawable_until: string | null;
  lines: { sku: string; name: string; product_option: unknown; price_incl_tax: number; qty_ordered: number; qty_withdrawn: number; qty_withdrawable: number }[];
  withdrawals: WithdrawalView[];
}

export function presentLookup(order: OrderRow, orderItems: OrderItemRow[], lines: WithdrawableLine[], withdrawals: WithdrawalView[]): WithdrawalLookupView {
  const byId = new Map(orderItems.map((i) => [i.id, i]));
  return {
    orderNumber: order.increment_id,
    created_at: order.created_at,
    withdrawable_until: withdrawalDeadline(withdrawalDatesOf(order)),
    lines: lines.map((l) => {
      const item = byId.get(l.itemId)!;
      return {
        sku: l.sku,
        name: item.name,
        product_option: item.product_option ? JSON.parse(item.product_option) : null,
        price_incl_tax: centsToEuros(item.price_cents),
        qty_ordered: l.qty,
        qty_withdrawn: l.withdrawn,
        qty_withdrawable: l.withdrawable,
      };
    }),
    withdrawals,
  };
}

export interface WithdrawalReceiptView {
  orderNumber: string;
  withdrawalId: number;
  received_at: string;
  reason: string | null;
  lines: { sku: string; name: string; qty: number }[];
}

export function presentReceipt(receipt: WithdrawalReceipt, withdrawalId: number): WithdrawalReceiptView {
  return { orderNumber: receipt.orderNumber, withdrawalId, received_at: receipt.receivedAt, reason: receipt.reason, lines: receipt.lines };
}
