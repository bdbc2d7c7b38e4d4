// Cookie settings (spec 01 §2 '/cookie-settings', alias '/cookie-einstellungen'). The consent controls come with the cookie notice work.
import { InfoScreen } from '../components/catalog/InfoScreen.js';
import { RouteErrorContent } from '../components/catalog/RouteErrorContent.js';
import { useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('Cookie settings'), description: t('Here you decide which cookies we may use. Necessary cookies are always on; tracking cookies only with your consent.') });

export function Component() {
  const t = useT();
  return (
    <div className="screen screen--narrow screen--cookie-settings">
      <InfoScreen heading={t('Cookie settings')} text={t('Here you decide which cookies we may use. Necessary cookies are always on; tracking cookies only with your consent.')} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
