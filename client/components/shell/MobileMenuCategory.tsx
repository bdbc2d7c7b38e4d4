import type { MenuCategory } from '../../shell/shell-data.js';
import { useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';
import { sortByPosition } from './menu-utils.js';

/** One row of the mobile accordion: a link, or a native <details> where the category has children. Plain anchors the app follows (spa-links.ts). */
export function MobileMenuCategory({ category, depth = 0 }: { category: MenuCategory; depth?: number }) {
  const t = useT();
  if (category.children.length === 0) {
    return (
      <li>
        <a href={category.href} className="mobile-menu__link" data-spa-link="">
          {category.name}
        </a>
      </li>
    );
  }
  return (
    <li>
      <details className="mobile-menu__group" data-depth={depth}>
        <summary className="mobile-menu__link mobile-menu__summary">
          {category.name}
          <Icon name="chevron-down" size={20} className="mobile-menu__chevron" />
        </summary>
        <ul className="mobile-menu__sublist">
          <li>
            <a href={category.href} className="mobile-menu__link mobile-menu__link--all" data-spa-link="">
              {t('Show all: {category}', { category: category.name })}
            </a>
          </li>
          {sortByPosition(category.children).map((child) => (
            <MobileMenuCategory key={child.id} category={child} depth={depth + 1} />
          ))}
        </ul>
      </details>
    </li>
  );
}
