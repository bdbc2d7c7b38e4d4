// Server carts (spec 02 §4 "Cart connection and sync", DESIGN §3.4): guest carts are reached by their random id;
// a customer's cart also needs that customer's token. Out-of-stock items may stay in the cart (spec 02 §9);
// the order checks stock again.
import { randomBytes } from 'node:crypto';
import { parseQuantity } from '../../../../shared/commerce/quantity.js';
import { centsToEuros } from '../../../../shared/money.js';
import type { CartItemRow, CartRow, Database } from '../../../db/schema.js';
import { fail } from '../commerce-error.js';
import * as carts from '../repositories/cart-repository.js';
import { findProductsBySku, type ProductWithStock } from '../repositories/product-repository.js';
import { resolveLine } from './line-resolver.js';
import { unitPriceCents } from '../../../../shared/commerce/unit-price.js';

/** Product options are stored verbatim; this bounds what one line may carry. */
export const MAX_PRODUCT_OPTION_CHARS = 4000;

/** The stored form of a line's product_option; too large is a 400 naming the field. */
export function storedProductOption(option: Record<string, unknown> | null | undefined, field: string): string | null {
  if (!option) return null;
  const json = JSON.stringify(option);
  if (json.length > MAX_PRODUCT_OPTION_CHARS) throw fail('ERR_VALIDATION', { field, message: `${field} is too large` });
  return json;
}

/** More lines than a shoe shop's cart ever needs; protects totals and orders from oversized carts. */
export const MAX_CART_LINES = 100;

export interface CartAuth {
  /** The customer of the request's token, or null for a guest (no token). */
  customerId: number | null;
}

export interface CartItemInput {
  sku: string;
  qty: unknown;
  product_option?: Record<string, unknown> | null;
  item_id?: number | string;
  quoteId?: string;
}

export interface CartItemView {
  item_id: number;
  sku: string;
  qty: number;
  name: string;
  price: number;
  product_type: string;
  quote_id: string;
  product_option?: unknown;
}

/** The customer's open cart (created when none), or a new guest cart. */
export async function createCart(db: Database, auth: CartAuth, now: Date): Promise<string> {
  if (auth.customerId !== null) {
    const open = await carts.findOpenCustomerCart(db, auth.customerId);
    if (open) return open.id;
  }
  const id = randomBytes(24).toString('base64url');
  const iso = now.toISOString();
  await carts.insertCart(db, { id, customer_id: auth.customerId, status: 'open', created_at: iso, updated_at: iso });
  return id;
}

/** An open cart the caller may use: unknown or closed → 404; a customer's cart without a token → 401, with another customer's token → 404. */
export async function resolveCart(db: Database, cartId: string, auth: CartAuth): Promise<CartRow> {
  const cart = await carts.findCart(db, cartId);
  if (!cart || cart.status !== 'open') throw fail('ERR_CART_NOT_FOUND', { field: 'cartId' });
  if (cart.customer_id !== null) {
    if (auth.customerId === null) throw fail('ERR_UNAUTHORIZED');
    if (auth.customerId !== cart.customer_id) throw fail('ERR_CART_NOT_FOUND', { field: 'cartId' });
  }
  return cart;
}

export function presentItem(item: CartItemRow, product: ProductWithStock | undefined, now: Date): CartItemView {
  const view: CartItemView = {
    item_id: item.item_id,
    sku: item.sku,
    qty: item.qty,
    name: product?.name ?? item.sku,
    price: product ? centsToEuros(unitPriceCents(toPriced(product), now)) : 0,
    product_type: product?.type_id ?? 'simple',
    quote_id: item.cart_id,
  };
  if (item.product_option) view.product_option = JSON.parse(item.product_option);
  return view;
}

export function toPriced(p: ProductWithStock): Parameters<typeof unitPriceCents>[0] {
  return { priceCents: p.price_cents, specialPriceCents: p.special_price_cents, specialFrom: p.special_from, specialTo: p.special_to };
}

export async function pullItems(db: Database, cart: CartRow, now: Date): Promise<CartItemView[]> {
  const items = await carts.listItems(db, cart.id);
  const products = await findProductsBySku(db, items.map((i) => i.sku));
  return items.map((item) => presentItem(item, products.get(item.sku), now));
}

function sameOption(a: string | null, b: string | null): boolean {
  return (a ?? 'null') === (b ?? 'null');
}

/** Adds a line or sets its quantity (the qty sent is the line's new quantity, so a retried call changes nothing). */
export async function updateItem(db: Database, cart: CartRow, input: CartItemInput, now: Date): Promise<CartItemView> {
  if (input.quoteId !== undefined && input.quoteId !== '' && input.quoteId !== cart.id) throw fail('ERR_VALIDATION', { field: 'cartItem.quoteId', message: 'cartItem.quoteId does not match cartId' });
  const qty = parseQuantity(input.qty);
  if (!qty.ok) throw fail(qty.error, { field: 'cartItem.qty' });
  const line = await resolveLine(db, input.sku, input.product_option);
  if (!line.ok) throw fail(line.error, { field: 'cartItem.sku' });
  const option = storedProductOption(input.product_option, 'cartItem.product_option');
  const iso = now.toISOString();
  const items = await carts.listItems(db, cart.id);
  const existing = findTarget(items, input, line.product.sku, option);
  let saved: CartItemRow;
  if (existing) {
    saved = await carts.updateItem(db, cart.id, existing.item_id, { qty: qty.qty, product_option: option ?? existing.product_option, updated_at: iso });
  } else {
    if (items.length >= MAX_CART_LINES) throw fail('ERR_CART_LIMIT', { field: 'cartItem' });
    saved = await carts.insertItem(db, { cart_id: cart.id, sku: line.product.sku, qty: qty.qty, product_option: option, created_at: iso, updated_at: iso });
  }
  await carts.updateCart(db, cart.id, { updated_at: iso });
  return presentItem(saved, line.product, now);
}

function findTarget(items: CartItemRow[], input: CartItemInput, sku: string, option: string | null): CartItemRow | undefined {
  if (input.item_id !== undefined && input.item_id !== '') {
    const item = items.find((i) => i.item_id === Number(input.item_id));
    if (!item) throw fail('ERR_CART_ITEM_NOT_FOUND', { field: 'cartItem.item_id' });
    return item;
  }
  return items.find((i) => i.sku === sku && (option === null || sameOption(i.product_option, option)));
}

/** Removes a line by item_id (or by sku); removing a line that is already gone succeeds, so retries are safe. */
export async function deleteItem(db: Database, cart: CartRow, input: { sku?: string; item_id?: number | string }, now: Date): Promise<true> {
  const items = await carts.listItems(db, cart.id);
  const hasId = input.item_id !== undefined && input.item_id !== '';
  const target = hasId ? items.find((i) => i.item_id === Number(input.item_id)) : items.find((i) => i.sku === input.sku);
  if (target) {
    await carts.deleteItem(db, cart.id, target.item_id);
    await carts.updateCart(db, cart.id, { updated_at: now.toISOString() });
  }
  return true;
}
