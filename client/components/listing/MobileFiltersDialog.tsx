import type { ActiveFilterChip, FilterGroup } from '../../../shared/catalog/listing-facets.js';
import type { ListingState } from '../../../shared/catalog/listing-query.js';
import { useT } from '../../i18n.js';
import { Modal } from '../ui/Modal.js';
import { ActiveFilters } from './ActiveFilters.js';
import { FilterGroups } from './FilterGroups.js';

export interface MobileFiltersDialogProps {
  open: boolean;
  onClose: () => void;
  groups: readonly FilterGroup[];
  chips: readonly ActiveFilterChip[];
  state: ListingState;
  pathname: string;
  total: number;
}

/**
 * The filters on phones: a full-height dialog (focus trapped, Escape closes, focus returns to the button). Each
 * choice applies at once behind it; "Show N products" closes it onto the result. Closed groups get their values when
 * opened: the dialog only exists with JavaScript, and opening it should build what the shopper sees first.
 */
export function MobileFiltersDialog({ open, onClose, groups, chips, state, pathname, total }: MobileFiltersDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('Filters')} size="lg" className="listing-filter-dialog">
      <ActiveFilters chips={chips} state={state} pathname={pathname} />
      <FilterGroups groups={groups} state={state} pathname={pathname} deferClosed />
      <div className="listing-filter-dialog__footer">
        <button type="button" className="button button--primary button--block" onClick={onClose}>
          {total === 1 ? t('Show 1 product') : t('Show {count} products', { count: total })}
        </button>
      </div>
    </Modal>
  );
}
