// Cart entities of spec 02 §3 ("Cart item (client)", "Server cart item", "Cart state") and the commerce shapes of
// DESIGN §3.4 that the browser's cart reads. Server amounts arrive in euros (129.9); the cart converts them to
// integer cents where it computes.
import type { StockInfo } from '../catalog-types.js';
import type { StoreCode } from '../store-views.js';

/** One chosen option of a configured line, as Magento's configurable_item_options carry it. */
export interface CartItemOption {
  option_id: string;
  option_value: number | string;
  /** Display label of the attribute (Size) and of the value (43); not part of the line's identity. */
  label?: string;
  value?: string;
}

export interface ProductOption {
  extension_attributes?: {
    configurable_item_options?: CartItemOption[];
    custom_options?: { option_id: string | number; option_value: string | number }[];
    bundle_options?: { option_id: string | number; option_qty?: number; option_selections?: (string | number)[] }[];
  };
}

/** The server's per-line totals (a `totals.items` entry). */
export interface CartItemTotals {
  item_id: number;
  qty: number;
  row_total_incl_tax: number;
  base_price_incl_tax?: number;
  price_incl_tax?: number;
  discount_amount?: number;
  options?: string;
}

/** A line of the shopper's cart in the browser (spec 02 §3 "Cart item (client)"). */
export interface CartItem {
  sku: string;
  qty: number;
  name: string;
  type_id: string;
  /** The configurable parent's sku; set for configured lines (sku is then the child's). */
  parentSku?: string;
  /** The product's slug, for the link back to its page. */
  slug?: string;
  product_option?: ProductOption;
  /** Unit price incl. VAT in cents, as the catalogue showed it when the line was added. */
  priceCents: number;
  /** Omnibus (PAngV §11): with a special price, the lowest price of the 30 days before the reduction (cents). */
  lowestPriorCents?: number | null;
  thumbnail?: string | null;
  /** Catalogue stock when added: bounds the quantity the stepper offers. */
  stock?: StockInfo | null;
  server_item_id?: number;
  server_cart_id?: string;
  /** The quantity the server last confirmed; restored when an update is refused. */
  prev_qty?: number;
  totals?: CartItemTotals;
  info?: { stock?: string };
  errors?: { stock?: string };
  is_in_stock?: boolean;
  /** The store view whose catalogue wrote the line's name and option labels (shared/cart/line-language.ts). */
  store?: StoreCode;
  /** Identity of the line: sku plus chosen options (shared/cart/cart-hash.ts lineChecksum). */
  checksum: string;
}

/** A line of the server cart (GET /api/cart/pull, the answer of POST /api/cart/update). */
export interface ServerCartItem {
  item_id: number;
  sku: string;
  qty: number;
  name?: string;
  price?: number;
  product_type?: string;
  quote_id: string;
  product_option?: ProductOption | null;
}

/** The body's cartItem of POST /api/cart/update. */
export interface ServerItemUpdate {
  sku: string;
  qty: number;
  product_option?: ProductOption;
  item_id?: number;
  quoteId?: string;
}

/** The body's cartItem of POST /api/cart/delete. */
export interface ServerItemDelete {
  sku: string;
  item_id: number;
  quoteId: string;
}

export type TotalSegmentCode = 'subtotal' | 'shipping' | 'discount' | 'tax' | 'grand_total' | (string & {});

export interface TotalSegment {
  code: TotalSegmentCode;
  title: string;
  value: number;
}

/** GET /api/cart/totals (and `totals` of shipping-information): Magento's totals, euros as numbers. */
export interface PlatformTotals {
  grand_total: number;
  base_grand_total?: number;
  subtotal_incl_tax?: number;
  discount_amount?: number;
  base_tax_amount?: number;
  tax_amount?: number;
  base_shipping_amount?: number;
  shipping_incl_tax?: number;
  base_currency_code?: string;
  coupon_code?: string;
  items?: CartItemTotals[];
  total_segments?: TotalSegment[];
}

export interface AppliedCoupon {
  code: string;
  /** Discount in euros as the server reports it (negative). */
  discount: number;
}

/** Spec 02 §3 "Shipping method". */
export interface CartShippingMethod {
  carrier_code: string;
  method_code: string;
  method_title: string;
  carrier_title?: string;
  amount: number;
  price_incl_tax?: number;
  available?: boolean;
  default?: boolean;
  offline?: boolean;
}

/** Spec 02 §3 "Payment method". */
export interface CartPaymentMethod {
  code: string;
  title: string;
  cost_incl_tax?: number;
  default?: boolean;
  is_server_method?: boolean;
}

/** GET /api/stock/check: Magento's stock item. */
export interface StockCheckResult {
  sku?: string;
  product_id?: number;
  qty: number;
  is_in_stock: boolean;
  manage_stock?: boolean;
}
