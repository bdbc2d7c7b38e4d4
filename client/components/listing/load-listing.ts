// The products of a category listing for a URL's listing state: ?page=N shows the first N pages, loaded as the
// same page-sized requests "Load more" makes, so the edge's and the browser's caches answer most of them.
import type { AggregationBucket, AttributeMetadata, CatalogApi, ProductListResult } from '../../../shared/api/catalog.js';
import type { ProductDocument } from '../../../shared/catalog-types.js';
import type { ListingState } from '../../../shared/catalog/listing-query.js';
import { DEFAULT_PAGE_SIZE } from '../../../shared/catalog/search-rules.js';
import type { StoreCode } from '../../../shared/store-views.js';

export interface LoadedListing {
  items: ProductDocument[];
  total: number;
  aggregations: Record<string, { buckets: AggregationBucket[] }>;
  attributeMetadata: AttributeMetadata[];
}

/**
 * Pages 1..state.page of the category with the state's filters and sort. Null when the first page fails (the page
 * then shows the offline warning, spec 01 §8); a later page that fails only shortens the list to the pages before it.
 */
export async function loadListing(catalog: CatalogApi, store: StoreCode, category: number, state: ListingState): Promise<LoadedListing | null> {
  const requests = Array.from({ length: state.page }, (_, index) =>
    catalog
      .listProducts({
        store,
        category,
        sort: state.sort,
        from: index * DEFAULT_PAGE_SIZE,
        size: DEFAULT_PAGE_SIZE,
        fields: 'card',
        // Only the first page's filters are shown.
        ...(index > 0 ? { aggregations: false } : {}),
        ...(Object.keys(state.filters).length ? { filters: state.filters } : {}),
        ...(state.price ? { price: state.price } : {}),
      })
      .catch((): null => null),
  );
  const pages = await Promise.all(requests);
  const first = pages[0];
  if (!first) return null;
  const failed = pages.indexOf(null);
  const loaded = (failed === -1 ? pages : pages.slice(0, failed)) as ProductListResult[];
  return {
    items: loaded.flatMap((page) => page.items),
    total: first.total,
    aggregations: first.aggregations,
    attributeMetadata: first.attributeMetadata ?? [],
  };
}
