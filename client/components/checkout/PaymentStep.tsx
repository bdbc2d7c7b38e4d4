// Step 3, payment (spec 02 §3 paymentDetails): billing address the same as the shipping address by default, an
// optional tax ID, the method and its form. A card is checked by Payone and Klarna authorizes before the step
// completes, so the order can be placed with their tokens.
import { useRef, useState, type FormEvent } from 'react';
import type { CartPaymentMethod } from '../../../shared/cart/cart-types.js';
import { hasErrors } from '../../../shared/checkout/checkout-validation.js';
import { paymentFormKind } from '../../../shared/checkout/payment-forms.js';
import { cart } from '../../cart/cart.js';
import { useCart } from '../../cart/use-cart.js';
import { pushCheckoutStep } from '../../checkout/checkout-analytics.js';
import { checkoutStore, setSameAddress, setStepMessage, submitStep, updatePayment, updatePaymentForm, useCheckout } from '../../checkout/checkout-store.js';
import { authorizeKlarna } from '../../checkout/klarna.js';
import { useMethodsArriving, whenMethodsArrive } from '../../checkout/when-methods-arrive.js';
import { checkCard } from '../../checkout/payone-card.js';
import { ADDRESS_MAX_LENGTH } from '../../../shared/commerce/address.js';
import { paymentMethodName } from '../../../shared/commerce/method-names.js';
import { useStoreView, useT } from '../../i18n.js';
import { Button } from '../ui/Button.js';
import { AddressFields } from './AddressFields.js';
import { AddressSummary } from './AddressSummary.js';
import { CheckoutStepSection } from './CheckoutStepSection.js';
import { FormField } from './FormField.js';
import { PaymentMethodList } from './PaymentMethodList.js';
import { focusFirstError, useStepErrors } from './step-errors.js';

export function choosePaymentMethod(method: CartPaymentMethod): void {
  updatePayment({ paymentMethod: method.code, paymentMethodAdditional: {} });
  void cart.setPaymentMethod(method);
  pushCheckoutStep('payment', method.code);
}

/** Card check or Klarna authorization before the step's rules run; false when it did not work. */
async function confirmWithProvider(code: string): Promise<boolean> {
  const kind = paymentFormKind(code);
  const form = checkoutStore.getState().details.paymentDetails.paymentMethodAdditional;
  if (kind === 'creditcard' && !form.pseudocardpan && form.firstname?.trim() && form.lastname?.trim()) {
    const result = await checkCard();
    if (!result.ok) return setStepMessage('payment', result.message), false;
    updatePaymentForm({ pseudocardpan: result.pseudocardpan, cardtype: result.cardtype, truncatedcardpan: result.truncatedcardpan });
  }
  if (kind === 'klarna' && !form.authorization_token) {
    const token = await authorizeKlarna(code);
    if (token) updatePaymentForm({ authorization_token: token });
  }
  return true;
}

export function PaymentStep() {
  const t = useT();
  const store = useStoreView();
  const payment = useCheckout((s) => s.details.paymentDetails);
  const isSameAddress = useCheckout((s) => s.details.isSameAddress);
  const shippingCountry = useCheckout((s) => s.details.shippingDetails.country);
  const methods = useCart((s) => s.paymentMethods);
  const methodsArriving = useMethodsArriving(methods.length);
  const errors = useStepErrors('payment');
  const formRef = useRef<HTMLFormElement>(null);
  const [checking, setChecking] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    try {
      await whenMethodsArrive(checkoutStore.getState().details.paymentDetails.paymentMethod);
      const method = checkoutStore.getState().details.paymentDetails.paymentMethod;
      if (method && !(await confirmWithProvider(method))) return;
    } finally {
      setChecking(false);
    }
    if (hasErrors(submitStep('payment'))) focusFirstError(formRef.current);
  };

  const title = payment.paymentMethod ? paymentMethodName(payment.paymentMethod, store.language) : null;
  const summary = (
    <>
      {isSameAddress ? <p>{t('Billing address is the same as the shipping address')}</p> : <AddressSummary address={payment} />}
      {title && <p className="checkout-step__summary-note">{title}</p>}
    </>
  );

  return (
    <CheckoutStepSection step="payment" number={3} title={t('Payment')} summary={summary}>
      <form ref={formRef} className="checkout-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <label className="checkbox">
          <input type="checkbox" checked={isSameAddress} onChange={(event) => setSameAddress(event.target.checked)} />
          <span>{t('Billing address is the same as the shipping address')}</span>
        </label>
        {!isSameAddress && <AddressFields idPrefix="billing" section="billing" address={payment} errors={errors} onChange={updatePayment} />}
        <FormField id="billing-tax-id" label={t('VAT ID (optional)')} value={payment.taxId} onValue={(taxId) => updatePayment({ taxId })} error={errors.taxId} autoComplete="off" maxLength={ADDRESS_MAX_LENGTH.vatId} />
        <PaymentMethodList methods={methods} chosen={payment.paymentMethod} form={payment.paymentMethodAdditional} errors={errors} country={isSameAddress ? shippingCountry : payment.country} onChoose={choosePaymentMethod} arriving={methodsArriving} />
        <Button type="submit" variant="primary" size="lg" className="checkout-form__next" disabled={checking} aria-busy={checking}>
          {t('Continue to review')}
        </Button>
      </form>
    </CheckoutStepSection>
  );
}
