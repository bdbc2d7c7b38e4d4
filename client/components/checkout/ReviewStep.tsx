// Step 4, review (issue 4 §3, issue 6): the addresses and methods at a glance, terms and conditions and withdrawal
// policy links, the required "I accept the terms" checkbox and the final button 'Order with obligation to pay'.
import { Fragment, type ReactNode } from 'react';
import { Link } from '../ui/Link.js';
import { summarizeCart } from '../../../shared/cart/totals.js';
import { hasErrors } from '../../../shared/checkout/checkout-validation.js';
import { localizePath } from '../../../shared/store-views.js';
import { useCart } from '../../cart/use-cart.js';
import { openStep, setTermsAccepted, submitStep, useCheckout } from '../../checkout/checkout-store.js';
import { placeOrder } from '../../checkout/place-order.js';
import { useStoreView, useT } from '../../i18n.js';
import { formatPrice } from '../../../shared/money.js';
import { paymentMethodName } from '../../../shared/commerce/method-names.js';
import { Button } from '../ui/Button.js';
import { AddressSummary } from './AddressSummary.js';
import { CheckoutStepSection } from './CheckoutStepSection.js';
import { useMeetsMinimum } from './MinimumOrderNotice.js';
import { SoldOutNotice, soldOutLines } from './SoldOutNotice.js';
import { useStepErrors } from './step-errors.js';

/** Puts links into a translated sentence at its {name} places, so each language keeps its own word order. */
function withLinks(text: string, links: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name && links[name] ? <Fragment key={index}>{links[name]}</Fragment> : part;
  });
}

export const ORDER_BUTTON_TEXT = 'Order with obligation to pay';

export function ReviewStep() {
  const t = useT();
  const store = useStoreView();
  const details = useCheckout((s) => s.details);
  const isPlacing = useCheckout((s) => s.isPlacing);
  const errors = useStepErrors('review');
  const methods = useCart((s) => s.paymentMethods);
  const items = useCart((s) => s.cartItems);
  const segments = useCart((s) => s.platformTotalSegments);
  const { meets } = useMeetsMinimum();
  const method = methods.find((m) => m.code === details.paymentDetails.paymentMethod);
  const vatId = details.paymentDetails.taxId.trim();
  const methodName = paymentMethodName(method?.code ?? details.paymentDetails.paymentMethod, store.language);

  const onOrder = () => {
    if (hasErrors(submitStep('review'))) return document.getElementById('review-terms')?.focus();
    void placeOrder({ storeCode: store.code, translate: t, paymentTitle: methodName });
  };

  return (
    <CheckoutStepSection step="review" number={4} title={t('Review and order')}>
      <div className="checkout-review">
        <div className="checkout-review__block">
          <h3>{t('Shipping address')}</h3>
          <AddressSummary address={details.shippingDetails} />
          <button type="button" className="checkout-link-button" onClick={() => openStep('shipping')}>
            {t('Change')}
            <span className="visually-hidden"> {t('Shipping address')}</span>
          </button>
        </div>
        <div className="checkout-review__block">
          <h3>{t('Payment method')}</h3>
          <p>{methodName}</p>
          {vatId && (
            <p data-testid="review-vat-id">
              {t('VAT ID')}: {vatId}
            </p>
          )}
          <button type="button" className="checkout-link-button" onClick={() => openStep('payment')}>
            {t('Change')}
            <span className="visually-hidden"> {t('Payment method')}</span>
          </button>
        </div>
      </div>
      <label className="checkbox checkout-terms">
        <input id="review-terms" type="checkbox" checked={details.termsAccepted} onChange={(event) => setTermsAccepted(event.target.checked)} aria-invalid={errors.termsAccepted ? true : undefined} aria-describedby={errors.termsAccepted ? 'review-terms-error' : undefined} required />
        <span>
          {withLinks(t('I accept the {terms} and have read the {withdrawal}.'), {
            terms: <Link to={localizePath(store.code, '/agb')} target="_blank">{t('terms and conditions')}</Link>,
            withdrawal: <Link to={localizePath(store.code, '/widerruf')} target="_blank">{t('withdrawal policy')}</Link>,
          })}
          <span className="checkout-required" aria-hidden="true"> *</span>
        </span>
      </label>
      {errors.termsAccepted && (
        <p id="review-terms-error" className="field-error" role="alert">
          {t(errors.termsAccepted.message)}
        </p>
      )}
      <SoldOutNotice />
      <div className="checkout-order">
        <p className="checkout-order__total">
          <span>{t('Grand total')}</span>
          <strong>{formatPrice(summarizeCart(items, segments).grandTotal)}</strong>
        </p>
        <Button type="button" variant="accent" size="lg" block onClick={onOrder} disabled={isPlacing || !meets || items.length === 0 || soldOutLines(items).length > 0} aria-busy={isPlacing}>
          {isPlacing ? t('Placing your order …') : t(ORDER_BUTTON_TEXT)}
        </Button>
      </div>
    </CheckoutStepSection>
  );
}
