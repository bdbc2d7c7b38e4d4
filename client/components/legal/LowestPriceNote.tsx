import { formatPrice } from '../../../shared/money.js';
import { useT } from '../../i18n.js';

/** Omnibus price indication (EU 2019/2161, PAngV §11): shown wherever a reduced price is shown. */
export function LowestPriceNote({ cents }: { cents: number }) {
  const t = useT();
  return <p className="price-lowest">{t('Lowest price in the last 30 days: {price}', { price: formatPrice(cents) })}</p>;
}
