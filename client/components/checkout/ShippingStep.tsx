// Step 2, shipping (spec 02 §3 shippingDetails): the delivery address and the shipping method. A new country asks
// the server for its shipping methods and totals again.
import { useRef, useState, type FormEvent } from 'react';
import type { CartShippingMethod } from '../../../shared/cart/cart-types.js';
import { hasErrors } from '../../../shared/checkout/checkout-validation.js';
import { useCart } from '../../cart/use-cart.js';
import { cart } from '../../cart/cart.js';
import { checkoutStore, submitStep, updateShipping, useCheckout } from '../../checkout/checkout-store.js';
import { useMethodsArriving, whenMethodsArrive } from '../../checkout/when-methods-arrive.js';
import { shippingMethodName } from '../../../shared/commerce/method-names.js';
import { useStoreView, useT } from '../../i18n.js';
import { Button } from '../ui/Button.js';
import { AddressFields } from './AddressFields.js';
import { AddressSummary } from './AddressSummary.js';
import { CheckoutStepSection } from './CheckoutStepSection.js';
import { ShippingMethodList } from './ShippingMethodList.js';
import { focusFirstError, useStepErrors } from './step-errors.js';

export function chooseShippingMethod(method: CartShippingMethod): void {
  updateShipping({ shippingMethod: method.method_code, shippingCarrier: method.carrier_code });
  void cart.setShippingMethod(method);
}

export function ShippingStep() {
  const t = useT();
  const store = useStoreView();
  const shipping = useCheckout((s) => s.details.shippingDetails);
  const methods = useCart((s) => s.shippingMethods);
  const methodsArriving = useMethodsArriving(methods.length);
  const errors = useStepErrors('shipping');
  const formRef = useRef<HTMLFormElement>(null);
  const [waiting, setWaiting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setWaiting(true);
    try {
      await whenMethodsArrive(checkoutStore.getState().details.shippingDetails.shippingMethod);
    } finally {
      setWaiting(false);
    }
    if (hasErrors(submitStep('shipping'))) focusFirstError(formRef.current);
  };

  const onAddress = (patch: Parameters<typeof updateShipping>[0]) => {
    updateShipping(patch);
    if (patch.country) void cart.syncTotals({ forceServerSync: true });
  };

  const chosen = methods.find((m) => m.method_code === shipping.shippingMethod && m.carrier_code === shipping.shippingCarrier);
  const chosenTitle = chosen ? shippingMethodName(chosen.carrier_code, chosen.method_code, store.language) : null;
  const summary = (
    <>
      <AddressSummary address={shipping} />
      {chosenTitle && <p className="checkout-step__summary-note">{chosenTitle}</p>}
    </>
  );

  return (
    <CheckoutStepSection step="shipping" number={2} title={t('Shipping')} summary={summary}>
      <form ref={formRef} className="checkout-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <AddressFields idPrefix="shipping" section="shipping" address={shipping} errors={errors} onChange={onAddress} />
        <ShippingMethodList methods={methods} chosen={{ carrier: shipping.shippingCarrier, method: shipping.shippingMethod }} country={shipping.country} onChoose={chooseShippingMethod} error={errors.shippingMethod} arriving={methodsArriving} />
        <Button type="submit" variant="primary" size="lg" className="checkout-form__next" disabled={waiting} aria-busy={waiting}>
          {t('Continue to payment')}
        </Button>
      </form>
    </CheckoutStepSection>
  );
}
