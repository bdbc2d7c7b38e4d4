// The desktop category navigation (spec 01 §2). Without JavaScript the panels open on :hover and :focus-within
// (CSS); once hydrated, the component decides, so that a panel stays open for 300 ms after the pointer leaves
// (spec 01 §9) and Escape closes it.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { localizePath } from '../../../shared/store-views.js';
import { useShellData } from '../../shell/shell-data.js';
import { useStoreView, useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';
import { useHydrated } from '../ui/use-hydrated.js';
import { MegaMenuItem } from './MegaMenuItem.js';
import { SUBMENU_CLOSE_DELAY_MS, sortByPosition } from './menu-utils.js';

export function MegaMenu() {
  const t = useT();
  const store = useStoreView();
  const { menu } = useShellData();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [openId, setOpenId] = useState<number | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const open = (id: number) => {
    cancelClose();
    setOpenId(id);
  };
  const close = (id: number, immediately: boolean) => {
    cancelClose();
    if (immediately) setOpenId((current) => (current === id ? null : current));
    else closeTimer.current = setTimeout(() => setOpenId((current) => (current === id ? null : current)), SUBMENU_CLOSE_DELAY_MS);
  };

  useEffect(() => {
    setOpenId(null);
  }, [pathname]);
  useEffect(() => cancelClose, []);

  return (
    <nav className={hydrated ? 'mega is-enhanced' : 'mega'} aria-label={t('Categories')}>
      <div className="container mega__bar">
        <ul className="mega__list">
          {sortByPosition(menu).map((category) => (
            <MegaMenuItem
              key={category.id}
              category={category}
              open={openId === category.id}
              onOpen={() => open(category.id)}
              onClose={(immediately) => close(category.id, immediately)}
            />
          ))}
        </ul>
        <Link to={localizePath(store.code, '/store-locator')} className="mega__factory">
          <Icon name="store" size={20} />
          {t('Factory shop')}
        </Link>
      </div>
    </nav>
  );
}
