// The order as the onOrderPlaced hook receives it (the mail backend renders the confirmation from it).

export interface PlacedOrderItem {
  sku: string;
  name: string;
  productType: string;
  qty: number;
  priceCents: number;
  rowTotalCents: number;
  productOption: unknown;
}

export interface PlacedOrder {
  id: number;
  /** The order number shown to the shopper. */
  incrementId: string;
  cartId: string;
  customerId: number | null;
  email: string;
  status: string;
  storeCode: string;
  /** ISO-8601 UTC. */
  createdAt: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  grandTotalCents: number;
  couponCode: string | null;
  billingAddress: Record<string, unknown>;
  shippingAddress: Record<string, unknown> | null;
  paymentMethod: { code: string; title: string };
  shippingMethod: { carrierCode: string; methodCode: string; title: string } | null;
  items: PlacedOrderItem[];
}

/** A withdrawal declaration as the onWithdrawalReceived hook receives it (the mail backend sends the receipt). */
export interface WithdrawalReceipt {
  orderNumber: string;
  storeCode: string;
  email: string;
  /** The billing address's name. */
  name: string;
  /** ISO-8601 UTC instant the declaration was received. */
  receivedAt: string;
  reason: string | null;
  lines: { sku: string; name: string; qty: number }[];
}
