// The cart's lines in the language of the store view being shown (shared/cart/line-language.ts): after a switch the
// names and option labels are read again from that store view's catalogue, one request per product.
import type { ProductDocument } from '../../shared/catalog-types.js';
import { linesToRelabel, productSkuOf, relabelLine } from '../../shared/cart/line-language.js';
import { getState, type CartContext } from './cart-state.js';

/** Lines just written from the page's catalogue (added here, or taken from the server cart) say which store view wrote them. */
export function stampLines(ctx: CartContext): void {
  const storeCode = ctx.env.storeCode;
  const items = getState(ctx).cartItems;
  if (items.every((line) => line.store)) return;
  ctx.store.setState({ cartItems: items.map((line) => (line.store ? line : { ...line, store: storeCode })) });
}

/** Rewrites the names and option labels of lines written in another store view; a product not found keeps its line as it is. */
export async function relabelLines(ctx: CartContext): Promise<void> {
  const storeCode = ctx.env.storeCode;
  const stale = linesToRelabel(getState(ctx).cartItems, storeCode);
  if (stale.length === 0) return;
  const products = new Map<string, ProductDocument | null>();
  for (const sku of new Set(stale.map(productSkuOf))) products.set(sku, await ctx.api.getProduct(storeCode, sku).catch(() => null));
  // The shopper switched again meanwhile: the next switch relabels.
  if (ctx.env.storeCode !== storeCode) return;
  const cartItems = getState(ctx).cartItems.map((line) => {
    const product = line.store === storeCode ? null : products.get(productSkuOf(line));
    return product ? relabelLine(line, product, storeCode) : line;
  });
  ctx.store.setState({ cartItems });
}
