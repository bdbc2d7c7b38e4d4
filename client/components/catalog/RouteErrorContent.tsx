import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { Link } from '../ui/Link.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { NotFoundContent } from './NotFoundContent.js';

/** What every route's error boundary shows: the not-found page for a 404, otherwise an apology and a way on. */
export function RouteErrorContent() {
  const error = useRouteError();
  const t = useT();
  const store = useStoreView();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="screen">
        <NotFoundContent />
      </div>
    );
  }
  return (
    <section className="screen route-error" role="alert">
      <h1 className="page-heading">{t('Something went wrong')}</h1>
      <p>{t('This page could not be shown just now. Please try again in a moment.')}</p>
      <p className="route-error__actions">
        <a className="button button--primary" href={location.pathname + location.search}>
          {t('Try again')}
        </a>
        <Link className="button button--secondary" to={localizePath(store.code, '/')}>
          {t('Back to the home page')}
        </Link>
      </p>
    </section>
  );
}
