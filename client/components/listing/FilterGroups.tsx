import { memo } from 'react';
import type { FilterGroup } from '../../../shared/catalog/listing-facets.js';
import type { ListingState } from '../../../shared/catalog/listing-query.js';
import { groupKey } from './filter-labels.js';
import { FilterGroupSection } from './FilterGroupSection.js';

/** How many groups start open, besides the price; the rest open on demand (a long sidebar hides the products on small laptops). */
const OPEN_GROUPS = 3;

/** Memoised: groups and state are loader data, so opening the phone's dialog (FilterPanel) does not re-render them. */
export const FilterGroups = memo(function FilterGroups({
  groups,
  state,
  pathname,
}: {
  groups: readonly FilterGroup[];
  state: ListingState;
  pathname: string;
}) {
  return (
    <div className="filter-groups">
      {groups.map((group, index) => (
        <FilterGroupSection
          key={groupKey(group)}
          group={group}
          state={state}
          pathname={pathname}
          open={index < OPEN_GROUPS || group.kind === 'price'}
        />
      ))}
    </div>
  );
});
