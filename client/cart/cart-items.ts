// Adding, changing and removing lines, and the stock sync (spec 02 §4 "Adding", "Quantity change", "Stock sync").
import { addToCartOutcome, decideStockStatus, quantityIssue, validateAddToCart, type AddToCartRequest } from '../../shared/cart/add-to-cart.js';
import { PRODUCT_ADDED, QTY_INVALID, QTY_LIMIT } from '../../shared/cart/cart-messages.js';
import type { StockCheckResult } from '../../shared/cart/cart-types.js';
import { addLine, patchLine, removeLine } from '../../shared/cart/line-matching.js';
import { applyStockResult } from '../../shared/cart/stock-sync.js';
import { parseQuantity } from '../../shared/commerce/quantity.js';
import { getState, isConnected, isSyncEnabled, type CartContext, type CartNotice } from './cart-state.js';
import { connect, sync } from './cart-sync.js';

async function liveStock(ctx: CartContext, sku: string): Promise<StockCheckResult | null> {
  if (!ctx.isOnline()) return null;
  const answer = await ctx.api.checkStock(sku);
  return answer.code === 200 && answer.result && typeof answer.result.is_in_stock === 'boolean' ? answer.result : null;
}

/**
 * Validates, checks stock and adds only when the status is ok or volatile. A matching line has its qty increased.
 * A cart token is created when lines exist without one; a connected cart syncs with the client's state forced.
 */
export async function addItem(ctx: CartContext, request: AddToCartRequest, notices: CartNotice[]): Promise<boolean> {
  const validation = validateAddToCart(request, getState(ctx).cartItems, ctx.config, new Date(ctx.now()));
  if (!validation.ok) {
    for (const issue of validation.issues) notices.push({ type: 'danger', message: issue.message, params: issue.params });
    return false;
  }
  const live = await liveStock(ctx, validation.item.sku);
  const outcome = addToCartOutcome(decideStockStatus(validation.item.stock, live), ctx.config);
  if (outcome.notice) notices.push(outcome.notice);
  if (!outcome.add) return false;
  let items = addLine(getState(ctx).cartItems, validation.item);
  if (live) items = applyStockResult(items, validation.item.sku, live, ctx.config);
  ctx.store.setState({ cartItems: items });
  if (isSyncEnabled(ctx) && !isConnected(ctx)) await connect(ctx, {}, notices);
  else if (isSyncEnabled(ctx)) await sync(ctx, { forceClientState: true }, notices);
  // Without a server cart the line is only local: say so here, as the server's answer would have.
  if (!isSyncEnabled(ctx) || !isConnected(ctx)) notices.push({ type: 'success', message: PRODUCT_ADDED, checkoutAction: true });
  return true;
}

/** Sets the local qty, then syncs with the client's state forced if the line has a server id. */
export async function updateQuantity(ctx: CartContext, checksum: string, qty: unknown, notices: CartNotice[]): Promise<boolean> {
  const line = getState(ctx).cartItems.find((item) => item.checksum === checksum);
  if (!line) return false;
  const parsed = parseQuantity(qty);
  if (!parsed.ok) {
    notices.push({ type: 'danger', message: parsed.error === 'ERR_QTY_LIMIT' ? QTY_LIMIT : QTY_INVALID });
    return false;
  }
  const issue = quantityIssue(parsed.qty, line.stock, ctx.config);
  if (issue) {
    notices.push({ type: 'danger', message: issue.message, params: issue.params });
    return false;
  }
  if (parsed.qty === line.qty) return true;
  ctx.store.setState({ cartItems: patchLine(getState(ctx).cartItems, checksum, { qty: parsed.qty }) });
  if (isSyncEnabled(ctx) && line.server_item_id !== undefined) await sync(ctx, { forceClientState: true }, notices);
  return true;
}

/** Removes a line locally; a line the server has is then deleted there by a sync with the client's state forced. */
export async function removeItem(ctx: CartContext, checksum: string, notices: CartNotice[]): Promise<void> {
  const line = getState(ctx).cartItems.find((item) => item.checksum === checksum);
  if (!line) return;
  ctx.store.setState({ cartItems: removeLine(getState(ctx).cartItems, checksum) });
  if (isSyncEnabled(ctx) && line.server_item_id !== undefined) await sync(ctx, { forceClientState: true }, notices);
  else if (getState(ctx).cartItems.length === 0) ctx.store.setState({ platformTotals: null, platformTotalSegments: null, coupon: null });
}

/** Checks the stock of every line (one /api/stock/list call, used only when it answers 200). */
export async function syncStock(ctx: CartContext): Promise<void> {
  const skus = [...new Set(getState(ctx).cartItems.map((item) => item.sku))];
  if (skus.length === 0 || !ctx.isOnline()) return;
  const answer = await ctx.api.listStock(skus);
  if (answer.code !== 200 || !Array.isArray(answer.result)) return;
  let items = getState(ctx).cartItems;
  for (const stock of answer.result) {
    if (stock && typeof stock.sku === 'string' && typeof stock.is_in_stock === 'boolean') items = applyStockResult(items, stock.sku, stock, ctx.config);
  }
  ctx.store.setState({ cartItems: items });
}
