import { useRef } from 'react';
import type { ActiveFilterChip, FilterGroup } from '../../../shared/catalog/listing-facets.js';
import type { ListingState } from '../../../shared/catalog/listing-query.js';
import { useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';
import { useModalBehaviour } from '../ui/use-modal-behaviour.js';
import { ActiveFilters } from './ActiveFilters.js';
import { FILTER_PANEL_ID, LISTING_RESULTS_ID } from './filter-labels.js';
import { FilterGroups } from './FilterGroups.js';

export interface FilterPanelProps {
  /** The phone's dialog is open (the Filters button; only with JavaScript). */
  open: boolean;
  onClose: () => void;
  groups: readonly FilterGroup[];
  chips: readonly ActiveFilterChip[];
  state: ListingState;
  pathname: string;
  total: number;
}

/**
 * The filters, rendered once: a sidebar from 1024 px; on phones a full-height panel, opened without JavaScript by
 * the "Filters" link (CSS :target) and with it as a modal dialog by the "Filters" button (focus moved in and kept
 * inside, Escape closes, page scroll locked, focus back to the button; it closes when the window widens to the desktop
 * layout). The dialog is this same server-rendered,
 * hydrated element shown, not a second copy of the filters built on the tap: opening it costs the style and layout
 * of what it shows and no rendering (issue #16, Interaction to Next Paint of opening the filters). Each choice applies
 * at once behind it; "Show N products" closes it onto the result.
 */
export function FilterPanel({ open, onClose, groups, chips, state, pathname, total }: FilterPanelProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const dismissRef = useRef<HTMLButtonElement>(null);
  // Focus goes to the close button, as in every dialog of the shop, without a search of the panel's ~300 controls;
  // a phone's dialog only (true): closed when the window widens to the desktop layout, where this is the sidebar.
  useModalBehaviour(open, dialogRef, onClose, dismissRef, true);
  const showProducts = total === 1 ? t('Show 1 product') : t('Show {count} products', { count: total });
  return (
    <aside id={FILTER_PANEL_ID} className={open ? 'listing__filters listing__filters--open' : 'listing__filters'} aria-labelledby="listing-filters-title">
      <div ref={dialogRef} className="listing__filters-inner" {...(open ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'listing-filters-title', tabIndex: -1 } : {})}>
        <div className="listing__filters-head">
          <h2 id="listing-filters-title" className="listing__filters-title">
            {t('Filters')}
          </h2>
          {open ? (
            <button ref={dismissRef} type="button" className="icon-button listing__filters-dismiss" onClick={onClose} aria-label={t('Close')}>
              <Icon name="close" />
            </button>
          ) : (
            <a href={`#${LISTING_RESULTS_ID}`} className="listing__filters-close">
              {showProducts}
            </a>
          )}
        </div>
        {open && <ActiveFilters chips={chips} state={state} pathname={pathname} />}
        <FilterGroups groups={groups} state={state} pathname={pathname} />
        {open && (
          <div className="listing__filters-footer">
            <button type="button" className="button button--primary button--block" onClick={onClose}>
              {showProducts}
            </button>
          </div>
        )}
      </div>
    </aside>
  );
}
