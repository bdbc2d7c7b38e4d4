// The mobile menu (below 1024 px): full height, scrollable, an accordion of the category tree (spec 01 §2).
// While open it locks page scrolling (spec 01 §4), keeps Tab inside, and Escape closes it and gives focus back; a
// window widened to the desktop layout closes it (it is hidden there).
// Closed, CSS hides it with visibility (out of the tab order); without JavaScript the :target rule opens it. Its lists
// are a deferred region: their code loads when the menu first opens (MobileMenuContentRegion.tsx).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { Brand } from '../../../shared/brands.js';
import { useT } from '../../i18n.js';
import { setMobileMenu, useUi } from '../../stores/ui-store.js';
import { clickOnSpace } from '../ui/button-link-keys.js';
import { Icon } from '../ui/Icon.js';
import { useModalBehaviour } from '../ui/use-modal-behaviour.js';
import { Logo } from './Logo.js';
import { MOBILE_MENU_ID } from './MobileMenuButton.js';
import { MobileMenuContentRegion } from './MobileMenuContentRegion.js';

const closeMenu = () => setMobileMenu(false);

export function MobileMenu({ brand }: { brand: Brand }) {
  const t = useT();
  // Every navigation closes it, also one to the page already shown ("Show all" of the current category).
  const { key: navigation } = useLocation();
  const open = useUi((state) => state.mobileMenu);
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  useModalBehaviour(open, panelRef, closeMenu, closeRef, true);

  useEffect(() => {
    closeMenu();
  }, [navigation]);

  useEffect(() => {
    if (open) MobileMenuContentRegion.preload();
  }, [open]);

  return (
    <nav ref={panelRef} id={MOBILE_MENU_ID} className={open ? 'mobile-menu is-open' : 'mobile-menu'} aria-label={t('Menu')}>
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
            closeMenu();
          }}
          onKeyDown={clickOnSpace}
        >
          <Icon name="close" />
        </a>
      </div>
      <div className="mobile-menu__scroll">
        <MobileMenuContentRegion />
      </div>
    </nav>
  );
}
