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
