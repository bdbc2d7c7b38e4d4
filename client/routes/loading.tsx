// '/loading' (spec 01 §2): a waiting page in the empty layout.
import { InfoScreen } from '../components/catalog/InfoScreen.js';
import { RouteErrorContent } from '../components/catalog/RouteError.js';
import { useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('One moment, please'), description: t('The page is loading.'), noindex: true });

export function Component() {
  const t = useT();
  return (
    <div className="screen screen--narrow screen--loading">
      <InfoScreen heading={t('One moment, please')} text={t('The page is loading.')} showHomeLink={false} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
