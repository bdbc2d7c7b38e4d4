// The withdrawal button (§356a BGB): find the order by number and e-mail (or the signed-in customer), tell what
// can still be withdrawn, and record a declaration for the whole order or single lines within the 30-day period
// (spec 02 §9). Decide, then persist: shared/legal/withdrawal.ts plans; this applies the plan in one transaction
// with the order locked, then the hook sends the receipt with the date and time of receipt.
import { normalizeEmail } from '../../../../shared/commerce/email.js';
import { declarationKey, isWithinWithdrawalPeriod, withdrawalDatesOf, planWithdrawal, withdrawableLines, WITHDRAWAL_REPEAT_WINDOW_MS, type RequestedLine, type WithdrawalPlan } from '../../../../shared/legal/withdrawal.js';
import type { Database, OrderItemRow, OrderRow, WithdrawalRow } from '../../../db/schema.js';
import { fail } from '../commerce-error.js';
import type { CommerceContext } from '../context.js';
import { findOrderByNumber, listOrderItems } from '../repositories/order-repository.js';
import * as repo from '../repositories/withdrawal-repository.js';
import type { WithdrawalReceipt } from './order-types.js';
import { applyOrderStateChange, releaseStock } from './order-state-service.js';
import { isFinalOrderState, orderStateOf } from '../../../../shared/commerce/order-state.js';
import { lockCatalogueForOrder } from '../../../db/catalogue-lock.js';
import { presentLookup, presentReceipt, presentWithdrawals, type WithdrawalLookupView, type WithdrawalReceiptView } from './withdrawal-presenter.js';

export interface WithdrawalAuth {
  customerId: number | null;
}

export interface LookupInput {
  orderNumber: string;
  /** Needed unless a signed-in customer asks for an order of theirs. */
  email?: string;
}

export interface WithdrawInput extends LookupInput {
  /** Single lines; none means the whole order (what is left of it). */
  lines?: RequestedLine[];
  reason?: string | null;
}

/** The order when the number and the e-mail (or the customer) match; one answer for every mismatch. */
async function findMatchingOrder(db: Database, input: LookupInput, auth: WithdrawalAuth): Promise<OrderRow> {
  const order = await findOrderByNumber(db, input.orderNumber.trim());
  const byCustomer = order !== undefined && auth.customerId !== null && order.customer_id === auth.customerId;
  const byEmail = order !== undefined && !!input.email && normalizeEmail(input.email) === normalizeEmail(order.email);
  if (!order || !(byCustomer || byEmail)) throw fail('ERR_ORDER_NOT_FOUND', { field: 'orderNumber' });
  return order;
}

/** The period runs from delivery (shared/legal/withdrawal.ts withdrawalDeadline). */
function checkPeriod(order: OrderRow, now: Date): void {
  if (!isWithinWithdrawalPeriod(withdrawalDatesOf(order), now)) throw fail('ERR_WITHDRAWAL_PERIOD_OVER', { field: 'orderNumber' });
}

/** A cancelled or refunded order has nothing to withdraw, nor has one withdrawn already. */
function checkOpen(order: OrderRow): void {
  const state = orderStateOf(order);
  if (isFinalOrderState(state) || state === 'withdrawn') throw fail('ERR_ORDER_STATE', { field: 'orderNumber', message: `This order is ${state}; nothing in it can be withdrawn` });
}

interface OrderWithdrawalState {
  items: OrderItemRow[];
  withdrawals: WithdrawalRow[];
  lines: ReturnType<typeof withdrawableLines>;
  views: ReturnType<typeof presentWithdrawals>;
}

async function loadState(db: Database, order: OrderRow): Promise<OrderWithdrawalState> {
  const items = await listOrderItems(db, [order.id]);
  const withdrawals = await repo.listWithdrawals(db, [order.id]);
  const withdrawnItems = await repo.listWithdrawalItems(db, withdrawals.map((w) => w.id));
  const lines = withdrawableLines(
    items.map((i) => ({ itemId: i.id, sku: i.sku, qty: i.qty })),
    withdrawnItems.map((w) => ({ itemId: w.order_item_id, qty: w.qty })),
  );
  return { items, withdrawals, lines, views: presentWithdrawals(withdrawals, withdrawnItems, items) };
}

export async function lookupWithdrawal(ctx: CommerceContext, input: LookupInput, auth: WithdrawalAuth): Promise<WithdrawalLookupView> {
  const order = await findMatchingOrder(ctx.db, input, auth);
  checkPeriod(order, ctx.now());
  const state = await loadState(ctx.db, order);
  return presentLookup(order, state.items, state.lines, state.views);
}

function planOrFail(plan: WithdrawalPlan): Extract<WithdrawalPlan, { ok: true }>['lines'] {
  if (plan.ok) return plan.lines;
  if (plan.reason === 'nothing-left') throw fail('ERR_NOTHING_TO_WITHDRAW', { field: plan.field, skus: plan.sku ? [plan.sku] : undefined });
  if (plan.reason === 'unknown-sku') throw fail('ERR_PRODUCT_NOT_FOUND', { field: plan.field, skus: [plan.sku!], message: `This order has no item ${plan.sku}` });
  if (plan.reason === 'qty-invalid') throw fail('ERR_QTY_INVALID', { field: plan.field });
  throw fail('ERR_WITHDRAWAL_QTY', { field: plan.field, skus: [plan.sku!] });
}

