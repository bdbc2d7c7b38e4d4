// '/redirect' (spec 01 §2): where the shopper returns after a payment, in the empty layout (which keeps the query parameter r as the payment-success flag).
import { InfoScreen } from '../components/catalog/InfoScreen.js';
import { RouteErrorContent } from '../components/catalog/RouteErrorContent.js';
import { useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('Back from payment'), description: t('You have returned from the payment provider.'), noindex: true });

export function Component() {
  const t = useT();
  return (
    <div className="screen screen--narrow screen--redirect">
      <InfoScreen heading={t('Back from payment')} text={t('You have returned from the payment provider.')} showHomeLink={false} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
