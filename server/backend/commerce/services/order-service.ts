// Placing an order (DESIGN §3.4) in ONE transaction: close the cart (which also serialises two requests for the
// same cart), price and check every line, take stock with conditional decrements, use a single-use coupon, insert
// the order. A cart ordered again returns its first order; the last unit of a sku is sold once.
import { randomBytes } from 'node:crypto';
import { computeTotals, meetsMinimumOrderValue, type TotalsCents } from '../../../../shared/commerce/totals.js';
import { unitPriceCents } from '../../../../shared/commerce/unit-price.js';
import type { CommerceErrorCode } from '../../../../shared/commerce/error-codes.js';
import type { Database, OrderRow } from '../../../db/schema.js';
import { CommerceError, fail } from '../commerce-error.js';
import type { CommerceContext } from '../context.js';
import * as carts from '../repositories/cart-repository.js';
import { markCouponUsed } from '../repositories/coupon-repository.js';
import * as orders from '../repositories/order-repository.js';
import { decrementStock, findProductsBySku, type ProductWithStock } from '../repositories/product-repository.js';
import { resolveCart, toPriced, type CartAuth } from './cart-service.js';
import { findUsableCoupon } from './coupon-service.js';
import { checkDelivery, parseOrderLines, type CheckedDelivery, type OrderLineRequest, type OrderRequest } from './order-input.js';
import { presentPlaced, toPlacedOrder, type OrderPlacedView } from './order-presenter.js';
import { resolveLine } from './line-resolver.js';
import { stockTakenBy } from './bundle-stock.js';
import { findCustomerById } from '../repositories/customer-repository.js';

export const DEFAULT_STORE_CODE = 'default';
const NEW_ORDER_STATUS = 'pending';

interface ResolvedLine extends OrderLineRequest {
  product: ProductWithStock;
  unitPriceCents: number;
}

/** Thrown inside the transaction when the cart was closed by a concurrent order for it. */
class CartAlreadyOrdered extends Error {}

export async function placeOrder(ctx: CommerceContext, req: OrderRequest, auth: CartAuth): Promise<OrderPlacedView> {
  const previous = await findOwnOrder(ctx.db, req.cart_id, auth);
  if (previous) return presentPlaced(previous);
  const cart = await resolveCart(ctx.db, req.cart_id, auth);
  const lines = parseOrderLines(req.products);
  const customerId = auth.customerId ?? cart.customer_id;
  const customerEmail = customerId !== null ? ((await findCustomerById(ctx.db, customerId))?.email ?? null) : null;
  const preview = await resolveLines(ctx.db, lines, ctx.now());
  const delivery = checkDelivery(req, { physical: preview.some((l) => l.product.is_virtual !== 1), customerEmail, payoneEnabled: ctx.payoneEnabled });
  let order: OrderRow;
  try {
    order = await ctx.db.transaction().execute((trx) => writeOrder(trx, { req, lines, delivery, customerId, now: ctx.now() }));
  } catch (error) {
    if (!(error instanceof CartAlreadyOrdered)) throw error;
    const first = await orders.findOrderByCartId(ctx.db, req.cart_id);
    if (!first) throw fail('ERR_CART_NOT_FOUND', { field: 'cart_id' });
    return presentPlaced(first);
  }
  await notifyOrderPlaced(ctx, order);
  return presentPlaced(order);
}

/** The order already placed with this cart, when the caller may see it (a customer's order needs that customer). */
async function findOwnOrder(db: Database, cartId: string, auth: CartAuth): Promise<OrderRow | undefined> {
  const order = await orders.findOrderByCartId(db, cartId);
  if (!order || order.customer_id === null || order.customer_id === auth.customerId) return order;
  throw auth.customerId === null ? fail('ERR_UNAUTHORIZED') : fail('ERR_CART_NOT_FOUND', { field: 'cart_id' });
}

/** Resolves and prices every line; all lines that cannot be bought are named together. */
async function resolveLines(db: Database, lines: OrderLineRequest[], now: Date): Promise<ResolvedLine[]> {
  const known = await findProductsBySku(db, lines.map((l) => l.sku));
  const resolved: ResolvedLine[] = [];
  const failures = new Map<CommerceErrorCode, string[]>();
  for (const line of lines) {
    const result = await resolveLine(db, line.sku, line.productOption, known);
    if (result.ok) resolved.push({ ...line, product: result.product, unitPriceCents: unitPriceCents(toPriced(result.product), now) });
    else failures.set(result.error, [...(failures.get(result.error) ?? []), line.sku]);
  }
  const [code, skus] = [...failures.entries()][0] ?? [];
  if (code && skus) throw fail(code, { skus, field: 'products', status: 400, message: `${messageFor(code)}: ${skus.join(', ')}` });
  return resolved;
}

