import { useShellData } from '../../shell/shell-data.js';
import { sortByPosition } from './menu-utils.js';
import { MobileMenuCategory } from './MobileMenuCategory.js';
import { MobileMenuExtras } from './MobileMenuExtras.js';

/** What the mobile menu's sheet lists: the category accordion, then the service links and the store views. */
export function MobileMenuContent() {
  const { menu } = useShellData();
  return (
    <>
      <ul className="mobile-menu__list">
        {sortByPosition(menu).map((category) => (
          <MobileMenuCategory key={category.id} category={category} />
        ))}
      </ul>
      <MobileMenuExtras />
    </>
  );
}
