// Newsletter unsubscribe page (spec 01 §2, the footer's '/abmelden'). The unsubscribe action comes with the newsletter work.
import { InfoScreen } from '../components/catalog/InfoScreen.js';
import { RouteErrorContent } from '../components/catalog/RouteErrorContent.js';
import { useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('Unsubscribe from the newsletter'), description: t('You can stop receiving our newsletter at any time.'), noindex: true });

export function Component() {
  const t = useT();
  return (
    <div className="screen screen--narrow screen--unsubscribe">
      <InfoScreen heading={t('Unsubscribe from the newsletter')} text={t('You can stop receiving our newsletter at any time.')} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
