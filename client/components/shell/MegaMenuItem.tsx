import { type KeyboardEvent, type FocusEvent, useRef } from 'react';
import { NavLink } from 'react-router';
import type { MenuCategory } from '../../shell/shell-data.js';
import { useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';
import { MegaPanelRegion } from './MegaPanelRegion.js';
import { megaPanelId } from './menu-utils.js';

export interface MegaMenuItemProps {
  category: MenuCategory;
  open: boolean;
  onOpen: () => void;
  onClose: (immediately: boolean) => void;
}

/** A top category: link, a disclosure button for keyboard users, and its panel. */
export function MegaMenuItem({ category, open, onOpen, onClose }: MegaMenuItemProps) {
  const t = useT();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hasPanel = category.children.length > 0;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    onClose(true);
    toggleRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onClose(true);
  };
  return (
    <li
      className={open ? 'mega__item is-open' : 'mega__item'}
      onMouseEnter={hasPanel ? onOpen : undefined}
      onMouseLeave={hasPanel ? () => onClose(false) : undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <NavLink to={category.href} className="mega__top">
        {category.name}
      </NavLink>
      {hasPanel ? (
        <>
          <button
            ref={toggleRef}
            type="button"
            className="mega__toggle"
            aria-expanded={open}
            aria-controls={megaPanelId(category)}
            onClick={() => (open ? onClose(true) : onOpen())}
          >
            <Icon name="chevron-down" size={16} />
            <span className="visually-hidden">{t('Subcategories of {category}', { category: category.name })}</span>
          </button>
          <MegaPanelRegion category={category} />
        </>
      ) : null}
    </li>
  );
}
