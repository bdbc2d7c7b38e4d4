import { Link } from '../ui/Link.js';
import type { FilterGroup } from '../../../shared/catalog/listing-facets.js';
import { listingHref, toggleFilterValue, togglePriceRange, toggleShowAll, type ListingState } from '../../../shared/catalog/listing-query.js';
import { useT } from '../../i18n.js';
import { VisuallyHidden } from '../ui/VisuallyHidden.js';
import { FILTER_GROUP_LABELS, groupKey } from './filter-labels.js';
import { FilterOptionLink, type FilterOptionLinkProps } from './FilterOptionLink.js';

export interface FilterGroupSectionProps {
  group: FilterGroup;
  state: ListingState;
  pathname: string;
  /** Shown open at first (a <details>, so it opens and closes without JavaScript). */
  open: boolean;
}

function variantOf(group: FilterGroup): FilterOptionLinkProps['variant'] {
  if (group.kind === 'attribute' && group.attribute === 'size') return 'tile';
  if (group.kind === 'attribute' && group.attribute === 'color') return 'swatch';
  return 'check';
}

/**
 * One filter (size, colour, …, price) with its values and their counts; several values of one filter combine with
 * OR. "Show all" is a link (?all=color), so it works without JavaScript; with it the router swaps the list in place.
 */
export function FilterGroupSection({ group, state, pathname, open }: FilterGroupSectionProps) {
  const t = useT();
  const key = groupKey(group);
  const chosen = group.options.filter((option) => option.selected).length;
  const variant = variantOf(group);
  // The values of a closed group are rendered too: pages without JavaScript open it through <details>, and the
  // browser skips the rendering of a closed <details>' content. `open` is the same on every render, so React sets
  // it once and the shopper's toggling is left alone.
  return (
    <details className={`filter-group filter-group--${key}`} open={open || chosen > 0}>
      <summary className="filter-group__summary">
        <span className="filter-group__title">{t(FILTER_GROUP_LABELS[key])}</span>
        {chosen > 0 && <span className="filter-group__chosen">{chosen}</span>}
      </summary>
      <ul className={`filter-group__options filter-group__options--${variant}`}>
        {group.options.map((option) => {
          const next =
            group.kind === 'price'
              ? togglePriceRange(state, group.options.find((o) => o.value === option.value)!.range)
              : toggleFilterValue(state, group.attribute, option.value);
          return (
            <li key={option.value}>
              <FilterOptionLink option={option} href={listingHref(pathname, next)} variant={variant} />
            </li>
          );
        })}
      </ul>
      {group.kind === 'attribute' && (group.hiddenCount > 0 || group.showingAll) && (
        <Link to={listingHref(pathname, toggleShowAll(state, group.attribute))} rel="nofollow" preventScrollReset replace className="filter-group__all">
          {group.showingAll ? t('Show fewer') : t('Show all ({count})', { count: group.options.length + group.hiddenCount })}
          <VisuallyHidden>{`: ${t(FILTER_GROUP_LABELS[key])}`}</VisuallyHidden>
        </Link>
      )}
    </details>
  );
}
