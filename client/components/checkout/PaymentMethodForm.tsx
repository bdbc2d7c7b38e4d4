// The form of the chosen payment method (spec 02 §2): card, SEPA, Klarna, a redirect notice for PayPal and online
// bank transfer, an info text for prepayment; Apple Pay shows no form.
import type { FieldErrors } from '../../../shared/checkout/checkout-validation.js';
import { paymentFormKind } from '../../../shared/checkout/payment-forms.js';
import { useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';
import { CreditCardForm } from './CreditCardForm.js';
import { KlarnaForm } from './KlarnaForm.js';
import { SepaForm } from './SepaForm.js';

export interface PaymentMethodFormProps {
  code: string;
  title: string;
  form: Record<string, string>;
  errors: FieldErrors;
  country: string;
}

export function PaymentMethodForm({ code, title, form, errors, country }: PaymentMethodFormProps) {
  const t = useT();
  switch (paymentFormKind(code)) {
    case 'creditcard':
      return <CreditCardForm form={form} errors={errors} />;
    case 'sepa':
      return <SepaForm form={form} errors={errors} />;
    case 'klarna':
      return <KlarnaForm methodCode={code} country={country} errors={errors} />;
    case 'redirect':
      return (
        <p className="checkout-method-note">
          <Icon name="info" size={20} />
          {t('After placing the order you will be redirected to {method} to complete the payment.', { method: title })}
        </p>
      );
    case 'info':
      return (
        <p className="checkout-method-note">
          <Icon name="banknote" size={20} />
          {t('Pay in advance by bank transfer. You will receive our bank details and the reference with your order confirmation; we reserve the goods for 7 days.')}
        </p>
      );
    default:
      return null;
  }
}
