// Placing an order (DESIGN §3.4) in ONE transaction: close the cart (which also serialises two requests for the
// same cart), build the order from the cart's lines, coupon and shipping choice (issue 12 §3: a request that
// disagrees with the cart, a coupon that can no longer be used or a total other than the one the shopper confirmed
// is refused with 409, never re-priced), take stock with conditional decrements, use a single-use coupon, insert
// the order. A cart ordered again returns its first order; the last unit of a sku is sold once.
import type { CouponRule } from '../../../../shared/commerce/coupons.js';
import { isConfirmedTotal } from '../../../../shared/commerce/order-lines.js';
import { newOrderNumber } from '../../../../shared/commerce/order-number.js';
import { initialPaymentState } from '../../../../shared/commerce/payment-state.js';
import { initialOrderState, paymentDueAt } from '../../../../shared/commerce/order-state.js';
import type { OrderSettings } from '../../../../shared/commerce/order-settings.js';
import { computeTotals, meetsMinimumOrderValue, type TotalsCents } from '../../../../shared/commerce/totals.js';
import { isStoreCode } from '../../../../shared/store-views.js';
import { isUniqueViolation } from '../../../db/dialect.js';
import type { CartRow, Database, OrderRow } from '../../../db/schema.js';
import { CommerceError, fail } from '../commerce-error.js';
import type { CommerceContext } from '../context.js';
import * as carts from '../repositories/cart-repository.js';
import { markCouponUsed } from '../repositories/coupon-repository.js';
import { findCustomerById } from '../repositories/customer-repository.js';
import * as orders from '../repositories/order-repository.js';
import { decrementStock } from '../repositories/product-repository.js';
import { localizedItemNames } from '../repositories/store-view-names.js';
import { stockTakenBy } from './bundle-stock.js';
import { resolveCart, type CartAuth } from './cart-service.js';
import { findUsableCoupon, removeCoupon } from './coupon-service.js';
import { checkDelivery, orderStoreCode, parseOrderLines, type CheckedDelivery, type OrderLineRequest, type OrderRequest } from './order-input.js';
import { orderLinesFromCart, type OrderLine } from './order-lines-service.js';
import { recordPlacedState } from './order-state-service.js';
import { presentPlaced, type OrderPlacedView } from './order-presenter.js';
import { recordOrderPlaced } from '../../../runtime/metrics/metrics.js';
import { confirmOrder } from './order-confirmation-service.js';
import { needsPaymentToken, newPaymentToken, reissuePaymentToken, type IssuedPaymentToken } from './payment-token-service.js';
import { lockCatalogueForOrder } from '../../../db/catalogue-lock.js';
import { stockIntoDocuments } from '../../../db/document-stock.js';


/** Thrown inside the transaction when the cart was closed by a concurrent order for it. */
class CartAlreadyOrdered extends Error {}

interface WriteInput {
  req: OrderRequest;
  requested: OrderLineRequest[];
  storeCode: string;
  customerId: number | null;
  customerEmail: string | null;
  payoneEnabled: boolean;
  catalogIndex: string | null;
  settings: OrderSettings;
  now: Date;
  /** Stored (as its hash) only on an order paid through Payone. */
  paymentToken: IssuedPaymentToken;
}

export async function placeOrder(ctx: CommerceContext, req: OrderRequest, auth: CartAuth): Promise<OrderPlacedView> {
  const previous = await findOwnOrder(ctx.db, req.cart_id, auth);
  if (previous) return presentPlaced(previous, await reissuePaymentToken(ctx.db, previous, ctx.now()));
  const cart = await resolveCart(ctx.db, req.cart_id, auth);
  const customerId = auth.customerId ?? cart.customer_id;
  const customerEmail = customerId !== null ? ((await findCustomerById(ctx.db, customerId))?.email ?? null) : null;
  const now = ctx.now();
  const paymentToken = newPaymentToken(now);
  const input: WriteInput = { req, requested: parseOrderLines(req.products), storeCode: orderStoreCode(req.store_code), customerId, customerEmail, payoneEnabled: ctx.payoneEnabled, catalogIndex: ctx.catalogIndex, settings: ctx.orderSettings, now, paymentToken };
  let order: OrderRow;
  try {
    order = await writeOrderWithFreshNumber(ctx.db, input);
  } catch (error) {
    if (error instanceof CommerceError && error.code === 'ERR_COUPON_UNAVAILABLE') await removeCoupon(ctx.db, cart, ctx.now());
    if (!(error instanceof CartAlreadyOrdered)) throw error;
    const first = await orders.findOrderByCartId(ctx.db, req.cart_id);
    if (!first) throw fail('ERR_CART_NOT_FOUND', { field: 'cart_id' });
    return presentPlaced(first, await reissuePaymentToken(ctx.db, first, ctx.now()));
  }
  // Counted when placed, whatever its payment: the confirmation (and its mail hook) may come later or never.
  recordOrderPlaced();
  // An order paid offline is confirmed now; one paid through Payone when Payone reports the payment authorized.
  if (!needsPaymentToken(order.payment_method)) await confirmOrder(ctx, order);
  return presentPlaced(order, order.payment_token_hash ? paymentToken.token : undefined);
}

