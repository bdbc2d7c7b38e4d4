import { countryName, streetLine } from '../../../shared/commerce/postal-address.js';
import { useStoreView, useT } from '../../i18n.js';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** An order's billing or shipping address (as stored with the order). */
export function OrderAddress({ title, address }: { title: string; address: Record<string, unknown> | null | undefined }) {
  const t = useT();
  const store = useStoreView();
  const street = streetLine(address?.street);
  return (
    <div className="order-detail__block">
      <h3 className="order-detail__subtitle">{title}</h3>
      {address ? (
        <address className="address-card__text">
          <span>
            {text(address.firstname)} {text(address.lastname)}
          </span>
          <span>{street}</span>
          <span>
            {text(address.postcode)} {text(address.city)}
          </span>
          <span>{countryName(text(address.country_id), store.locale)}</span>
        </address>
      ) : (
        <p className="account-empty">{t('No address')}</p>
      )}
    </div>
  );
}
