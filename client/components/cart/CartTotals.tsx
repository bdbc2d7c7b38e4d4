import type { AppliedCoupon, CartItem, TotalSegment } from '../../../shared/cart/cart-types.js';
import { summarizeCart } from '../../../shared/cart/totals.js';
import { formatPrice } from '../../../shared/money.js';
import { useT } from '../../i18n.js';

export interface CartTotalsProps {
  items: readonly CartItem[];
  segments: readonly TotalSegment[] | null;
  coupon: AppliedCoupon | null;
}

/** Subtotal, shipping, discount and grand total from the server's segments (or the lines summed locally). */
export function CartTotals({ items, segments, coupon }: CartTotalsProps) {
  const t = useT();
  const summary = summarizeCart(items, segments);
  return (
    <div className="cart-totals">
      <dl className="cart-totals__list">
        <div className="cart-totals__row">
          <dt>{t('Subtotal')}</dt>
          <dd>{formatPrice(summary.subtotal)}</dd>
        </div>
        {summary.shipping !== null && (
          <div className="cart-totals__row">
            <dt>{t('Shipping')}</dt>
            <dd>{summary.shipping === 0 ? t('Free') : formatPrice(summary.shipping)}</dd>
          </div>
        )}
        {summary.discount !== 0 && (
          <div className="cart-totals__row cart-totals__row--discount">
            <dt>{coupon ? t('Discount ({code})', { code: coupon.code }) : t('Discount')}</dt>
            <dd>{formatPrice(summary.discount)}</dd>
          </div>
        )}
        <div className="cart-totals__row cart-totals__row--grand">
          <dt>{t('Grand total')}</dt>
          <dd>{formatPrice(summary.grandTotal)}</dd>
        </div>
      </dl>
      {summary.tax !== null && <p className="cart-totals__tax">{t('incl. {amount} VAT', { amount: formatPrice(summary.tax) })}</p>}
    </div>
  );
}
