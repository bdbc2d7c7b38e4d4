// Account page (spec 01 §2 '/my-account'), for logged-in customers. Its content comes with the account work (spec 02).
import { InfoScreen } from '../components/catalog/InfoScreen.js';
import { RouteErrorContent } from '../components/catalog/RouteErrorContent.js';
import { useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('My account'), description: t('Your orders, addresses and personal details, once you are logged in.'), noindex: true });

export function Component() {
  const t = useT();
  return (
    <div className="screen screen--narrow screen--my-account">
      <InfoScreen heading={t('My account')} text={t('Your orders, addresses and personal details, once you are logged in.')} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
