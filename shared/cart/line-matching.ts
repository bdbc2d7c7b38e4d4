// Which lines are the same line (spec 02 §4 "An existing matching item has its qty increased"; "If a configured
// line has the same variant sku as another line, quantities merge") and the mini cart's count (spec 02 §9).
import { optionIdentity } from './cart-hash.js';
import type { CartItem, ProductOption } from './cart-types.js';
import type { MinicartCountType } from './cart-config.js';

export interface LineLike {
  sku: string;
  product_option?: ProductOption | null;
  parentSku?: string;
  type_id?: string;
  product_type?: string;
  server_item_id?: number;
  item_id?: number;
}

const typeOf = (line: LineLike) => line.type_id ?? line.product_type;
const serverIdOf = (line: LineLike) => line.server_item_id ?? line.item_id;

/**
 * Same sku with the same chosen options. A configured line is one variant (its sku is the child's), so any line
 * with that sku is the same line whatever the option labels say. Bundles may also match by their server id.
 */
export function isSameLine(a: LineLike, b: LineLike): boolean {
  if (a.sku !== b.sku) return false;
  if (a.parentSku || b.parentSku) return true;
  if (typeOf(a) === 'bundle' || typeOf(b) === 'bundle') {
    const idA = serverIdOf(a);
    if (idA !== undefined && idA === serverIdOf(b)) return true;
  }
  return optionIdentity(a.product_option) === optionIdentity(b.product_option);
}

export function findLine<T extends LineLike>(items: readonly T[], candidate: LineLike): T | undefined {
  return items.find((item) => isSameLine(item, candidate));
}

/** Adds a line, or raises the quantity of the matching line by the candidate's quantity. */
export function addLine(items: readonly CartItem[], candidate: CartItem): CartItem[] {
  const index = items.findIndex((item) => isSameLine(item, candidate));
  if (index < 0) return [...items, candidate];
  const existing = items[index];
  const merged: CartItem = { ...existing, qty: existing.qty + candidate.qty, info: candidate.info ?? existing.info, errors: candidate.errors ?? existing.errors };
  if (candidate.is_in_stock !== undefined) merged.is_in_stock = candidate.is_in_stock;
  return items.map((item, i) => (i === index ? merged : item));
}

/** Lines that turned out to be the same (a configured line with another line's variant sku) become one line. */
export function mergeSameVariantLines(items: readonly CartItem[]): CartItem[] {
  const result: CartItem[] = [];
  for (const item of items) {
    const index = result.findIndex((kept) => isSameLine(kept, item));
    if (index < 0) result.push(item);
    else result[index] = { ...result[index], qty: result[index].qty + item.qty };
  }
  return result;
}

export function patchLine(items: readonly CartItem[], checksum: string, patch: Partial<CartItem>): CartItem[] {
  return items.map((item) => (item.checksum === checksum ? { ...item, ...patch } : item));
}

export function removeLine(items: readonly CartItem[], checksum: string): CartItem[] {
  return items.filter((item) => item.checksum !== checksum);
}

/** Spec 02 §9: the mini cart counts quantities; the number of lines when the count type is items. */
export function countCartItems(items: readonly { qty: number }[], countType: MinicartCountType): number {
  if (countType === 'items') return items.length;
  return items.reduce((sum, item) => sum + (Number.isFinite(item.qty) && item.qty > 0 ? item.qty : 0), 0);
}
