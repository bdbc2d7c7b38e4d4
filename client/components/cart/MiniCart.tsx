// The mini cart (spec 02 §4, §9): a drawer over the page with the cart's lines, the discount code, the totals and
// the way to the checkout. It opens from the cart icons (ui-store microcart, which also sets the overlay); while
// open it locks page scrolling, keeps Tab inside, and Escape closes it. MiniCartSlot mounts it while open (its code
// loads lazily) and starts the cart on every page.
import { useEffect, useId, useRef, useState } from 'react';
import type { CartItem } from '../../../shared/cart/cart-types.js';
import { cart } from '../../cart/cart.js';
import { useCart } from '../../cart/use-cart.js';
import { setMicrocart, useUi } from '../../stores/ui-store.js';
import { useModalBehaviour } from '../ui/use-modal-behaviour.js';
import { MiniCartPanel } from './MiniCartPanel.js';
import { RemoveItemModal } from './RemoveItemModal.js';

const closeMiniCart = () => setMicrocart(false);

export function MiniCart() {
  const open = useUi((state) => state.microcart);
  const items = useCart((state) => state.cartItems);
  const segments = useCart((state) => state.platformTotalSegments);
  const coupon = useCart((state) => state.coupon);
  const busy = useCart((state) => state.isSyncing);
  const connected = useCart((state) => state.cartServerToken !== null);
  const [pendingRemoval, setPendingRemoval] = useState<CartItem | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // The confirmation modal is rendered beside the drawer, so the drawer's Tab trap does not see its keys.
  useModalBehaviour(open, panelRef, closeMiniCart, closeRef);

  useEffect(() => {
    if (!open) return;
    void cart.sync();
    void cart.syncStock();
  }, [open]);

  const askRemoval = (item: CartItem) => (cart.config.askBeforeRemoveProduct ? setPendingRemoval(item) : void cart.removeItem(item.checksum));
  const confirmRemoval = (item: CartItem) => {
    setPendingRemoval(null);
    void cart.removeItem(item.checksum);
    // The line and its remove button are gone: focus stays in the drawer.
    requestAnimationFrame(() => closeRef.current?.focus());
  };

  if (!open) return null;
  return (
    <>
      <MiniCartPanel
        items={items}
        segments={segments}
        coupon={coupon}
        busy={busy}
        connected={connected}
        config={cart.config}
        titleId={titleId}
        panelRef={panelRef}
        closeRef={closeRef}
        onClose={() => setMicrocart(false)}
        onRemove={askRemoval}
      />
      <RemoveItemModal item={pendingRemoval} onConfirm={confirmRemoval} onCancel={() => setPendingRemoval(null)} />
    </>
  );
}