/**
 * The order already placed with this cart, when the caller may see it: a customer's cart needs that customer. A guest
 * cart's order answers whoever holds the cart id (the one who placed it), also once an account created at checkout
 * owns it, so a retry after a payment provider's page still gets its order back.
 */
async function findOwnOrder(db: Database, cartId: string, auth: CartAuth): Promise<OrderRow | undefined> {
  const order = await orders.findOrderByCartId(db, cartId);
  if (!order || order.customer_id === null || order.customer_id === auth.customerId) return order;
  if ((await carts.findCart(db, cartId))?.customer_id === null) return order;
  throw auth.customerId === null ? fail('ERR_UNAUTHORIZED') : fail('ERR_CART_NOT_FOUND', { field: 'cart_id' });
}

/**
 * The cart's coupon when it can still be used. A coupon that can not (used up in another cart, expired) is refused
 * with the total without it, so the shopper sees and confirms that total; it is never dropped silently (issue 12 §8).
 */
async function cartCoupon(trx: Database, cart: CartRow, lines: OrderLine[], shippingCents: number, now: Date): Promise<CouponRule | null> {
  if (!cart.coupon_code) return null;
  const coupon = await findUsableCoupon(trx, cart.coupon_code, now);
  if (coupon) return coupon;
  throw couponUnavailable(totalsOf(lines, null, shippingCents));
}

const couponUnavailable = (without: TotalsCents) => fail('ERR_COUPON_UNAVAILABLE', { field: 'coupon', grandTotalCents: without.grandTotal });

function totalsOf(lines: OrderLine[], coupon: CouponRule | null, shippingCents: number): TotalsCents {
  return computeTotals({ lines: lines.map((l) => ({ qty: l.qty, unitPriceCents: l.unitPriceCents })), coupon, shippingCents });
}

/** How often an order is written again when its random number was taken by a concurrent order meanwhile. */
const ORDER_NUMBER_ATTEMPTS = 3;

const isOrderNumberClash = (error: unknown): boolean => isUniqueViolation(error) && /increment_id/.test(`${(error as Error).message} ${(error as { constraint?: string }).constraint ?? ''}`);

/**
 * The order's transaction, again with another number when a concurrent order took the same random one between
 * our check and our insert (the unique index refuses it; PostgreSQL then aborts the whole transaction).
 */
async function writeOrderWithFreshNumber(db: Database, input: WriteInput): Promise<OrderRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => writeOrder(trx, input));
    } catch (error) {
      if (attempt >= ORDER_NUMBER_ATTEMPTS || !isOrderNumberClash(error)) throw error;
    }
  }
}

/** A random order number no order has yet (issue #13 item 13: readable, but no count of the shop's orders). */
async function unusedOrderNumber(trx: Database): Promise<string> {
  for (;;) {
    const candidate = newOrderNumber();
    if (!(await orders.orderNumberTaken(trx, candidate))) return candidate;
  }
}

