// '/redirect' (spec 01 §2, spec 02 §2): where the shopper returns after a payment provider, in the empty layout
// (which keeps r in the ui-store). success → thank-you page, error → payment step with a message, back → review.
// The page moves on at once (well within the 5 seconds the spec allows); after 30 seconds a refresh hint shows.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { localizePath } from '../../shared/store-views.js';
import { InfoScreen } from '../components/catalog/InfoScreen.js';
import { RouteErrorContent } from '../components/catalog/RouteError.js';
import { handlePaymentReturn } from '../checkout/payment-return.js';
import { defaultCountryFor } from '../checkout/use-checkout-bootstrap.js';
import { useStoreView, useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('Back from payment'), description: t('You have returned from the payment provider.'), noindex: true });

export const REFRESH_HINT_AFTER_MS = 30_000;

export function Component() {
  const t = useT();
  const store = useStoreView();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [showHint, setShowHint] = useState(false);
  const r = params.get('r');

  useEffect(() => {
    const timer = window.setTimeout(() => setShowHint(true), REFRESH_HINT_AFTER_MS);
    if (r === 'success' || r === 'error' || r === 'back') {
      void handlePaymentReturn(r, defaultCountryFor(store.code)).then(() => navigate(localizePath(store.code, '/checkout'), { replace: true }));
    }
    return () => window.clearTimeout(timer);
  }, [r, store.code, navigate]);

  return (
    <div className="screen screen--narrow screen--redirect">
      <InfoScreen heading={t('Back from payment')} text={t('You have returned from the payment provider.')} showHomeLink={false} />
      {showHint && <p className="hint">{t('This takes longer than usual. Please refresh the page.')}</p>}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
