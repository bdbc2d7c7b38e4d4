// A shopper quicker than the network: the shipping and payment methods, and the default ones the checkout takes
// over (use-checkout-bootstrap.ts), come with the cart's sync. A step submitted while that sync is still under way and
// no method is chosen waits for it, instead of asking the shopper to choose from a list the page has not shown yet.
import { cart } from '../cart/cart.js';
import { useCart } from '../cart/use-cart.js';

/** True while the cart is still fetching what a method list shows (nothing to show yet, a sync under way). */
export function useMethodsArriving(methodCount: number): boolean {
  const isSyncing = useCart((s) => s.isSyncing);
  return methodCount === 0 && isSyncing;
}

export async function whenMethodsArrive(chosenMethod: string): Promise<void> {
  if (!chosenMethod && cart.getState().isSyncing) await cart.settled();
}
