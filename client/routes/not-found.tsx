// '/error': the not-found page (slug page-not-found), answered with HTTP 404.
import { notFound } from '../api/loader-helpers.js';
import { NotFoundContent } from '../components/catalog/NotFoundContent.js';
import { RouteErrorContent } from '../components/catalog/RouteError.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('Page not found'), description: '', noindex: true });

export function loader(): never {
  return notFound('page-not-found');
}

export function Component() {
  return (
    <div className="screen">
      <NotFoundContent />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
