import { useState } from 'react';
import { addressFromForm, deleteAddress, formFromAddress, saveAddress, setDefaultAddress } from '../../../shared/account/address-book.js';
import type { CustomerAddress, CustomerProfile } from '../../../shared/account/session-rules.js';
import { useT } from '../../i18n.js';
import { account } from '../../session/account.js';
import { Button } from '../ui/Button.js';
import { AddressCard } from './AddressCard.js';
import { AddressForm } from './AddressForm.js';

type Editing = { index: number | null } | null;

/** The shipping address book: add, edit, delete and choose the default; every change is saved whole. */
export function AddressBook({ profile }: { profile: CustomerProfile }) {
  const t = useT();
  const [editing, setEditing] = useState<Editing>(null);
  const addresses = profile.addresses;
  const save = async (next: CustomerAddress[]) => {
    if (await account.saveAddresses(next)) setEditing(null);
  };
  const current = editing?.index != null ? addresses[editing.index] : null;
  return (
    <section className="account-card" aria-labelledby="addresses-title">
      <div className="account-card__head">
        <h2 id="addresses-title" className="account-card__title">
          {t('Shipping addresses')}
        </h2>
        {editing ? null : (
          <Button variant="secondary" size="sm" onClick={() => setEditing({ index: null })}>
            {t('Add a new address')}
          </Button>
        )}
      </div>
      {editing ? (
        <AddressForm
          initial={formFromAddress(current, profile)}
          initialDefault={current?.default_shipping === true || addresses.length === 0}
          onSave={(values, makeDefault) => save(saveAddress(addresses, editing.index, addressFromForm(values), makeDefault))}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {addresses.length === 0 && !editing ? <p className="account-empty">{t('You have no saved addresses yet.')}</p> : null}
      <ul className="address-list">
        {addresses.map((address, index) => (
          <AddressCard
            key={address.id ?? index}
            address={address}
            onEdit={() => setEditing({ index })}
            onDelete={() => void save(deleteAddress(addresses, index))}
            onMakeDefault={() => void save(setDefaultAddress(addresses, index))}
          />
        ))}
      </ul>
    </section>
  );
}
