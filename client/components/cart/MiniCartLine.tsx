import { Link } from '../ui/Link.js';
import type { CartItem } from '../../../shared/cart/cart-types.js';
import { lineDiscountCents, lineRowCents } from '../../../shared/cart/totals.js';
import { productImageUrl } from '../../../shared/routing/urls.js';
import { formatPrice } from '../../../shared/money.js';
import type { CartConfig } from '../../../shared/cart/cart-config.js';
import { useStoreView, useT } from '../../i18n.js';
import { cart } from '../../cart/cart.js';
import { lineProductUrl, maxLineQty, optionLabels } from './cart-view.js';
import { QuantityStepper } from './QuantityStepper.js';
import { LowestPriceNote } from '../legal/LowestPriceNote.js';
import { openCartEdit } from '../product/cart-edit.js';

/** The thumbnail's size in pixels (square, generated at this size by the image service). */
export const CART_THUMBNAIL_SIZE = 200;

export interface MiniCartLineProps {
  item: CartItem;
  busy: boolean;
  config: Pick<CartConfig, 'displayItemDiscounts' | 'maxSaleQty'>;
  onRemove: (item: CartItem) => void;
  /** The product link was followed (the drawer closes). */
  onNavigate: () => void;
}

export function MiniCartLine({ item, busy, config, onRemove, onNavigate }: MiniCartLineProps) {
  const t = useT();
  const store = useStoreView();
  const href = lineProductUrl(store.code, item);
  const image = productImageUrl(item.thumbnail);
  const row = lineRowCents(item);
  const discount = config.displayItemDiscounts ? lineDiscountCents(item) : 0;
  return (
    <li className="minicart-line">
      <div className="minicart-line__image">
        {image ? <img src={image} alt="" width={CART_THUMBNAIL_SIZE} height={CART_THUMBNAIL_SIZE} loading="lazy" decoding="async" /> : null}
      </div>
      <div className="minicart-line__body">
        <p className="minicart-line__name">
          {href ? (
            <Link to={href} onClick={onNavigate}>
              {item.name}
            </Link>
          ) : (
            item.name
          )}
        </p>
        {optionLabels(item).map((option) => (
          <p key={option.label} className="minicart-line__option">
            {option.label}: {option.value}
          </p>
        ))}
        {item.errors?.stock ? <p className="minicart-line__stock minicart-line__stock--error">{t(item.errors.stock)}</p> : null}
        {!item.errors?.stock && item.info?.stock ? <p className="minicart-line__stock">{t(item.info.stock)}</p> : null}
        {typeof item.lowestPriorCents === 'number' ? <LowestPriceNote cents={item.lowestPriorCents} /> : null}
        <div className="minicart-line__actions">
          <QuantityStepper value={item.qty} max={maxLineQty(item, config)} name={item.name} disabled={busy} onChange={(qty) => cart.updateQuantity(item.checksum, qty)} onRemove={() => onRemove(item)} />
          {href ? (
            <Link
              to={href}
              className="minicart-line__edit"
              onClick={() => {
                openCartEdit(item);
                onNavigate();
              }}
            >
              {/* The name starts with the visible word in every language (WCAG 2.5.3 label in name). */}
              {t('Edit')}
              <span className="visually-hidden"> {item.name}</span>
            </Link>
          ) : null}
          <button type="button" className="minicart-line__remove" onClick={() => onRemove(item)} aria-label={t('Remove {name}', { name: item.name })}>
            {t('Remove')}
          </button>
        </div>
      </div>
      <p className="minicart-line__price">
        {discount > 0 ? <s className="minicart-line__price-old">{formatPrice(row)}</s> : null}
        <span>{formatPrice(row - discount)}</span>
      </p>
    </li>
  );
}
