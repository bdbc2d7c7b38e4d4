// The order's lines are the server cart's (issue 12 §3): an empty cart never becomes an order, and the lines the
// checkout sends (what the shopper confirmed) must agree with the cart sku by sku and quantity by quantity, or the
// order is refused with 409 (shared/commerce/order-lines.ts). Each line is then priced from the products table and
// checked for being buyable; every line that cannot be bought is named together.
import type { CommerceErrorCode } from '../../../../shared/commerce/error-codes.js';
import { cartLineDifferences } from '../../../../shared/commerce/order-lines.js';
import { unitPriceCents } from '../../../../shared/commerce/unit-price.js';
import type { CartItemRow, Database } from '../../../db/schema.js';
import { CommerceError, fail } from '../commerce-error.js';
import * as carts from '../repositories/cart-repository.js';
import { findProductsBySku, type ProductWithStock } from '../repositories/product-repository.js';
import { toPriced } from './cart-service.js';
import { resolveLine } from './line-resolver.js';
import type { OrderLineRequest } from './order-input.js';

export interface OrderLine {
  sku: string;
  qty: number;
  productOption: Record<string, unknown> | null;
  product: ProductWithStock;
  unitPriceCents: number;
}

/** The sku a request line buys; a line that resolves to nothing keeps its own sku (it cannot match a cart line then). */
async function boughtSku(db: Database, line: OrderLineRequest, known: ReadonlyMap<string, ProductWithStock>): Promise<string> {
  const resolved = await resolveLine(db, line.sku, line.productOption, known);
  return resolved.ok ? resolved.product.sku : line.sku;
}

async function checkAgainstCart(db: Database, items: CartItemRow[], requested: OrderLineRequest[], known: ReadonlyMap<string, ProductWithStock>): Promise<void> {
  const request = [];
  for (const line of requested) request.push({ sku: await boughtSku(db, line, known), qty: line.qty });
  const differences = cartLineDifferences(items, request);
  if (differences.length > 0) throw fail('ERR_CART_CHANGED', { field: 'products', skus: differences.map((d) => d.sku) });
}

function messageFor(code: CommerceErrorCode): string {
  return code === 'ERR_PRODUCT_NOT_FOUND' ? 'Some of the ordered products are not available' : new CommerceError(code).message;
}

async function priceLines(db: Database, items: CartItemRow[], known: ReadonlyMap<string, ProductWithStock>, now: Date): Promise<OrderLine[]> {
  const lines: OrderLine[] = [];
  const failures = new Map<CommerceErrorCode, string[]>();
  for (const item of items) {
    const productOption = item.product_option ? (JSON.parse(item.product_option) as Record<string, unknown>) : null;
    const result = await resolveLine(db, item.sku, productOption, known);
    if (result.ok) lines.push({ sku: result.product.sku, qty: item.qty, productOption, product: result.product, unitPriceCents: unitPriceCents(toPriced(result.product), now) });
    else failures.set(result.error, [...(failures.get(result.error) ?? []), item.sku]);
  }
  const [code, skus] = [...failures.entries()][0] ?? [];
  if (code && skus) throw fail(code, { skus, field: 'products', status: 400, message: `${messageFor(code)}: ${skus.join(', ')}` });
  return lines;
}

/** The priced lines of the cart, after checking the request names the same goods. */
export async function orderLinesFromCart(db: Database, cartId: string, requested: OrderLineRequest[], now: Date): Promise<OrderLine[]> {
  const items = await carts.listItems(db, cartId);
  if (items.length === 0) throw fail('ERR_CART_EMPTY', { field: 'cart_id' });
  const known = await findProductsBySku(db, [...items.map((i) => i.sku), ...requested.map((l) => l.sku)]);
  await checkAgainstCart(db, items, requested, known);
  return priceLines(db, items, known, now);
}
