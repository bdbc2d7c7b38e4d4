import { useCartBootstrap } from '../../cart/cart-bootstrap.js';

/**
 * Starts the cart on pages without the mini cart (the minimal layout of /checkout): reads the stored cart after
 * mount and connects it. Renders nothing. The default layout's <MiniCartSlot /> does the same itself.
 */
export function CartBootstrap() {
  useCartBootstrap();
  return null;
}
