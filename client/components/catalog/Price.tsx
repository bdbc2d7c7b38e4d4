import type { DisplayPrice } from '../../../shared/catalog/prices.js';
import { formatPrice } from '../../../shared/money.js';
import { useT } from '../../i18n.js';
import { LowestPriceNote } from '../legal/LowestPriceNote.js';

/**
 * A price in the shop's format; a reduced price shows the regular one struck through beside it, and below it the
 * lowest price of the 30 days before the reduction (Omnibus, PAngV §11) when the catalogue knows it. The cheapest of
 * several prices (sizes that cost different amounts) says "from".
 */
export function Price({ price, size = 'normal' }: { price: DisplayPrice; size?: 'normal' | 'large' }) {
  const t = useT();
  return (
    <>
      <p className={`price price--${size}${price.isReduced ? ' price--reduced' : ''}`}>
        {price.isFrom && <span className="price__from">{t('from')} </span>}
        {price.isReduced ? (
          <>
            <span className="visually-hidden">{t('Special price')}</span>
            <span className="price__final">{formatPrice(price.finalCents)}</span>{' '}
            <span className="visually-hidden">{t('Regular price')}</span>
            <s className="price__regular">{formatPrice(price.regularCents)}</s>
          </>
        ) : (
          <span className="price__final">{formatPrice(price.finalCents)}</span>
        )}
      </p>
      {price.isReduced && typeof price.lowestPriorCents === 'number' ? <LowestPriceNote cents={price.lowestPriorCents} /> : null}
    </>
  );
}
