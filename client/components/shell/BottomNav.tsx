import { NavLink } from 'react-router';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { useLoadOnIntent } from '../../shell/lazy-panel.js';
import { SEARCH_PANEL } from '../../shell/panels.js';
import { setSearchpanel, useUi } from '../../stores/ui-store.js';
import { Icon } from '../ui/Icon.js';
import { AccountLink } from './AccountLink.js';
import { CartLink } from './CartLink.js';
import { MobileMenuButton } from './MobileMenuButton.js';

/** Mobile bottom navigation (spec 01 §2): Home, Menu, Search, Profile, and Cart as the floating item. */
export function BottomNav() {
  const t = useT();
  const store = useStoreView();
  const searchOpen = useUi((state) => state.searchpanel);
  const loadSearch = useLoadOnIntent(SEARCH_PANEL);
  return (
    <nav className="bottom-nav" aria-label={t('Quick navigation')}>
      <ul className="bottom-nav__list">
        <li>
          <NavLink to={localizePath(store.code, '/')} end className="bottom-nav__item">
            <Icon name="home" />
            <span>{t('Home')}</span>
          </NavLink>
        </li>
        <li>
          <MobileMenuButton className="bottom-nav__item">
            <Icon name="menu" />
            <span aria-hidden="true">{t('Menu')}</span>
          </MobileMenuButton>
        </li>
        <li>
          <button type="button" className="bottom-nav__item" aria-haspopup="dialog" aria-expanded={searchOpen} onClick={() => setSearchpanel(true)} {...loadSearch}>
            <Icon name="search" />
            <span>{t('Search')}</span>
          </button>
        </li>
        <li>
          <AccountLink className="bottom-nav__item">
            <Icon name="account" />
            <span>{t('Profile')}</span>
          </AccountLink>
        </li>
        <li className="bottom-nav__cart-slot">
          <CartLink className="bottom-nav__cart" />
        </li>
      </ul>
    </nav>
  );
}