function messageFor(code: CommerceErrorCode): string {
  return code === 'ERR_PRODUCT_NOT_FOUND' ? 'Some of the ordered products are not available' : new CommerceError(code).message;
}

interface WriteInput {
  req: OrderRequest;
  lines: OrderLineRequest[];
  delivery: CheckedDelivery;
  customerId: number | null;
  now: Date;
}

async function writeOrder(trx: Database, input: WriteInput): Promise<OrderRow> {
  const { req, now } = input;
  const nowIso = now.toISOString();
  if (!(await carts.closeOpenCart(trx, req.cart_id, nowIso))) throw new CartAlreadyOrdered();
  const cart = await carts.findCart(trx, req.cart_id);
  const lines = await resolveLines(trx, input.lines, now);
  const coupon = await findUsableCoupon(trx, cart?.coupon_code ?? null, now);
  const totals = computeTotals({ lines: lines.map((l) => ({ qty: l.qty, unitPriceCents: l.unitPriceCents })), coupon, shippingCents: 0 });
  if (!meetsMinimumOrderValue(totals)) throw fail('ERR_MIN_ORDER_VALUE', { field: 'products' });
  await takeStock(trx, lines);
  if (coupon?.singleUse && !(await markCouponUsed(trx, coupon.code, nowIso))) throw fail('ERR_INVALID_COUPON', { field: 'coupon' });
  const order = await orders.insertOrder(trx, orderRow(input, totals, coupon?.code ?? null));
  await orders.insertOrderItems(trx, lines.map((l, i) => ({ order_id: order.id, sku: l.product.sku, name: l.product.name, product_type: l.product.type_id, qty: l.qty, price_cents: l.unitPriceCents, row_total_cents: totals.rowTotals[i], product_option: l.productOption ? JSON.stringify(l.productOption) : null })));
  const incrementId = String(100_000_000 + order.id);
  await orders.setIncrementId(trx, order.id, incrementId);
  return { ...order, increment_id: incrementId };
}

function orderRow(input: WriteInput, totals: TotalsCents, couponCode: string | null): Omit<OrderRow, 'id'> {
  const { req, delivery } = input;
  const additional = req.addressInformation.payment_method_additional;
  return {
    // Unique placeholder until the id is known; replaced in the same transaction.
    increment_id: `p${randomBytes(12).toString('hex')}`,
    cart_id: req.cart_id,
    customer_id: input.customerId,
    email: delivery.email,
    status: NEW_ORDER_STATUS,
    store_code: req.store_code || DEFAULT_STORE_CODE,
    subtotal_cents: totals.subtotal,
    discount_cents: totals.discount,
    shipping_cents: totals.shipping,
    tax_cents: totals.tax,
    grand_total_cents: totals.grandTotal,
    coupon_code: couponCode,
    billing_address: JSON.stringify(delivery.billing),
    shipping_address: delivery.shipping ? JSON.stringify(delivery.shipping) : null,
    payment_method: delivery.paymentMethod,
    payment_additional: additional ? JSON.stringify(additional) : null,
    shipping_carrier_code: delivery.carrierCode,
    shipping_method_code: delivery.methodCode,
    created_at: input.now.toISOString(),
  };
}

/**
 * Takes every sku's total quantity (a bundle's parts too), in sku order so that two orders cannot deadlock; names
 * every ordered sku that is short.
 */
async function takeStock(trx: Database, lines: ResolvedLine[]): Promise<void> {
  const wanted = new Map<string, { qty: number; orderedAs: Set<string> }>();
  for (const line of lines) {
    for (const [sku, qty] of stockTakenBy(line.product, line.qty)) {
      const entry = wanted.get(sku) ?? { qty: 0, orderedAs: new Set<string>() };
      wanted.set(sku, { qty: entry.qty + qty, orderedAs: entry.orderedAs.add(line.product.sku) });
    }
  }
  const short = new Set<string>();
  for (const [sku, { qty, orderedAs }] of [...wanted.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!(await decrementStock(trx, sku, qty))) for (const ordered of orderedAs) short.add(ordered);
  }
  if (short.size) throw fail('ERR_OUT_OF_STOCK', { skus: [...short], field: 'products', message: `Some of the ordered products are not available: ${[...short].join(', ')}` });
}

async function notifyOrderPlaced(ctx: CommerceContext, order: OrderRow): Promise<void> {
  if (!ctx.hooks.onOrderPlaced) return;
  try {
    await ctx.hooks.onOrderPlaced(toPlacedOrder(order, await orders.listOrderItems(ctx.db, [order.id])));
  } catch (error) {
    // The order stands; a failed confirmation mail is logged for the operators, not shown as a failed order.
    ctx.log.error({ err: error, orderNumber: order.increment_id }, 'order confirmation hook failed');
  }
}
