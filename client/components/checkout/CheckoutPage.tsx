// The checkout screen (issue 4 §3): the four steps beside the order summary, or the thank-you page after the order,
// or a friendly empty state. The server render and hydration show a quiet placeholder: everything here is the
// shopper's own data from local storage.
import { useEffect } from 'react';
import { useCart } from '../../cart/use-cart.js';
import { useCheckout } from '../../checkout/checkout-store.js';
import { useCheckoutBootstrap } from '../../checkout/use-checkout-bootstrap.js';
import { useStoreView, useT } from '../../i18n.js';
import { ORDER_QUEUE_INDICATOR } from '../../shell/panels.js';
import { NoScriptNote } from '../ui/NoScriptNote.js';
import { useHydrated } from '../ui/use-hydrated.js';
import { EmptyCheckout } from './EmptyCheckout.js';
import { OrderQueueIndicator } from './OrderQueueIndicator.js';
import { OrderSummary } from './OrderSummary.js';
import { PaymentStep } from './PaymentStep.js';
import { PersonalDetailsStep } from './PersonalDetailsStep.js';
import { ReviewStep } from './ReviewStep.js';
import { ShippingStep } from './ShippingStep.js';
import { ThankYouPage } from './ThankYouPage.js';

function CheckoutContent() {
  const t = useT();
  const loaded = useCheckout((s) => s.loaded);
  const thankYou = useCheckout((s) => s.thankYou);
  const isPlacing = useCheckout((s) => s.isPlacing);
  const cartLoaded = useCart((s) => s.isLocalDataLoaded);
  const itemCount = useCart((s) => s.cartItems.length);
  if (!loaded || !cartLoaded) {
    return (
      <div className="checkout-loading" role="status">
        <span className="checkout-loading__bar" />
        <span className="visually-hidden">{t('Loading your checkout …')}</span>
      </div>
    );
  }
  if (thankYou) return <ThankYouPage thankYou={thankYou} />;
  if (itemCount === 0 && !isPlacing) return <EmptyCheckout />;
  return (
    <>
      <h1 className="page-heading checkout__heading">{t('Checkout')}</h1>
      <div className="checkout__grid">
        <div className="checkout__steps">
          <PersonalDetailsStep />
          <ShippingStep />
          <PaymentStep />
          <ReviewStep />
        </div>
        <OrderSummary />
      </div>
    </>
  );
}

export function CheckoutPage() {
  const store = useStoreView();
  const hydrated = useHydrated();
  useCheckoutBootstrap(store.code);
  // An order placed offline shows its badge on the next pages too, where the badge loads lazily: fetch it while
  // the connection is there.
  useEffect(() => ORDER_QUEUE_INDICATOR.preload(store.language), [store.language]);
  return (
    <div className="screen screen--checkout checkout">
      {hydrated ? (
        <CheckoutContent />
      ) : (
        <>
          <div className="checkout-loading" aria-hidden="true">
            <span className="checkout-loading__bar" />
          </div>
          {/* Without JavaScript the cart cannot be read: say so rather than load forever. */}
          <NoScriptNote hide=".checkout-loading" />
        </>
      )}
      <OrderQueueIndicator />
    </div>
  );
}
