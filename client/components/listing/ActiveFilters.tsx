import { Link } from '../ui/Link.js';
import type { ActiveFilterChip } from '../../../shared/catalog/listing-facets.js';
import { clearListingFilters, listingHref, togglePriceRange, toggleFilterValue, type ListingState } from '../../../shared/catalog/listing-query.js';
import { parsePriceRangeParam } from '../../../shared/catalog/price-ranges.js';
import { useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';
import { FILTER_GROUP_LABELS } from './filter-labels.js';

function withoutChip(state: ListingState, chip: ActiveFilterChip): ListingState {
  if (chip.kind === 'attribute' && chip.attribute) return toggleFilterValue(state, chip.attribute, chip.value);
  const range = parsePriceRangeParam(chip.value);
  return range ? togglePriceRange(state, range) : { ...state, price: null, page: 1 };
}

/** The chosen filter values as removable chips, and "Clear all" (links: they work without JavaScript). */
export function ActiveFilters({ chips, state, pathname }: { chips: readonly ActiveFilterChip[]; state: ListingState; pathname: string }) {
  const t = useT();
  if (chips.length === 0) return null;
  return (
    <div className="active-filters">
      <h2 className="visually-hidden">{t('Active filters')}</h2>
      <ul className="active-filters__list">
        {chips.map((chip) => {
          const group = t(FILTER_GROUP_LABELS[chip.attribute ?? 'price']);
          return (
            <li key={`${chip.attribute ?? 'price'}:${chip.value}`}>
              <Link
                to={listingHref(pathname, withoutChip(state, chip))}
                rel="nofollow"
                preventScrollReset
                className="filter-chip"
                aria-label={t('Remove filter {name}: {value}', { name: group, value: chip.label })}
              >
                <span className="filter-chip__group">{group}:</span> {chip.label}
                <Icon name="close" size={16} className="filter-chip__remove" />
              </Link>
            </li>
          );
        })}
      </ul>
      <Link to={listingHref(pathname, clearListingFilters(state))} rel="nofollow" preventScrollReset className="active-filters__clear">
        {t('Clear all')}
      </Link>
    </div>
  );
}
