// The mobile menu (below 1024 px): full height, scrollable, an accordion of the category tree (spec 01 §2).
// While open it locks page scrolling, keeps Tab inside, and Escape closes it and gives focus back. Closed, CSS
// hides it with visibility (out of the tab order); without JavaScript the :target rule opens it.
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { Brand } from '../../../shared/brands.js';
import { localizePath, STORE_VIEWS } from '../../../shared/store-views.js';
import { useShellData } from '../../shell/shell-data.js';
import { useStoreView, useT } from '../../i18n.js';
import { setMobileMenu, useUi } from '../../stores/ui-store.js';
import { trapTabKey } from '../ui/focus-trap.js';
import { Icon } from '../ui/Icon.js';
import { pageScrollLock } from '../ui/scroll-lock.js';
import { AccountLink } from './AccountLink.js';
import { Logo } from './Logo.js';
import { sortByPosition } from './menu-utils.js';
import { MOBILE_MENU_ID } from './MobileMenuButton.js';
import { MobileMenuCategory } from './MobileMenuCategory.js';
import { pathInStore } from './store-switch.js';

export function MobileMenu({ brand }: { brand: Brand }) {
  const t = useT();
  const store = useStoreView();
  const { menu } = useShellData();
  const location = useLocation();
  const open = useUi((state) => state.mobileMenu);
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    setMobileMenu(false);
  }, [location.pathname]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const opener = document.activeElement as HTMLElement | null;
    const release = pageScrollLock.acquire();
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMobileMenu(false);
      else trapTabKey(event, panel);
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => {
      panel.removeEventListener('keydown', onKeyDown);
      release();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <nav
      ref={panelRef}
      id={MOBILE_MENU_ID}
      className={open ? 'mobile-menu is-open' : 'mobile-menu'}
      aria-label={t('Menu')}
    >
      <div className="mobile-menu__head">
        <Logo brand={brand} />
        <a
          ref={closeRef}
          href="#"
          className="icon-button"
          role="button"
          aria-label={t('Close menu')}
          onClick={(event) => {
            event.preventDefault();
            setMobileMenu(false);
          }}
        >
          <Icon name="close" />
        </a>
      </div>
      <div className="mobile-menu__scroll">
        <ul className="mobile-menu__list">
          {sortByPosition(menu).map((category) => (
            <MobileMenuCategory key={category.id} category={category} />
          ))}
        </ul>
        <ul className="mobile-menu__list mobile-menu__list--service">
          <li>
            <Link to={localizePath(store.code, '/store-locator')} className="mobile-menu__link mobile-menu__link--icon">
              <Icon name="store" size={20} />
              {t('Factory shop')}
            </Link>
          </li>
          <li>
            <AccountLink className="mobile-menu__link mobile-menu__link--icon">
              <Icon name="account" size={20} />
              {t('My account')}
            </AccountLink>
          </li>
          <li>
            <Link to={localizePath(store.code, '/customer-service')} className="mobile-menu__link mobile-menu__link--icon">
              <Icon name="chat" size={20} />
              {t('Customer service')}
            </Link>
          </li>
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
      </div>
    </nav>
  );
}
