import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { activeFilterChips, type FilterGroup } from '../../../shared/catalog/listing-facets.js';
import { activeFilterCount, clearListingFilters, listingHref, type ListingState } from '../../../shared/catalog/listing-query.js';
import { useT } from '../../i18n.js';
import { ProductGrid } from '../catalog/ProductGrid.js';
import type { ProductCardData } from '../catalog/product-card-data.js';
import { SortSelect } from '../catalog/SortSelect.js';
import { ActiveFilters } from './ActiveFilters.js';
import { LISTING_RESULTS_ID } from './filter-labels.js';
import { FilterPanel } from './FilterPanel.js';
import { FiltersButton } from './FiltersButton.js';
import { ListingNoMatch } from './ListingNoMatch.js';
import { LoadMore } from './LoadMore.js';
import { NO_PRODUCTS_WARNING, useListingWarning } from './use-listing-warning.js';

export interface ListingBodyProps {
  categoryId: number;
  /** Null when the listing could not be loaded. */
  products: readonly ProductCardData[] | null;
  total: number;
  state: ListingState;
  groups: readonly FilterGroup[];
}

/** After "Load more", focus goes to the first new product, so keyboard users continue where the list grew. */
function useFocusFirstNew(count: number) {
  const gridRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    gridRef.current?.querySelector<HTMLElement>(`li:nth-child(${from + 1}) a`)?.focus({ preventScroll: true });
  }, [count]);
  return { gridRef, markLoadMore: () => (focusFrom.current = count) };
}

/** The category listing: filters (sidebar from 1024 px, a dialog on phones), toolbar, chips, products and "Load more". */
export function ListingBody({ categoryId, products, total, state, groups }: ListingBodyProps) {
  const t = useT();
  const { pathname } = useLocation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  const filtered = activeFilterCount(state) > 0;
  const unavailable = products === null || (products.length === 0 && !filtered);
  useListingWarning(unavailable, categoryId);
  const { gridRef, markLoadMore } = useFocusFirstNew(products?.length ?? 0);
  const chips = activeFilterChips(state, groups);
  const hasFilters = groups.length > 0 || filtered;
  return (
    <div className={`listing${hasFilters ? ' listing--with-filters' : ''}`}>
      {hasFilters && (
        <FilterPanel open={dialogOpen} onClose={closeDialog} groups={groups} chips={chips} state={state} pathname={pathname} total={total} />
      )}
      <div className="listing__main" id={LISTING_RESULTS_ID}>
        <div className="listing-toolbar">
          {hasFilters && <FiltersButton count={activeFilterCount(state)} onOpen={() => setDialogOpen(true)} />}
          <p className="listing-toolbar__count" role="status">
            {total === 1 ? t('1 product') : t('{count} products', { count: total })}
          </p>
          <SortSelect value={state.sort} />
        </div>
        <ActiveFilters chips={chips} state={state} pathname={pathname} />
        {unavailable ? (
          <p className="listing-empty" role="alert">
            {t(NO_PRODUCTS_WARNING)}
          </p>
        ) : products!.length === 0 ? (
          <ListingNoMatch clearHref={listingHref(pathname, clearListingFilters(state))} />
        ) : (
          <div ref={gridRef}>
            {/* The cards are h3: this keeps the heading levels in order on phones, where the filters' h2 is hidden. */}
            <h2 className="visually-hidden">{t('Products')}</h2>
            <ProductGrid products={products!} />
            <LoadMore shown={products!.length} total={total} state={state} pathname={pathname} onLoadMore={markLoadMore} />
          </div>
        )}
      </div>
    </div>
  );
}
