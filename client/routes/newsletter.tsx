// Newsletter page (spec 01 §2 '/newsletter'). The sign-up comes with the newsletter work.
import { InfoScreen } from '../components/catalog/InfoScreen.js';
import { RouteErrorContent } from '../components/catalog/RouteErrorContent.js';
import { useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('Newsletter'), description: t('News about our collections, our craft and our offers by e-mail. You can unsubscribe at any time.') });

export function Component() {
  const t = useT();
  return (
    <div className="screen screen--narrow screen--newsletter">
      <InfoScreen heading={t('Newsletter')} text={t('News about our collections, our craft and our offers by e-mail. You can unsubscribe at any time.')} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