async function writeOrder(trx: Database, input: WriteInput): Promise<OrderRow> {
  const { req, now } = input;
  const nowIso = now.toISOString();
  // First: a catalogue change (import, `_bulk`) in progress commits before this order reads prices and takes stock,
  // and none starts until it commits, so neither overwrites the other's stock (server/db/catalogue-lock.ts).
  await lockCatalogueForOrder(trx);
  if (!(await carts.closeOpenCart(trx, req.cart_id, nowIso))) throw new CartAlreadyOrdered();
  const cart = (await carts.findCart(trx, req.cart_id))!;
  const lines = await orderLinesFromCart(trx, cart.id, input.requested, now);
  const delivery = checkDelivery(req, { physical: lines.some((l) => l.product.is_virtual !== 1), customerEmail: input.customerEmail, payoneEnabled: input.payoneEnabled, cart });
  const coupon = await cartCoupon(trx, cart, lines, delivery.shippingCents, now);
  const totals = totalsOf(lines, coupon, delivery.shippingCents);
  if (!isConfirmedTotal(req.expected_grand_total_cents, totals.grandTotal)) throw fail('ERR_TOTAL_CHANGED', { field: 'expected_grand_total_cents', grandTotalCents: totals.grandTotal });
  if (!meetsMinimumOrderValue(totals)) throw fail('ERR_MIN_ORDER_VALUE', { field: 'products' });
  await takeStock(trx, lines);
  // Another cart used the single-use code since it was read: the same refusal, with the total without it.
  if (coupon?.singleUse && !(await markCouponUsed(trx, coupon.code, nowIso))) throw couponUnavailable(totalsOf(lines, null, delivery.shippingCents));
  const order = await orders.insertOrder(trx, orderRow(input, delivery, totals, coupon?.code ?? null, await unusedOrderNumber(trx)));
  await recordPlacedState(trx, order, 'shopper');
  const names = await itemNames(trx, input, lines);
  await orders.insertOrderItems(trx, lines.map((l, i) => ({ order_id: order.id, sku: l.product.sku, name: names.get(l.product.sku) ?? l.product.name, product_type: l.product.type_id, qty: l.qty, price_cents: l.unitPriceCents, row_total_cents: totals.rowTotals[i], product_option: l.productOption ? JSON.stringify(l.productOption) : null })));
  return order;
}

/**
 * The items' names as the order's store view showed them: the order is the record of what the shopper saw and bought
 * (its history and mails in /de name "Schwarz", not "Black"), and a later rename in the catalogue does not change it.
 */
async function itemNames(trx: Database, input: WriteInput, lines: OrderLine[]): Promise<Map<string, string>> {
  if (input.catalogIndex === null || !isStoreCode(input.storeCode)) return new Map();
  return localizedItemNames(trx, input.catalogIndex, input.storeCode, lines.map((l) => l.product.sku));
}

function orderRow(input: WriteInput, delivery: CheckedDelivery, totals: TotalsCents, couponCode: string | null, orderNumber: string): Omit<OrderRow, 'id'> {
  const additional = input.req.addressInformation.payment_method_additional;
  const paymentState = initialPaymentState(delivery.paymentMethod);
  const state = initialOrderState(delivery.paymentMethod, paymentState);
  const dueAt = state === 'pending_payment' ? paymentDueAt(delivery.paymentMethod, input.now, input.settings) : null;
  return {
    increment_id: orderNumber,
    cart_id: input.req.cart_id,
    customer_id: input.customerId,
    email: delivery.email,
    // The older field of the vue-storefront contract; the state is what the shop goes by.
    status: state,
    store_code: input.storeCode,
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
    payment_state: paymentState,
    payment_txid: null,
    payment_updated_at: null,
    state,
    payment_due_at: dueAt ? dueAt.toISOString() : null,
    shipped_at: null,
    delivered_at: null,
    carrier: null,
    tracking_number: null,
    refunded_cents: 0,
    client_address: null,
    payment_token_hash: needsPaymentToken(delivery.paymentMethod) ? input.paymentToken.hash : null,
    payment_token_expires_at: needsPaymentToken(delivery.paymentMethod) ? input.paymentToken.expiresAt : null,
    confirmation_sent_at: null,
  };
}

/**
 * Takes every sku's total quantity (a bundle's parts too), in sku order so that two orders cannot deadlock; names
 * every ordered sku that is short.
 */
async function takeStock(trx: Database, lines: OrderLine[]): Promise<void> {
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
  // Pages and listings show the stock left (the catalogue documents, every edge), committed with the order.
  await stockIntoDocuments(trx, [...wanted.keys()], 'order');
}

