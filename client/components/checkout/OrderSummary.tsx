// The order summary beside the steps (desktop) or above them, collapsed behind a toggle (phones): the cart lines,
// the totals from the cart's total segments, and why the order cannot be placed below the minimum order value.
import { useId, useState } from 'react';
import { summarizeCart } from '../../../shared/cart/totals.js';
import { formatPrice } from '../../../shared/money.js';
import { useCart } from '../../cart/use-cart.js';
import { useT } from '../../i18n.js';
import { CartTotals } from '../cart/CartTotals.js';
import { Icon } from '../ui/Icon.js';
import { MinimumOrderNotice } from './MinimumOrderNotice.js';
import { OrderSummaryLine } from './OrderSummaryLine.js';

export function OrderSummary() {
  const t = useT();
  const items = useCart((s) => s.cartItems);
  const segments = useCart((s) => s.platformTotalSegments);
  const coupon = useCart((s) => s.coupon);
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const grandTotal = summarizeCart(items, segments).grandTotal;
  return (
    <aside className={expanded ? 'checkout-summary' : 'checkout-summary checkout-summary--collapsed'} aria-labelledby={`${bodyId}-title`}>
      <button type="button" className="checkout-summary__toggle" aria-expanded={expanded} aria-controls={bodyId} onClick={() => setExpanded(!expanded)}>
        <Icon name="bag" size={20} />
        <span>{expanded ? t('Hide order summary') : t('Show order summary')}</span>
        <span className="checkout-summary__toggle-total">{formatPrice(grandTotal)}</span>
      </button>
      <div id={bodyId} className="checkout-summary__body">
        <h2 id={`${bodyId}-title`} className="checkout-summary__title">
          {t('Your order')}
        </h2>
        <ul className="checkout-summary__lines">
          {items.map((item) => (
            <OrderSummaryLine key={item.checksum} item={item} />
          ))}
        </ul>
        <CartTotals items={items} segments={segments} coupon={coupon} />
        <MinimumOrderNotice />
        <ul className="checkout-summary__trust">
          <li>
            <Icon name="truck" size={18} />
            {t('Free shipping within the EU')}
          </li>
          <li>
            <Icon name="return" size={18} />
            {t('30 days return window')}
          </li>
          <li>
            <Icon name="lock" size={18} />
            {t('Secure payment')}
          </li>
        </ul>
      </div>
    </aside>
  );
}
