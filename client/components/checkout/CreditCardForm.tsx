// Credit card (spec 02 §2 payone_creditcard): card number, security code and expiry month/year live in Payone's
// hosted iframes, configured from POST /api/payone/creditcardcheck (the server signs the request); cardholder first
// and last name are the shop's own fields (trimmed, required, marked with an asterisk); Payone writes its errors
// into the error output area. The check runs when the shopper continues (CardCheck in payone-card.ts).
import { useEffect, useState } from 'react';
import type { FieldErrors } from '../../../shared/checkout/checkout-validation.js';
import { CARD_FIELD_IDS } from '../../../shared/checkout/payone-hosted-fields.js';
import { CARD_TYPES } from '../../../shared/checkout/payment-forms.js';
import { updatePaymentForm } from '../../checkout/checkout-store.js';
import { mountCardFields, type CardFieldsState } from '../../checkout/payone-card.js';
import { useStoreView, useT } from '../../i18n.js';
import { FormField } from './FormField.js';

export function CreditCardForm({ form, errors }: { form: Record<string, string>; errors: FieldErrors }) {
  const t = useT();
  const store = useStoreView();
  const [fields, setFields] = useState<CardFieldsState>('loading');

  useEffect(() => {
    let live = true;
    void mountCardFields(store.language).then((state) => live && setFields(state));
    return () => {
      live = false;
    };
  }, [store.language]);

  return (
    <div className="checkout-method-form" data-method-form="creditcard">
      <p className="checkout-card-types">
        {t('We accept')}: {CARD_TYPES.map((type) => type.name).join(', ')}
      </p>
      <div className="checkout-form__row">
        <FormField id="card-first-name" label={t('Cardholder first name')} value={form.firstname ?? ''} onValue={(firstname) => updatePaymentForm({ firstname, pseudocardpan: '' })} error={errors.cardFirstname} autoComplete="cc-given-name" required />
        <FormField id="card-last-name" label={t('Cardholder last name')} value={form.lastname ?? ''} onValue={(lastname) => updatePaymentForm({ lastname, pseudocardpan: '' })} error={errors.cardLastname} autoComplete="cc-family-name" required />
      </div>
      <div className="checkout-card-fields" aria-busy={fields === 'loading'}>
        <div className="field">
          <span className="label" id="card-number-label">
            {t('Card number')}
            <span className="checkout-required" aria-hidden="true"> *</span>
          </span>
          <div id={CARD_FIELD_IDS.cardpan} className="checkout-hosted-field" role="group" aria-labelledby="card-number-label" />
        </div>
        <div className="checkout-form__row checkout-form__row--card">
          <div className="field">
            <span className="label" id="card-month-label">{t('Expiry month')} *</span>
            <div id={CARD_FIELD_IDS.cardexpiremonth} className="checkout-hosted-field" role="group" aria-labelledby="card-month-label" />
          </div>
          <div className="field">
            <span className="label" id="card-year-label">{t('Expiry year')} *</span>
            <div id={CARD_FIELD_IDS.cardexpireyear} className="checkout-hosted-field" role="group" aria-labelledby="card-year-label" />
          </div>
          <div className="field">
            <span className="label" id="card-cvc-label">{t('Security code')} *</span>
            <div id={CARD_FIELD_IDS.cardcvc2} className="checkout-hosted-field" role="group" aria-labelledby="card-cvc-label" />
          </div>
        </div>
      </div>
      <div id={CARD_FIELD_IDS.error} className="checkout-card-error field-error" role="alert" aria-live="polite">
        {fields === 'unavailable' ? t('The card form could not be loaded. Please choose another payment method or try again later.') : errors.card ? t(errors.card.message) : null}
      </div>
      {form.truncatedcardpan && form.pseudocardpan && <p className="hint">{t('Card checked: {card}', { card: form.truncatedcardpan })}</p>}
    </div>
  );
}
