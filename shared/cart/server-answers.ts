// What the server's answers do to the client's lines (spec 02 §4 "Server item update", "Merging a server item").
import type { ProductDocument } from '../catalog-types.js';
import { lineChecksum } from './cart-hash.js';
import { buildCartItem } from './add-to-cart.js';
import type { CartItem, ServerCartItem } from './cart-types.js';
import { addLine, patchLine, removeLine } from './line-matching.js';

/** A 200 from POST /api/cart/update: the line takes the saved item's ids and quantity. */
export function applySavedItem(items: readonly CartItem[], checksum: string, saved: ServerCartItem): CartItem[] {
  return patchLine(items, checksum, { server_item_id: saved.item_id, server_cart_id: saved.quote_id, qty: saved.qty, prev_qty: saved.qty });
}

export type RefusalOutcome = 'restored' | 'removed' | 'unchanged';

/**
 * A refused update: a line the server never had is removed locally (it was not confirmed); a line the server has
 * goes back to the quantity the server holds, or is removed when there is none to go back to.
 */
export function revertRefusedUpdate(items: readonly CartItem[], checksum: string): { items: CartItem[]; outcome: RefusalOutcome } {
  const line = items.find((item) => item.checksum === checksum);
  if (!line) return { items: [...items], outcome: 'unchanged' };
  if (line.server_item_id === undefined || !line.prev_qty || line.prev_qty <= 0) return { items: removeLine(items, checksum), outcome: 'removed' };
  return { items: patchLine(items, checksum, { qty: line.prev_qty }), outcome: 'restored' };
}

/**
 * The client line for a server line found in the catalogue (the product, or the configurable parent whose child
 * has the server line's sku), linked to the server line; null when the catalogue does not have it.
 */
export function cartItemFromServer(product: ProductDocument | null, server: ServerCartItem, now: Date): CartItem | null {
  if (!product) return null;
  const child = product.configurable_children?.find((c) => c.sku === server.sku) ?? null;
  if (!child && product.sku !== server.sku) return null;
  const item = buildCartItem(product, child, server.qty, now);
  if (server.product_option && !child) item.product_option = server.product_option;
  return { ...item, checksum: lineChecksum(item), server_item_id: server.item_id, server_cart_id: server.quote_id, prev_qty: server.qty };
}

/** Adds server lines found in the catalogue, merging quantities into a line with the same variant. */
export function addServerLines(items: readonly CartItem[], lines: readonly CartItem[]): CartItem[] {
  return lines.reduce<CartItem[]>((acc, line) => addLine(acc, line), [...items]);
}
