import { AppLink } from '../ui/AppLink.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';

export interface BreadcrumbRoute {
  name: string;
  route_link: string;
}

/** Spec 01 §2: breadcrumbs hold a list of routes (name, route_link) and a current one; home always comes first. */
export function Breadcrumbs({ routes, current }: { routes: readonly BreadcrumbRoute[]; current: string }) {
  const t = useT();
  const store = useStoreView();
  return (
    <nav className="breadcrumbs" aria-label={t('Breadcrumbs')}>
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <AppLink to={localizePath(store.code, '/')}>{t('Home')}</AppLink>
        </li>
        {routes.map((route) => (
          <li key={route.route_link} className="breadcrumbs__item">
            <AppLink to={route.route_link}>{route.name}</AppLink>
          </li>
        ))}
        <li className="breadcrumbs__item" aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}
