// The headings of the listing's filter groups (spec 01 §9: size, colour, manufacturer, make, last, outsole, type,
// and the price ranges), as translation keys of shared/i18n/listing.ts.
import type { FilterAttribute } from '../../../shared/api/catalog.js';
import type { FilterGroup } from '../../../shared/catalog/listing-facets.js';

export const FILTER_GROUP_LABELS: Readonly<Record<FilterAttribute | 'price', string>> = {
  size: 'Size',
  color: 'Colour',
  manufacturer: 'Brand',
  hf_shoe_make: 'Make',
  hf_shoe_last: 'Last',
  hf_shoe_outsole: 'Outsole',
  hf_shoe_type: 'Type',
  price: 'Price',
};

export function groupKey(group: FilterGroup): FilterAttribute | 'price' {
  return group.kind === 'price' ? 'price' : group.attribute;
}

/** The no-JS phone panel is the sidebar itself, opened as a CSS :target (see listing.css). */
export const FILTER_PANEL_ID = 'listing-filters';
export const LISTING_RESULTS_ID = 'listing-results';
