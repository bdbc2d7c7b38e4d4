import { useStoreView } from '../../i18n.js';
import { ServerMemo } from '../../shell/server-memo.js';
import { useShellData } from '../../shell/shell-data.js';
import { sortByPosition } from './menu-utils.js';
import { MobileMenuCategory } from './MobileMenuCategory.js';
import { MobileMenuExtras } from './MobileMenuExtras.js';

/** What the mobile menu's sheet lists: the category accordion, then the service links and the store views. */
export function MobileMenuContent() {
  const { menu } = useShellData();
  const store = useStoreView();
  // The category tree is the same for every shopper of the store view (client/shell/server-memo.tsx); the extras
  // below follow the page and the session.
  return (
    <>
      <ServerMemo memoKey={`mobile-menu:${store.code}:${JSON.stringify(menu)}`}>
        <ul className="mobile-menu__list">
          {sortByPosition(menu).map((category) => (
            <MobileMenuCategory key={category.id} category={category} />
          ))}
        </ul>
      </ServerMemo>
      <MobileMenuExtras />
    </>
  );
}
