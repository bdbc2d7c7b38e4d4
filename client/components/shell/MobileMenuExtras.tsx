import { useLocation } from 'react-router';
import { AppLink } from '../ui/AppLink.js';
import { localizePath, STORE_VIEWS } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';
import { LogoutButton } from '../account/LogoutButton.js';
import { useSession } from '../../stores/session-flag.js';
import { AccountLink } from './AccountLink.js';
import { pathInStore } from './store-switch.js';

/** Below the category accordion: factory shop, account, customer service and the three store views. */
export function MobileMenuExtras() {
  const t = useT();
  const store = useStoreView();
  const location = useLocation();
  const { isLoggedIn } = useSession();
  return (
    <>
      <ul className="mobile-menu__list mobile-menu__list--service">
        <li>
          <AppLink to={localizePath(store.code, '/store-locator')} className="mobile-menu__link mobile-menu__link--icon">
            <Icon name="store" size={20} />
            {t('Factory shop')}
          </AppLink>
        </li>
        <li>
          <AccountLink className="mobile-menu__link mobile-menu__link--icon">
            <Icon name="account" size={20} />
            {t('My account')}
          </AccountLink>
        </li>
        <li>
          <AppLink to={localizePath(store.code, '/customer-service')} className="mobile-menu__link mobile-menu__link--icon">
            <Icon name="chat" size={20} />
            {t('Customer service')}
          </AppLink>
        </li>
        {isLoggedIn ? <li><LogoutButton className="mobile-menu__link mobile-menu__link--icon" /></li> : null}
      </ul>
      <div className="mobile-menu__languages" role="group" aria-label={t('Language')}>
        {STORE_VIEWS.map((view) => (
          <a
            key={view.code}
            href={pathInStore(location.pathname, location.search, view.code)}
            hrefLang={view.locale}
            lang={view.locale}
            aria-current={view.code === store.code ? 'true' : undefined}
          >
            {view.label}
          </a>
        ))}
      </div>
    </>
  );
}
