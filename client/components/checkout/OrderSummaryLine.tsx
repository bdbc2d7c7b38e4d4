// One cart line in the checkout's order summary: picture, name, chosen options, quantity and row total.
import type { CartItem } from '../../../shared/cart/cart-types.js';
import { lineRowCents } from '../../../shared/cart/totals.js';
import { formatPrice } from '../../../shared/money.js';
import { productImageUrl } from '../../../shared/routing/urls.js';
import { useT } from '../../i18n.js';
import { optionLabels } from '../cart/cart-view.js';

export function OrderSummaryLine({ item }: { item: CartItem }) {
  const t = useT();
  const image = productImageUrl(item.thumbnail);
  return (
    <li className="checkout-line">
      <div className="checkout-line__image">
        {image ? <img src={image} alt="" width={72} height={72} loading="lazy" decoding="async" /> : null}
        <span className="checkout-line__qty" aria-hidden="true">
          {item.qty}
        </span>
      </div>
      <div className="checkout-line__body">
        <p className="checkout-line__name">{item.name}</p>
        {optionLabels(item).map((option) => (
          <p key={option.label} className="checkout-line__option">
            {option.label}: {option.value}
          </p>
        ))}
        <p className="checkout-line__option">{t('Quantity: {qty}', { qty: item.qty })}</p>
        {/* A line that sold out while in the cart stays in it (spec 01 §9) and says so wherever it is shown. */}
        {item.errors?.stock ? <p className="checkout-line__stock">{t(item.errors.stock)}</p> : null}
      </div>
      <p className="checkout-line__price">{formatPrice(lineRowCents(item))}</p>
    </li>
  );
}
