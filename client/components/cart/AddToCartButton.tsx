import type { ConfigurableChild, ProductDocument } from '../../../shared/catalog-types.js';
import { useT } from '../../i18n.js';
import { cart } from '../../cart/cart.js';
import { useCart } from '../../cart/use-cart.js';
import { Button } from '../ui/Button.js';
import { useHydrated } from '../ui/use-hydrated.js';

export interface AddToCartButtonProps {
  product: ProductDocument;
  /** The chosen variant of a configurable product (null until one is chosen). */
  child: ConfigurableChild | null;
  qty: number;
  className?: string;
}

/**
 * Adds the product (or its chosen variant) to the cart with the checks of spec 02 §4–§5; the outcome is told by
 * notifications. Disabled until the page is interactive, while adding, and for a configurable product without a
 * chosen variant.
 */
export function AddToCartButton({ product, child, qty, className }: AddToCartButtonProps) {
  const t = useT();
  const hydrated = useHydrated();
  const adding = useCart((state) => state.isAddingToCart);
  const needsVariant = product.type_id === 'configurable' && !child;
  return (
    <Button
      variant="accent"
      size="lg"
      block
      className={className ? `add-to-cart ${className}` : 'add-to-cart'}
      disabled={!hydrated || adding || needsVariant}
      aria-busy={adding}
      onClick={() => void cart.addItem({ product, child, qty })}
    >
      {adding ? t('Adding to cart…') : t('Add to cart')}
    </Button>
  );
}
