// Orders in the shapes the contract returns: the placing answer, the order history (Magento's order shape) and
// the hook's PlacedOrder.
import { FREE_SHIPPING, paymentMethodTitle } from '../../../../shared/commerce/methods.js';
import { centsToEuros } from '../../../../shared/money.js';
import { orderStateOf } from '../../../../shared/commerce/order-state.js';
import type { OrderItemRow, OrderRow, OrderStateHistoryRow } from '../../../db/schema.js';
import type { PlacedOrder } from './order-types.js';

export interface OrderPlacedView {
  orderNumber: string;
  backendOrderId: number;
  transferedAt: string;
  /** Only for an order paid through Payone: what /api/payone/authorize needs to charge it (the checkout keeps it). */
  paymentToken?: string;
}

export function presentPlaced(order: OrderRow, paymentToken?: string): OrderPlacedView {
  const placed = { orderNumber: order.increment_id, backendOrderId: order.id, transferedAt: order.created_at };
  return paymentToken ? { ...placed, paymentToken } : placed;
}

const parse = (json: string | null): Record<string, unknown> | null => (json ? (JSON.parse(json) as Record<string, unknown>) : null);

export function paymentTitle(code: string): string {
  return paymentMethodTitle(code);
}

function shippingMethod(order: OrderRow): PlacedOrder['shippingMethod'] {
  if (!order.shipping_carrier_code || !order.shipping_method_code) return null;
  return { carrierCode: order.shipping_carrier_code, methodCode: order.shipping_method_code, title: FREE_SHIPPING.methodTitle };
}

export function toPlacedOrder(order: OrderRow, items: OrderItemRow[]): PlacedOrder {
  return {
    id: order.id,
    incrementId: order.increment_id,
    cartId: order.cart_id,
    customerId: order.customer_id,
    email: order.email,
    status: orderStateOf(order),
    storeCode: order.store_code,
    createdAt: order.created_at,
    subtotalCents: order.subtotal_cents,
    discountCents: order.discount_cents,
    shippingCents: order.shipping_cents,
    taxCents: order.tax_cents,
    grandTotalCents: order.grand_total_cents,
    couponCode: order.coupon_code,
    billingAddress: parse(order.billing_address) ?? {},
    shippingAddress: parse(order.shipping_address),
    paymentMethod: { code: order.payment_method, title: paymentTitle(order.payment_method) },
    shippingMethod: shippingMethod(order),
    items: items.map((i) => ({ sku: i.sku, name: i.name, productType: i.product_type, qty: i.qty, priceCents: i.price_cents, rowTotalCents: i.row_total_cents, productOption: i.product_option ? JSON.parse(i.product_option) : null })),
  };
}

/** One entry of GET /api/user/order-history (Magento's order fields the account screens read). */
export function presentHistoryOrder(order: OrderRow, items: OrderItemRow[], history: OrderStateHistoryRow[] = []): Record<string, unknown> {
  const method = shippingMethod(order);
  const state = orderStateOf(order);
  return {
    entity_id: order.id,
    increment_id: order.increment_id,
    created_at: order.created_at,
    // The order's state (shared/commerce/order-state.ts) and its changes: when, from, to. Reasons are staff notes
    // and stay with staff; the shopper's mails say what concerns them.
    status: state,
    state,
    state_history: history.map((h) => ({ at: h.at, from: h.from_state, to: h.to_state })),
    payment_due_at: state === 'pending_payment' ? order.payment_due_at : null,
    shipment: order.shipped_at ? { carrier: order.carrier, tracking_number: order.tracking_number, shipped_at: order.shipped_at, delivered_at: order.delivered_at } : null,
    customer_email: order.email,
    order_currency_code: 'EUR',
    grand_total: centsToEuros(order.grand_total_cents),
    subtotal_incl_tax: centsToEuros(order.subtotal_cents),
    discount_amount: centsToEuros(-order.discount_cents),
    shipping_incl_tax: centsToEuros(order.shipping_cents),
    tax_amount: centsToEuros(order.tax_cents),
    total_due: centsToEuros(order.grand_total_cents),
    coupon_code: order.coupon_code,
    shipping_description: method?.title ?? null,
    billing_address: parse(order.billing_address),
    // payment_state: what Payone's notifications said (shared/commerce/payment-state.ts); null when paid offline.
    payment: { method: order.payment_method, additional_information: [paymentTitle(order.payment_method)], payment_state: order.payment_state },
    extension_attributes: { shipping_assignments: [{ shipping: { address: parse(order.shipping_address), method: method ? `${method.carrierCode}_${method.methodCode}` : null } }] },
    items: items.map((i) => ({
      sku: i.sku,
      name: i.name,
      product_type: i.product_type,
      qty_ordered: i.qty,
      price_incl_tax: centsToEuros(i.price_cents),
      row_total_incl_tax: centsToEuros(i.row_total_cents),
      product_option: i.product_option ? JSON.parse(i.product_option) : undefined,
    })),
  };
}
