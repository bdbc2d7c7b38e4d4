import type { Brand } from '../../../shared/brands.js';
import { useStoreView, useT } from '../../i18n.js';
import { ServerMemo } from '../../shell/server-memo.js';
import { useSession } from '../../stores/session-flag.js';
import { HeaderSearchForm } from '../search/HeaderSearchForm.js';
import { Icon } from '../ui/Icon.js';
import { AccountLink } from './AccountLink.js';
import { CartLink } from './CartLink.js';
import { Logo } from './Logo.js';
import { MegaMenu } from './MegaMenu.js';
import { MobileMenuButton } from './MobileMenuButton.js';
import { PromoBar } from './PromoBar.js';

/** The page header (spec 01 §1): promises bar, logo, search, account, cart, category navigation. */
export function Header({ brand }: { brand: Brand }) {
  const t = useT();
  const store = useStoreView();
  const { isLoggedIn } = useSession();
  return (
    <header className="site-header">
      {/* The same for every shopper of the store view: rendered once per process (client/shell/server-memo.tsx). */}
      <ServerMemo memoKey={`promo-bar:${store.code}`}>
        <PromoBar />
      </ServerMemo>
      <div className="container site-header__bar">
        <MobileMenuButton className="icon-button site-header__menu">
          <Icon name="menu" />
        </MobileMenuButton>
        <Logo brand={brand} className="site-header__logo" />
        <HeaderSearchForm className="site-header__search" />
        <div className="site-header__actions">
          <AccountLink className="header-action" aria-label={isLoggedIn ? t('My account') : t('Log in')}>
            <Icon name="account" />
            <span className="header-action__label" aria-hidden="true">
              {isLoggedIn ? t('My account') : t('Log in')}
            </span>
          </AccountLink>
          <CartLink className="header-action">
            <span className="header-action__label" aria-hidden="true">
              {t('Cart')}
            </span>
          </CartLink>
        </div>
      </div>
      <MegaMenu />
    </header>
  );
}
