// SEPA direct debit (spec 02 §2 payone_debit_payment): bank country DE, AT or CH (default DE), IBAN, BIC, currency
// EUR. The spec shows no message for an incomplete form; the shop says what is wrong (IBAN 10–34, BIC 8–11).
import type { FieldErrors } from '../../../shared/checkout/checkout-validation.js';
import { DEFAULT_BANK_COUNTRY, SEPA_BANK_COUNTRIES } from '../../../shared/checkout/payment-forms.js';
import { updatePaymentForm } from '../../checkout/checkout-store.js';
import { useStoreView, useT } from '../../i18n.js';
import { FormField } from './FormField.js';
import { SelectField } from './SelectField.js';

export function SepaForm({ form, errors }: { form: Record<string, string>; errors: FieldErrors }) {
  const t = useT();
  const store = useStoreView();
  const names = new Intl.DisplayNames([store.locale], { type: 'region' });
  const countries = SEPA_BANK_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }));
  return (
    <div className="checkout-method-form" data-method-form="sepa">
      <SelectField id="sepa-bank-country" label={t('Bank country')} value={form.bankcountry || DEFAULT_BANK_COUNTRY} options={countries} onValue={(bankcountry) => updatePaymentForm({ bankcountry })} error={errors.bankcountry} required />
      <FormField id="sepa-iban" label={t('IBAN')} value={form.iban ?? ''} onValue={(iban) => updatePaymentForm({ iban })} error={errors.iban} autoComplete="off" spellCheck={false} required />
      <FormField id="sepa-bic" label={t('BIC')} value={form.bic ?? ''} onValue={(bic) => updatePaymentForm({ bic })} error={errors.bic} autoComplete="off" spellCheck={false} required />
      <p className="hint">{t('The amount is debited in EUR from this account once the order is shipped.')}</p>
    </div>
  );
}
