import { AppLink } from '../ui/AppLink.js';
import type { MenuCategory } from '../../shell/shell-data.js';
import { useStoreView, useT } from '../../i18n.js';
import { ServerMemo } from '../../shell/server-memo.js';
import { Icon } from '../ui/Icon.js';
import { megaPanelId, sortByPosition } from './menu-utils.js';

/**
 * The dropdown of one top category: its subcategories (by position) in columns and the aside banner. The category
 * links are plain anchors the app follows (client/shell/spa-links.ts): every page hydrates all panels' links.
 */
export function MegaPanel({ category }: { category: MenuCategory }) {
  const t = useT();
  const store = useStoreView();
  const banner = category.asideBanner;
  const children = sortByPosition(category.children);
  // Without a third level, columns of lone headings look empty: show one list of larger links instead.
  const leavesOnly = children.every((child) => child.children.length === 0);
  const showAll = (
    <a href={category.href} className="mega__all" data-spa-link="">
      {t('Show all: {category}', { category: category.name })}
      <Icon name="arrow-right" size={18} />
    </a>
  );
  // The same for every shopper of the store view: rendered once per category's data (client/shell/server-memo.tsx).
  return (
    <ServerMemo memoKey={`mega-panel:${store.code}:${JSON.stringify(category)}`}>
      <div className="mega__panel" id={megaPanelId(category)}>
        <div className="container mega__panel-inner">
          {leavesOnly ? (
            <div className="mega__simple">
              <ul className="mega__simple-list">
                {children.map((child) => (
                  <li key={child.id}>
                    <a href={child.href} className="mega__heading" data-spa-link="">
                      {child.name}
                    </a>
                  </li>
                ))}
              </ul>
              {showAll}
            </div>
          ) : (
            <div className="mega__columns">
              {children.map((child) => (
                <div className="mega__column" key={child.id}>
                  <a href={child.href} className="mega__heading" data-spa-link="">
                    {child.name}
                  </a>
                  {child.children.length > 0 ? (
                    <ul className="mega__links">
                      {sortByPosition(child.children).map((grandchild) => (
                        <li key={grandchild.id}>
                          <a href={grandchild.href} data-spa-link="">
                            {grandchild.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              ))}
              <div className="mega__column mega__column--all">{showAll}</div>
            </div>
          )}
          {banner ? (
            <AppLink to={banner.link} className="mega__banner">
              <img src={banner.image} alt="" width={360} height={240} loading="lazy" decoding="async" />
              <span className="mega__banner-headline">{banner.headline}</span>
              <span className="mega__banner-cta">
                {t('Discover now')}
                <Icon name="arrow-right" size={16} />
              </span>
            </AppLink>
          ) : null}
        </div>
      </div>
    </ServerMemo>
  );
}
