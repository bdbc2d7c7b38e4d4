// The product page's cart edit mode (shared/cart/line-edit.ts): opened by a mini cart line's Edit link, kept in
// memory while the shopper stays on that product (choosing another size keeps it), closed by Update cart or Cancel.
import type { ConfigurableChild, ProductDocument } from '../../../shared/catalog-types.js';
import { planLineEdit, startLineEdit, type CartEditState } from '../../../shared/cart/line-edit.js';
import type { CartItem } from '../../../shared/cart/cart-types.js';
import { loadCart } from '../../cart/cart-loader.js';
import { createStore, useStore } from '../../stores/create-store.js';
import { setMicrocart } from '../../stores/ui-store.js';

export const cartEditStore = createStore<{ edit: CartEditState | null }>({ edit: null });

export function openCartEdit(line: Pick<CartItem, 'checksum' | 'sku' | 'parentSku' | 'qty'>): void {
  cartEditStore.setState({ edit: startLineEdit(line) });
}

export function closeCartEdit(): void {
  cartEditStore.setState({ edit: null });
}

/** The edit of a line of this product, if one is open. */
export function useCartEdit(productSku: string): CartEditState | null {
  const edit = useStore(cartEditStore, (state) => state.edit);
  return edit && edit.productSku === productSku ? edit : null;
}

/** Applies the shopper's choice to the edited line through the cart store; resolves true when the cart took it. */
export async function applyCartEdit(edit: CartEditState, product: ProductDocument, child: ConfigurableChild | null, qty: number): Promise<boolean> {
  const plan = planLineEdit(edit, child?.sku ?? product.sku, qty);
  const cart = await loadCart();
  const lineStillThere = cart.getState().cartItems.some((item) => item.checksum === edit.checksum);
  let done = true;
  if (!lineStillThere) done = await cart.addItem({ product, child, qty });
  else if (plan.kind === 'set-qty') done = await cart.updateQuantity(edit.checksum, plan.qty);
  else if (plan.kind === 'replace') {
    // Add first: when the new size cannot be added (out of stock …) the old line stays.
    done = await cart.addItem({ product, child, qty: plan.qty });
    if (done) await cart.removeItem(edit.checksum);
  }
  if (done) {
    closeCartEdit();
    setMicrocart(true);
  }
  return done;
}
