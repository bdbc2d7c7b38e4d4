// Lines that sold out while in the cart stay there marked "Out of the stock!" (spec 01 §9, spec 02 §4 "Stock
// sync"), but the order cannot take them (spec 02 §8 "some ordered products not available"): the review step names
// them and says what to do, instead of letting the shopper place an order the server refuses.
import type { CartItem } from '../../../shared/cart/cart-types.js';
import { useCart } from '../../cart/use-cart.js';
import { useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';

export function soldOutLines(items: readonly CartItem[]): CartItem[] {
  return items.filter((item) => item.is_in_stock === false);
}

export function SoldOutNotice() {
  const t = useT();
  const soldOut = soldOutLines(useCart((s) => s.cartItems));
  if (soldOut.length === 0) return null;
  return (
    <p className="checkout-minimum checkout-sold-out" role="alert">
      <Icon name="info" size={20} />
      <span>
        {t('Some of the ordered products are not available')}: {soldOut.map((item) => item.name).join(', ')}. {t('Please remove them from your cart to order.')}
      </span>
    </p>
  );
}
