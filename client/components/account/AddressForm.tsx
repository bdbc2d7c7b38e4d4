import { ADDRESS_MAX_LENGTH as MAX } from '../../../shared/commerce/address.js';
import { useId, useState } from 'react';
import { validateAddress, type AddressForm as AddressFormValues } from '../../../shared/account/account-forms.js';
import { SHIPPING_COUNTRIES } from '../../../shared/account/address-book.js';
import { useStoreView, useT } from '../../i18n.js';
import { Button } from '../ui/Button.js';
import { FormField } from './FormField.js';
import { useForm } from './use-form.js';

export interface AddressFormProps {
  initial: AddressFormValues;
  initialDefault: boolean;
  onSave: (values: AddressFormValues, makeDefault: boolean) => Promise<void>;
  onCancel: () => void;
}

/** Add or edit one shipping address (spec 02 §5 rules: names 2 letters, zip-code 3, required fields). */
export function AddressForm({ initial, initialDefault, onSave, onCancel }: AddressFormProps) {
  const t = useT();
  const store = useStoreView();
  const countryId = useId();
  const defaultId = useId();
  const form = useForm(initial, validateAddress);
  const [makeDefault, setMakeDefault] = useState(initialDefault);
  const countryName = new Intl.DisplayNames([store.locale], { type: 'region' });
  const { values, errors, set } = form;
  return (
    <form className="account-card address-form" onSubmit={form.onSubmit((v) => onSave(v, makeDefault))} noValidate>
      <div className="account-form__pair">
        <FormField label={t('First name')} maxLength={MAX.name} autoComplete="given-name" required value={values.firstname} onValueChange={set('firstname')} error={errors.firstname} />
        <FormField label={t('Last name')} maxLength={MAX.name} autoComplete="family-name" required value={values.lastname} onValueChange={set('lastname')} error={errors.lastname} />
      </div>
      <div className="account-form__pair account-form__pair--street">
        <FormField label={t('Street')} maxLength={MAX.street} autoComplete="address-line1" required value={values.street} onValueChange={set('street')} error={errors.street} />
        <FormField label={t('House number')} maxLength={MAX.houseNumber} autoComplete="address-line2" value={values.houseNumber} onValueChange={set('houseNumber')} />
      </div>
      <div className="account-form__pair">
        <FormField label={t('Zip-code')} maxLength={MAX.postcode} autoComplete="postal-code" required value={values.postcode} onValueChange={set('postcode')} error={errors.postcode} />
        <FormField label={t('City')} maxLength={MAX.city} autoComplete="address-level2" required value={values.city} onValueChange={set('city')} error={errors.city} />
      </div>
      <div className="field">
        <label htmlFor={countryId} className="label">
          {t('Country')}
        </label>
        <select id={countryId} className="select" autoComplete="country" value={values.country_id} onChange={(event) => set('country_id')(event.target.value)}>
          {[...SHIPPING_COUNTRIES]
            .map((code) => ({ code, name: countryName.of(code) ?? code }))
            .sort((a, b) => a.name.localeCompare(b.name, store.locale))
            .map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
        </select>
      </div>
      <div className="checkbox">
        <input id={defaultId} type="checkbox" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />
        <label htmlFor={defaultId}>{t('Use as my default shipping address')}</label>
      </div>
      <div className="account-actions">
        <Button type="submit" variant="primary" disabled={form.busy}>
          {t('Save address')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
