// The desktop category navigation (spec 01 §2). Without JavaScript the panels open on :hover and :focus-within
// (CSS); once hydrated, the component decides, so that a panel stays open for 300 ms after the pointer leaves
// (spec 01 §9) and Escape closes it.
import { useLocation } from 'react-router';
import { AppLink } from '../ui/AppLink.js';
import { localizePath } from '../../../shared/store-views.js';
import { useShellData } from '../../shell/shell-data.js';
import { useStoreView, useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';
import { useHydrated } from '../ui/use-hydrated.js';
import { MegaMenuItem } from './MegaMenuItem.js';
import { sortByPosition } from './menu-utils.js';
import { useSubmenu } from './use-submenu.js';

export function MegaMenu() {
  const t = useT();
  const store = useStoreView();
  const { menu } = useShellData();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const submenu = useSubmenu(pathname);

  return (
    <nav className={hydrated ? 'mega is-enhanced' : 'mega'} aria-label={t('Categories')}>
      <div className="container mega__bar">
        <ul className="mega__list">
          {sortByPosition(menu).map((category) => (
            <MegaMenuItem
              key={category.id}
              category={category}
              open={submenu.openId === category.id}
              onOpen={() => submenu.open(category.id)}
              onClose={(immediately) => submenu.close(category.id, immediately)}
            />
          ))}
        </ul>
        <AppLink to={localizePath(store.code, '/store-locator')} className="mega__factory">
          <Icon name="store" size={20} />
          {t('Factory shop')}
        </AppLink>
      </div>
    </nav>
  );
}
