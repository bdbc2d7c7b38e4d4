// Checkout (spec 01 §2 '/checkout'), in the minimal layout. The checkout steps come with the cart and checkout work (spec 02); until then the screen says what happens here.
import { InfoScreen } from '../components/catalog/InfoScreen.js';
import { RouteErrorContent } from '../components/catalog/RouteErrorContent.js';
import { useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('Checkout'), description: t('Here you enter your delivery address, choose shipping and payment, and place your order.'), noindex: true });

export function Component() {
  const t = useT();
  return (
    <div className="screen screen--narrow screen--checkout">
      <InfoScreen heading={t('Checkout')} text={t('Here you enter your delivery address, choose shipping and payment, and place your order.')} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
