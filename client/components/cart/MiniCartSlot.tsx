import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCartBootstrap } from '../../cart/cart-bootstrap.js';
import { MINI_CART_PANEL } from '../../shell/panels.js';
import { setMicrocart, useUi } from '../../stores/ui-store.js';

const close = () => setMicrocart(false);

/**
 * The default layout's cart: starts the cart on every page (reads the stored cart after mount and connects it) and
 * mounts the mini cart while the ui-store says so; a navigation closes it.
 */
export function MiniCartSlot() {
  useCartBootstrap();
  const { pathname } = useLocation();
  const open = useUi((state) => state.microcart);
  useEffect(() => close(), [pathname]);
  return open ? <MINI_CART_PANEL.Panel onClose={close} /> : null;
}
