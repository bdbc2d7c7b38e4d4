import { useContext } from 'react';
import { Link } from '../ui/Link.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { ShellDataContext } from '../../shell/shell-data.js';

/** The not-found page (slug page-not-found): a friendly word and ways back into the shop. */
export function NotFoundContent() {
  const t = useT();
  const store = useStoreView();
  const categories = useContext(ShellDataContext)?.menu ?? [];
  return (
    <section className="not-found" data-page="page-not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page-heading">{t('Page not found')}</h1>
      <p className="not-found__text">{t('We could not find the page you were looking for. It may have moved, or the address may be mistyped.')}</p>
      <p>
        <Link className="button button--primary" to={localizePath(store.code, '/')}>
          {t('Back to the home page')}
        </Link>
      </p>
      {categories.length > 0 && (
        <nav className="not-found__categories" aria-label={t('Shop by category')}>
          <h2 className="not-found__subheading">{t('Shop by category')}</h2>
          <ul className="chip-list">
            {categories.map((category) => (
              <li key={category.id}>
                <Link className="chip" to={category.href}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
