// Password reset page (spec 01 §2 '/resetpassword'). The form comes with the account work (spec 02).
import { InfoScreen } from '../components/catalog/InfoScreen.js';
import { RouteErrorContent } from '../components/catalog/RouteErrorContent.js';
import { useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('Reset password'), description: t('Forgotten your password? Here you will be able to choose a new one with the link we e-mail you.'), noindex: true });

export function Component() {
  const t = useT();
  return (
    <div className="screen screen--narrow screen--reset-password">
      <InfoScreen heading={t('Reset password')} text={t('Forgotten your password? Here you will be able to choose a new one with the link we e-mail you.')} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
