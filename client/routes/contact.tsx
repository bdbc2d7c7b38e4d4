// Contact page (spec 01 §2 '/contact', alias '/kontakt'). The contact form comes with its own work; the shop's address and phone are real.
import { SHOP } from '../../shared/brands.js';
import { InfoScreen } from '../components/catalog/InfoScreen.js';
import { RouteErrorContent } from '../components/catalog/RouteErrorContent.js';
import { useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('Contact us'), description: t('Questions about sizes, orders or shoe care? Write to {email} or call us on {phone}.', { email: SHOP.email, phone: SHOP.factoryShop.phone }) });

export function Component() {
  const t = useT();
  return (
    <div className="screen screen--narrow screen--contact">
      <InfoScreen heading={t('Contact us')} text={t('Questions about sizes, orders or shoe care? Write to {email} or call us on {phone}.', { email: SHOP.email, phone: SHOP.factoryShop.phone })} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