/** Records the declaration, or finds the identical one made moments ago; true in `repeated` for the latter. */
async function recordDeclaration(ctx: CommerceContext, order: OrderRow, input: WithdrawInput, auth: WithdrawalAuth, now: Date): Promise<{ withdrawal: WithdrawalRow; repeated: boolean }> {
  const reason = input.reason?.trim() || null;
  const key = declarationKey(input.lines, reason);
  return ctx.db.transaction().execute(async (trx) => {
    // The declared goods go back into stock: take the catalogue lock first, as an order does.
    await lockCatalogueForOrder(trx);
    await repo.lockOrder(trx, order.id);
    const state = await loadState(trx, order);
    const earlier = state.withdrawals.find((w) => w.declaration_key === key && now.getTime() - Date.parse(w.received_at) <= WITHDRAWAL_REPEAT_WINDOW_MS);
    if (earlier) return { withdrawal: earlier, repeated: true };
    const lines = planOrFail(planWithdrawal(state.lines, input.lines));
    checkOpen((await findOrderByNumber(trx, order.increment_id))!);
    const row = { order_id: order.id, received_at: now.toISOString(), reason, declared_by: auth.customerId !== null ? 'customer' : 'guest', declaration_key: key } as const;
    const withdrawal = await repo.insertWithdrawal(trx, row, lines.map((l) => ({ order_item_id: l.itemId, qty: l.qty })));
    await followWithdrawal(trx, order, lines, now);
    return { withdrawal, repeated: false };
  });
}

/**
 * The order's state and stock follow the declaration: the declared units go back into stock, and once nothing is
 * left to withdraw the order is withdrawn (an order still waiting for its money is simply cancelled: nothing was
 * paid that could be refunded).
 */
async function followWithdrawal(trx: Database, order: OrderRow, declared: { itemId: number; qty: number }[], now: Date): Promise<void> {
  const current = (await findOrderByNumber(trx, order.increment_id))!;
  await releaseStock(trx, current, 'order withdrawn', new Map(declared.map((l) => [l.itemId, l.qty])));
  const left = (await loadState(trx, current)).lines.some((l) => l.withdrawable > 0);
  if (left) return;
  const to = orderStateOf(current) === 'pending_payment' ? 'cancelled' : 'withdrawn';
  await applyOrderStateChange(trx, current.id, { to, actor: 'shopper', reason: 'withdrawal declared', at: now });
}

function billingName(order: OrderRow): string {
  const address = JSON.parse(order.billing_address) as { firstname?: unknown; lastname?: unknown };
  return [address.firstname, address.lastname].filter((p) => typeof p === 'string' && p).join(' ');
}

export async function withdraw(ctx: CommerceContext, input: WithdrawInput, auth: WithdrawalAuth): Promise<WithdrawalReceiptView> {
  const order = await findMatchingOrder(ctx.db, input, auth);
  const now = ctx.now();
  checkPeriod(order, now);
  const { withdrawal, repeated } = await recordDeclaration(ctx, order, input, auth, now);
  const state = await loadState(ctx.db, order);
  const view = state.views.find((v) => v.id === withdrawal.id)!;
  const receipt: WithdrawalReceipt = {
    orderNumber: order.increment_id,
    storeCode: order.store_code,
    email: order.email,
    name: billingName(order),
    receivedAt: withdrawal.received_at,
    reason: withdrawal.reason,
    lines: view.lines,
  };
  if (!repeated) await notifyWithdrawal(ctx, receipt);
  return presentReceipt(receipt, withdrawal.id);
}

async function notifyWithdrawal(ctx: CommerceContext, receipt: WithdrawalReceipt): Promise<void> {
  if (!ctx.hooks.onWithdrawalReceived) return;
  try {
    await ctx.hooks.onWithdrawalReceived(receipt);
  } catch (error) {
    // The declaration is recorded and stands; a failed receipt mail is logged for the operators.
    ctx.log.error({ err: error, orderNumber: receipt.orderNumber }, 'withdrawal receipt hook failed');
  }
}

/** The withdrawals of some orders, by order id (for the order history). */
export async function withdrawalsByOrder(db: Database, orders: OrderRow[], items: OrderItemRow[]): Promise<Map<number, ReturnType<typeof presentWithdrawals>>> {
  const withdrawals = await repo.listWithdrawals(db, orders.map((o) => o.id));
  const withdrawnItems = await repo.listWithdrawalItems(db, withdrawals.map((w) => w.id));
  const views = presentWithdrawals(withdrawals, withdrawnItems, items);
  const byOrder = new Map<number, typeof views>();
  withdrawals.forEach((w, i) => byOrder.set(w.order_id, [...(byOrder.get(w.order_id) ?? []), views[i]]));
  return byOrder;
}
