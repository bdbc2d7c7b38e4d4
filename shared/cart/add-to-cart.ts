// Adding to the cart (spec 02 §4 "Adding", §5): the line a product (and its chosen variant) makes, the checks
// before it may be added, and what the stock status means for the shopper.
import type { ConfigurableChild, ProductDocument, StockInfo } from '../catalog-types.js';
import { getChildPrice, getProductPrice } from '../catalog/prices.js';
import { canAddWithStock, getStockStatus, type StockStatus } from '../catalog/stock.js';
import { buildConfigurableItemOptions, NO_SUCH_CONFIGURATION, selectedOptionsOf } from '../catalog/variants.js';
import { parseQuantity } from '../commerce/quantity.js';
import { lineChecksum } from './cart-hash.js';
import type { CartConfig } from './cart-config.js';
import { NOT_SALEABLE, ONLY_N_AVAILABLE, OUT_OF_STOCK, PRICE_UNKNOWN, QTY_INVALID, QTY_LIMIT, STOCK_VOLATILE } from './cart-messages.js';
import type { CartItem, StockCheckResult } from './cart-types.js';
import { findLine } from './line-matching.js';

/** A message key with its parameters, for t(message, params). */
// The rule lives beside the stock status, so the product page reads it without this module (bundle size, issue #16).
export { canAddWithStock };

export interface CartIssue {
  message: string;
  params?: Record<string, string | number>;
}

export interface AddToCartRequest {
  product: ProductDocument;
  /** The chosen variant of a configurable product. */
  child: ConfigurableChild | null;
  /** A number or a numeric string (spec 02 §5); 1 when absent. */
  qty?: unknown;
  /** Per-product error entries (unconfigured custom options …), reported with the others (spec 02 §5). */
  productErrors?: Readonly<Record<string, string>>;
}

export type AddToCartValidation = { ok: true; item: CartItem } | { ok: false; issues: CartIssue[] };

/** The cart line for a product, or for a configurable product's chosen child, with the given quantity. */
export function buildCartItem(product: ProductDocument, child: ConfigurableChild | null, qty: number, now: Date): CartItem {
  const options = child ? buildConfigurableItemOptions(product.configurable_options, selectedOptionsOf(product, child)) : [];
  const price = child ? getChildPrice(child, now) : getProductPrice(product, now, { showOutOfStock: true });
  const item: CartItem = {
    sku: child?.sku ?? product.sku,
    qty,
    name: product.name,
    type_id: product.type_id,
    slug: product.slug,
    priceCents: price.finalCents,
    thumbnail: child?.image || product.thumbnail || product.image || null,
    stock: child?.stock ?? product.stock ?? null,
    checksum: '',
  };
  if (child) {
    item.parentSku = product.sku;
    item.product_option = { extension_attributes: { configurable_item_options: options } };
  }
  if (typeof price.lowestPriorCents === 'number') item.lowestPriorCents = price.lowestPriorCents;
  item.checksum = lineChecksum(item);
  return item;
}

function hasKnownPrice(price: unknown): boolean {
  return typeof price === 'number' && Number.isFinite(price) && price >= 0;
}

function productIssues(request: AddToCartRequest): CartIssue[] {
  const { product, child } = request;
  const issues: CartIssue[] = [];
  if (product.type_id === 'configurable' && !child) issues.push({ message: NO_SUCH_CONFIGURATION });
  if (product.type_id === 'grouped') issues.push({ message: NOT_SALEABLE });
  // Spec 02 §5: below 0 cannot be added; a price of zero can.
  if (!hasKnownPrice((child ?? product).price_incl_tax)) issues.push({ message: PRICE_UNKNOWN });
  for (const message of Object.values(request.productErrors ?? {})) if (message) issues.push({ message });
  return issues;
}

/** The quantity the line would have may not pass the max sale qty nor the stock on hand. */
export function quantityIssue(lineQty: number, stock: StockInfo | null | undefined, config: Pick<CartConfig, 'maxSaleQty'>): CartIssue | null {
  if (lineQty > config.maxSaleQty) return { message: QTY_LIMIT };
  const available = stock && stock.manage_stock && stock.is_in_stock && stock.qty > 0 ? stock.qty : null;
  if (available !== null && lineQty > available) return { message: ONLY_N_AVAILABLE, params: { maxQuantity: available } };
  return null;
}

/** Spec 02 §5: price known (zero allowed), quantity a whole number above 0 (numeric strings too), within limits. */
export function validateAddToCart(
  request: AddToCartRequest,
  cartItems: readonly CartItem[],
  config: Pick<CartConfig, 'maxSaleQty'>,
  now: Date,
): AddToCartValidation {
  const issues = productIssues(request);
  const parsed = parseQuantity(request.qty ?? 1);
  if (!parsed.ok) issues.push({ message: parsed.error === 'ERR_QTY_LIMIT' ? QTY_LIMIT : QTY_INVALID });
  if (issues.length > 0 || !parsed.ok) return { ok: false, issues };
  const item = buildCartItem(request.product, request.child, parsed.qty, now);
  const existing = findLine(cartItems, item);
  const issue = quantityIssue((existing?.qty ?? 0) + parsed.qty, item.stock, config);
  return issue ? { ok: false, issues: [issue] } : { ok: true, item };
}

/**
 * The stock status of a line about to be added: the live stock check when it answered, else the catalogue's
 * stock; without either the stock is uncertain ('volatile').
 */
export function decideStockStatus(catalogStock: StockInfo | null | undefined, live: StockCheckResult | null): StockStatus {
  if (live && typeof live.is_in_stock === 'boolean') return live.is_in_stock ? 'ok' : 'out_of_stock';
  return getStockStatus(catalogStock, 'volatile');
}

export interface AddOutcome {
  add: boolean;
  /** A notification to show: the out-of-stock error or the pre-reservation warning. */
  notice: { type: 'danger' | 'warning'; message: string } | null;
}


/** Spec 02 §4: add only when ok or volatile; volatile warns unless out-of-stock items are allowed in the cart. */
export function addToCartOutcome(status: StockStatus, config: Pick<CartConfig, 'allowOutOfStockInCart'>): AddOutcome {
  if (!canAddWithStock(status)) return { add: false, notice: { type: 'danger', message: OUT_OF_STOCK } };
  if (status === 'volatile' && !config.allowOutOfStockInCart) return { add: true, notice: { type: 'warning', message: STOCK_VOLATILE } };
  return { add: true, notice: null };
}
