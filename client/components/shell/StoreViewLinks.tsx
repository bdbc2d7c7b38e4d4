import { useLocation } from 'react-router';
import { STORE_VIEWS } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';
import { pathInStore } from './store-switch.js';

/** Region links: the current page in each store view (plain links: the language changes with the page). */
export function StoreViewLinks() {
  const t = useT();
  const current = useStoreView();
  const location = useLocation();
  return (
    <nav className="store-views" aria-label={t('Language')}>
      <Icon name="globe" size={18} />
      <ul>
        {STORE_VIEWS.map((view) => (
          <li key={view.code}>
            <a
              href={pathInStore(location.pathname, location.search, view.code)}
              hrefLang={view.locale}
              lang={view.locale}
              aria-current={view.code === current.code ? 'true' : undefined}
            >
              {view.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
