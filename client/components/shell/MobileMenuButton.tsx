import type { MouseEvent, ReactNode } from 'react';
import { useT } from '../../i18n.js';
import { toggleMobileMenu, useUi } from '../../stores/ui-store.js';
import { clickOnSpace } from '../ui/button-link-keys.js';

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * Opens the mobile menu. It is a link to #mobile-menu, so that without JavaScript the menu opens through the
 * CSS :target rule; with JavaScript the ui-store decides (and closes the search panel, spec 01 §4).
 */
export function MobileMenuButton({ className, children }: { className?: string; children: ReactNode }) {
  const t = useT();
  const open = useUi((state) => state.mobileMenu);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    toggleMobileMenu();
  };
  return (
    <a
      href={`#${MOBILE_MENU_ID}`}
      className={className}
      role="button"
      aria-expanded={open}
      aria-controls={MOBILE_MENU_ID}
      aria-label={open ? t('Close menu') : t('Open menu')}
      onClick={onClick}
      onKeyDown={clickOnSpace}
    >
      {children}
    </a>
  );
}
