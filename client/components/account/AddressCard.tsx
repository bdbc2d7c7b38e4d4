import type { CustomerAddress } from '../../../shared/account/session-rules.js';
import { useStoreView, useT } from '../../i18n.js';

export interface AddressCardProps {
  address: CustomerAddress;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

/** One address of the book, with its actions; names the address in each action for screen readers. */
export function AddressCard({ address, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const t = useT();
  const store = useStoreView();
  const country = new Intl.DisplayNames([store.locale], { type: 'region' }).of(address.country_id) ?? address.country_id;
  const name = `${address.firstname} ${address.lastname}, ${address.street.filter(Boolean).join(' ')}`;
  return (
    <li className={`address-card${address.default_shipping ? ' address-card--default' : ''}`}>
      {address.default_shipping ? <span className="address-card__badge">{t('Default shipping address')}</span> : null}
      <address className="address-card__text">
        <strong>
          {address.firstname} {address.lastname}
        </strong>
        <span>{address.street.filter(Boolean).join(' ')}</span>
        <span>
          {address.postcode} {address.city}
        </span>
        <span>{country}</span>
      </address>
      <div className="address-card__actions">
        <button type="button" className="text-link" onClick={onEdit} aria-label={`${t('Edit')}: ${name}`}>
          {t('Edit')}
        </button>
        {address.default_shipping ? null : (
          <button type="button" className="text-link" onClick={onMakeDefault} aria-label={`${t('Make default')}: ${name}`}>
            {t('Make default')}
          </button>
        )}
        <button type="button" className="text-link text-link--danger" onClick={onDelete} aria-label={`${t('Delete')}: ${name}`}>
          {t('Delete')}
        </button>
      </div>
    </li>
  );
}
