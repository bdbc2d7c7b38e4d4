// What a Payone (pre)authorization carries, computed from the stored order (issue #13 item 1): the browser sends
// only the method and its pseudo card number / IBAN; amount, currency, reference (the order number), the customer
// (the order's billing address) and, for Klarna, the basket come from here. The commerce backend serves the order
// in this shape on its internal route; the edge turns it into the Payone request.
import { payoneCustomer } from '../checkout/payone-order.js';
import type { OrderAddress } from '../checkout/order-request.js';
import { centsToEuros } from '../money.js';
import { itemLinesFromTotals, type PayoneItemLine } from './item-lines.js';
import type { PayoneCustomer } from './payment-request.js';

/** GET /internal/payone/orders/:orderNumber on the commerce backend. */
export interface PaymentOrderView {
  orderNumber: string;
  grandTotalCents: number;
  shippingCents: number;
  discountCents: number;
  currency: string;
  paymentMethod: string;
  /** shared/commerce/payment-state.ts; null for an order placed with an offline method. */
  paymentState: string | null;
  storeCode: string;
  billingAddress: Record<string, unknown>;
  items: readonly { sku: string; name: string; qty: number; rowTotalCents: number }[];
}

export interface OrderPayment {
  reference: string;
  amount: number;
  currency: string;
  customer: PayoneCustomer;
  items: PayoneItemLine[];
}

function customerOf(address: Record<string, unknown>): PayoneCustomer {
  const street = Array.isArray(address.street) ? address.street.filter((s): s is string => typeof s === 'string') : [];
  const fields = payoneCustomer({ ...address, street } as unknown as OrderAddress);
  return { ...fields, lastname: fields.lastname ?? '', country: fields.country ?? '' };
}

/** The Payone amount, reference, customer and item lines of an order, all from the server's own record. */
export function paymentOfOrder(order: PaymentOrderView): OrderPayment {
  const items = itemLinesFromTotals({
    grand_total: centsToEuros(order.grandTotalCents),
    shipping_incl_tax: centsToEuros(order.shippingCents),
    discount_amount: centsToEuros(-order.discountCents),
    items: order.items.map((item, index) => ({ item_id: index + 1, sku: item.sku, name: item.name, qty: item.qty, row_total_incl_tax: centsToEuros(item.rowTotalCents) })),
  });
  return { reference: order.orderNumber, amount: order.grandTotalCents, currency: order.currency, customer: customerOf(order.billingAddress), items };
}

/** Payone's `price` in a TransactionStatus ("134.80", "134.8", "134"): whole cents, or null when it is not a price. */
export function priceInCents(price: string | undefined): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec((price ?? '').trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
