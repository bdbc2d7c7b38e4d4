// Spec 02 §5 and §9: minimum order value €20,00 — below it the shopper sees why and how much is missing.
import { summarizeCart } from '../../../shared/cart/totals.js';
import { MIN_ORDER_VALUE_CENTS, meetsMinimumOrderValue } from '../../../shared/commerce/totals.js';
import { formatPrice } from '../../../shared/money.js';
import { useCart } from '../../cart/use-cart.js';
import { useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';

export function useMeetsMinimum(): { meets: boolean; missing: number } {
  const items = useCart((s) => s.cartItems);
  const segments = useCart((s) => s.platformTotalSegments);
  const summary = summarizeCart(items, segments);
  const goods = summary.subtotal - Math.abs(summary.discount);
  return { meets: meetsMinimumOrderValue({ subtotal: summary.subtotal, discount: Math.abs(summary.discount) }), missing: Math.max(MIN_ORDER_VALUE_CENTS - goods, 0) };
}

export function MinimumOrderNotice() {
  const t = useT();
  const { meets, missing } = useMeetsMinimum();
  if (meets) return null;
  return (
    <p className="checkout-minimum" role="status">
      <Icon name="info" size={20} />
      <span>
        {t('The minimum order value is {amount}.', { amount: formatPrice(MIN_ORDER_VALUE_CENTS) })} {t('Add items worth {missing} more to order.', { missing: formatPrice(missing) })}
      </span>
    </p>
  );
}
