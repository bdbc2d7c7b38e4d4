import type { RefObject } from 'react';
import { Link } from '../ui/Link.js';
import type { CartConfig } from '../../../shared/cart/cart-config.js';
import type { AppliedCoupon, CartItem, TotalSegment } from '../../../shared/cart/cart-types.js';
import { countCartItems } from '../../../shared/cart/line-matching.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { buttonClass } from '../ui/Button.js';
import { Icon } from '../ui/Icon.js';
import { CartTotals } from './CartTotals.js';
import { CouponForm } from './CouponForm.js';
import { MiniCartLine } from './MiniCartLine.js';

export interface MiniCartPanelProps {
  items: readonly CartItem[];
  segments: readonly TotalSegment[] | null;
  coupon: AppliedCoupon | null;
  busy: boolean;
  /** A server cart exists: discount codes can be applied. */
  connected: boolean;
  config: CartConfig;
  titleId: string;
  panelRef?: RefObject<HTMLElement>;
  closeRef?: RefObject<HTMLButtonElement>;
  onClose: () => void;
  onRemove: (item: CartItem) => void;
}

/** The drawer's content: lines, discount code, totals and the way to the checkout, or the empty state. */
export function MiniCartPanel({ items, segments, coupon, busy, connected, config, titleId, panelRef, closeRef, onClose, onRemove }: MiniCartPanelProps) {
  const t = useT();
  const store = useStoreView();
  const count = countCartItems(items, config.minicartCountType);
  return (
    <aside ref={panelRef} className="minicart" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-busy={busy}>
      <header className="minicart__head">
        <h2 id={titleId} className="minicart__title">
          {t('Shopping cart')} {count > 0 ? <span className="minicart__count">({count})</span> : null}
        </h2>
        <button ref={closeRef} type="button" className="icon-button" onClick={onClose} aria-label={t('Close shopping cart')}>
          <Icon name="close" />
        </button>
      </header>
      {items.length === 0 ? (
        <div className="minicart__empty">
          <Icon name="bag" size={48} />
          <p className="minicart__empty-title">{t('Your shopping cart is empty.')}</p>
          <p>{t('Discover our shoes and find a pair you love.')}</p>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            {t('Continue shopping')}
          </button>
        </div>
      ) : (
        <>
          <ul className="minicart__lines">
            {items.map((item) => (
              <MiniCartLine key={item.checksum} item={item} busy={busy} config={config} onRemove={onRemove} onNavigate={onClose} />
            ))}
          </ul>
          <div className="minicart__foot">
            {connected && config.synchronizeTotals ? <CouponForm coupon={coupon} busy={busy} /> : null}
            <CartTotals items={items} segments={segments} coupon={coupon} />
            <Link to={localizePath(store.code, '/checkout')} className={buttonClass('accent', 'lg', true)} onClick={onClose}>
              {t('Proceed to checkout')}
            </Link>
          </div>
        </>
      )}
    </aside>
  );
}
