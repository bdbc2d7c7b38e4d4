import type { ConfigurableChild, ProductDocument } from '../../../shared/catalog-types.js';
import { useState } from 'react';
import { useT } from '../../i18n.js';
import { loadCart, useLoadedCart } from '../../cart/cart-loader.js';
import { useLoadOnIntent } from '../../shell/lazy-panel.js';
import { notify } from '../../stores/notification-store.js';
import { LOAD_ERROR_MESSAGE } from '../offline/LazyLoadError.js';
import { Button } from '../ui/Button.js';
import { useHydrated } from '../ui/use-hydrated.js';
import { HOLD_TAP_ATTRIBUTE } from '../../../shared/held-taps.js';

/** The cart's engine, loaded on intent like a panel. */
const CART_ENGINE = { preload: () => void loadCart().catch(() => undefined) };

export interface AddToCartButtonProps {
  product: ProductDocument;
  /** The chosen variant of a configurable product (null until one is chosen). */
  child: ConfigurableChild | null;
  qty: number;
  className?: string;
  /** A configurable product without a chosen size: the button stays enabled and asks for the size (issue 12 item 2). */
  onMissingVariant?: () => void;
  /**
   * Out of stock: the button says so and stays disabled, since adding would only be refused (spec 02 §4 "Adding";
   * spec 01 §9 lets a line that sells out stay in the cart, it does not take new ones).
   */
  soldOut?: boolean;
}

/**
 * Adds the product (or its chosen variant) to the cart with the checks of spec 02 §4–§5; the outcome is told by
 * notifications. Disabled while adding, when sold out, and for a configurable product without a chosen variant
 * when nobody asks for it; before hydration a tap is held and replayed. The cart's engine loads when the shopper points at, touches or focuses the button, if not before.
 */
export function AddToCartButton({ product, child, qty, className, onMissingVariant, soldOut = false }: AddToCartButtonProps) {
  const t = useT();
  const hydrated = useHydrated();
  const [waiting, setWaiting] = useState(false);
  const adding = useLoadedCart((state) => state.isAddingToCart, false) || waiting;
  const loadEngine = useLoadOnIntent(CART_ENGINE);
  const needsVariant = product.type_id === 'configurable' && !child;
  const add = () => {
    if (needsVariant) return onMissingVariant?.();
    setWaiting(true);
    loadCart()
      .then(
        (cart) => cart.addItem({ product, child, qty }),
        () => notify({ type: 'danger', message: t(LOAD_ERROR_MESSAGE) }),
      )
      .finally(() => setWaiting(false));
  };
  return (
    <Button
      variant="accent"
      size="lg"
      block
      className={className ? `add-to-cart ${className}` : 'add-to-cart'}
      // Enabled in the server's HTML: a tap before hydration is held and replayed (shared/held-taps.ts).
      disabled={soldOut || (hydrated && (adding || (needsVariant && !onMissingVariant)))}
      {...{ [HOLD_TAP_ATTRIBUTE]: '' }}
      data-sold-out={soldOut || undefined}
      aria-busy={adding}
      onClick={add}
      {...loadEngine}
    >
      {soldOut ? t('Out of stock') : adding ? t('Adding to cart…') : t('Add to cart')}
    </Button>
  );
}
