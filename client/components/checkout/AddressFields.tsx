// The address fields of spec 02 §3 shared by the shipping and the billing address: names, company, street and
// house number, zip code and city, country (EU), phone.
import { useMemo } from 'react';
import type { AddressDetails } from '../../../shared/checkout/checkout-types.js';
import type { FieldErrors } from '../../../shared/checkout/checkout-validation.js';
import { ADDRESS_MAX_LENGTH as MAX } from '../../../shared/commerce/address.js';
import { useStoreView, useT } from '../../i18n.js';
import { countryOptions } from './countries.js';
import { FormField } from './FormField.js';
import { SelectField } from './SelectField.js';

export interface AddressFieldsProps {
  idPrefix: string;
  address: AddressDetails;
  errors: FieldErrors;
  onChange: (patch: Partial<AddressDetails>) => void;
  /** The autocomplete section (shipping or billing). */
  section: 'shipping' | 'billing';
}

export function AddressFields({ idPrefix, address, errors, onChange, section }: AddressFieldsProps) {
  const t = useT();
  const store = useStoreView();
  const countries = useMemo(() => countryOptions(store.locale), [store.locale]);
  const id = (name: string) => `${idPrefix}-${name}`;
  const ac = (token: string) => `${section} ${token}`;
  return (
    <div className="checkout-address">
      <div className="checkout-form__row">
        <FormField id={id('first-name')} maxLength={MAX.name} label={t('First name')} value={address.firstName} onValue={(firstName) => onChange({ firstName })} error={errors.firstName} autoComplete={ac('given-name')} required />
        <FormField id={id('last-name')} maxLength={MAX.name} label={t('Last name')} value={address.lastName} onValue={(lastName) => onChange({ lastName })} error={errors.lastName} autoComplete={ac('family-name')} required />
      </div>
      <FormField id={id('company')} maxLength={MAX.company} label={t('Company (optional)')} value={address.company} onValue={(company) => onChange({ company })} autoComplete={ac('organization')} />
      <div className="checkout-form__row checkout-form__row--street">
        <FormField id={id('street')} maxLength={MAX.street} label={t('Street')} value={address.streetAddress} onValue={(streetAddress) => onChange({ streetAddress })} error={errors.streetAddress} autoComplete={ac('address-line1')} required />
        <FormField id={id('house-number')} maxLength={MAX.houseNumber} label={t('House number')} value={address.apartmentNumber} onValue={(apartmentNumber) => onChange({ apartmentNumber })} error={errors.apartmentNumber} autoComplete={ac('address-line2')} required />
      </div>
      <div className="checkout-form__row checkout-form__row--city">
        <FormField id={id('zip')} maxLength={MAX.postcode} label={t('Zip code')} value={address.zipCode} onValue={(zipCode) => onChange({ zipCode })} error={errors.zipCode} autoComplete={ac('postal-code')} required />
        <FormField id={id('city')} maxLength={MAX.city} label={t('City')} value={address.city} onValue={(city) => onChange({ city })} error={errors.city} autoComplete={ac('address-level2')} required />
      </div>
      <SelectField id={id('country')} label={t('Country')} value={address.country} options={countries} onValue={(country) => onChange({ country })} error={errors.country} autoComplete={ac('country')} required />
      <FormField id={id('phone')} maxLength={MAX.telephone} type="tel" label={t('Phone number (optional)')} value={address.phoneNumber} onValue={(phoneNumber) => onChange({ phoneNumber })} error={errors.phoneNumber} autoComplete={ac('tel')} inputMode="tel" hint={t('Only for questions about the delivery.')} />
    </div>
  );
}
