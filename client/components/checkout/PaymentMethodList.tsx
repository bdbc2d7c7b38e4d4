// The payment methods the cart offers (GET /api/cart/payment-methods; Payone methods only when Payone is set up),
// as radio buttons; the chosen method's form opens below it.
import type { CartPaymentMethod } from '../../../shared/cart/cart-types.js';
import type { FieldErrors } from '../../../shared/checkout/checkout-validation.js';
import { paymentFormKind } from '../../../shared/checkout/payment-forms.js';
import { paymentMethodName } from '../../../shared/commerce/method-names.js';
import { useStoreView, useT } from '../../i18n.js';
import { PaymentMethodForm } from './PaymentMethodForm.js';

export interface PaymentMethodListProps {
  methods: readonly CartPaymentMethod[];
  chosen: string;
  form: Record<string, string>;
  errors: FieldErrors;
  country: string;
  onChoose: (method: CartPaymentMethod) => void;
  /** The cart is still fetching the methods: say so rather than show an empty list. */
  arriving?: boolean;
}

/** Apple Pay has no form here and is not offered in this checkout (spec 02 §2 "form is not shown"). */
export const offeredPaymentMethods = (methods: readonly CartPaymentMethod[]) => methods.filter((m) => paymentFormKind(m.code) !== 'hidden');

export function PaymentMethodList({ methods, chosen, form, errors, country, onChoose, arriving = false }: PaymentMethodListProps) {
  const t = useT();
  const { language } = useStoreView();
  return (
    <fieldset className="checkout-choices" aria-describedby={errors.paymentMethod ? 'payment-method-error' : undefined}>
      <legend className="checkout-choices__legend">{t('Payment method')}</legend>
      {arriving && <p className="hint">{t('Loading the payment methods …')}</p>}
      {offeredPaymentMethods(methods).map((method) => {
        const id = `payment-${method.code}`;
        const isChosen = chosen === method.code;
        return (
          <div key={method.code} className={isChosen ? 'checkout-choice-group checkout-choice-group--open' : 'checkout-choice-group'}>
            <label className="checkout-choice" htmlFor={id}>
              <input id={id} type="radio" name="payment-method" value={method.code} checked={isChosen} onChange={() => onChoose(method)} />
              <span className="checkout-choice__text">
                <span className="checkout-choice__title">{paymentMethodName(method.code, language)}</span>
              </span>
            </label>
            {isChosen && <PaymentMethodForm code={method.code} title={paymentMethodName(method.code, language)} form={form} errors={errors} country={country} />}
          </div>
        );
      })}
      {errors.paymentMethod && (
        <p id="payment-method-error" className="field-error" role="alert">
          {t(errors.paymentMethod.message)}
        </p>
      )}
    </fieldset>
  );
}
