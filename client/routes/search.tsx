// The search results page (route 'search', '/search?q=…&page=N'): rendered on the server, so it works without
// JavaScript (the header's search field is a GET form to it) and can be kept in the edge's HTML cache. Not
// indexed: result lists are not pages for search engines. Spec 01 §5 (3 characters), §8 (a failure is only
// logged), §9 (search settings, in the edge's query).
import { useLoaderData, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router';
import {
  hasNextResultsPage,
  isSearchable,
  normalizeSearchQuery,
  parseResultsPage,
  resultsPageStart,
  SEARCH_RESULTS_MAX_PAGE,
  SEARCH_RESULTS_PAGE_SIZE,
  SEARCH_RESULTS_PATH,
  shownResultsPage,
} from '../../shared/search/search-input.js';
import { loaderNow, optional, requestPlace } from '../api/loader-helpers.js';
import { getServices } from '../api/services.js';
import { ProductGrid } from '../components/catalog/ProductGrid.js';
import { RouteErrorContent } from '../components/catalog/RouteError.js';
import { toProductCards, type ProductCardData } from '../components/catalog/product-card-data.js';
import { SearchPageForm } from '../components/search/SearchPageForm.js';
import { SearchPagination } from '../components/search/SearchPagination.js';
import { SearchResultsSummary } from '../components/search/SearchResultsSummary.js';
import { useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';

export interface SearchPageData {
  kind: 'search';
  /** The normalised query; '' when none was given. */
  query: string;
  /** The query is long enough to search with (spec 01 §5). */
  searchable: boolean;
  /** The page shown: the one asked for, or the last one when that is beyond the results. */
  page: number;
  /** The page the URL asked for. */
  requestedPage: number;
  start: number;
  total: number;
  products: ProductCardData[];
  hasNext: boolean;
}

export const meta: ScreenMetaFunction<SearchPageData> = ({ data, t }) => {
  const query = data?.query ?? '';
  return {
    title: query ? t('Search results for “{query}”', { query }) : t('Search'),
    description:
      query && data?.total
        ? t('{count} shoes and accessories matching “{query}” at Kranich Schuhmanufaktur.', { count: data.total, query })
        : t('Search our handmade shoes and accessories by name, style, colour or article number.'),
    canonicalPath: SEARCH_RESULTS_PATH,
    noindex: true,
  };
};

export async function loader({ request, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>): Promise<SearchPageData> {
  const services = getServices(context);
  const { store, url } = requestPlace(request);
  const query = normalizeSearchQuery(url.searchParams.get('q'));
  const requestedPage = parseResultsPage(url.searchParams.get('page'));
  const searchable = isSearchable(query);
  const empty: SearchPageData = { kind: 'search', query, searchable, page: 1, requestedPage, start: 0, total: 0, products: [], hasNext: false };
  if (!searchable) return empty;
  const pageOf = (page: number) =>
    optional(services.catalog.listProducts({ store: store.code, q: query, from: resultsPageStart(page), size: SEARCH_RESULTS_PAGE_SIZE, fields: 'card', aggregations: false }));
  let page = Math.min(requestedPage, SEARCH_RESULTS_MAX_PAGE);
  let listing = await pageOf(page);
  // A page beyond the last shows the last one (and says so): the total is known only now.
  if (listing && listing.total > 0 && shownResultsPage(requestedPage, listing.total) !== page) {
    page = shownResultsPage(requestedPage, listing.total);
    listing = await pageOf(page);
  }
  // Spec 01 §8: a search failure is logged only, with no message to the shopper.
  if (!listing) {
    services.warn(`Search for "${query}" failed`);
    return empty;
  }
  const products = toProductCards(store.code, listing.items, loaderNow());
  return { ...empty, page, start: resultsPageStart(page), total: listing.total, products, hasNext: hasNextResultsPage(page, listing.total) };
}

export function Component() {
  const data = useLoaderData() as SearchPageData;
  const t = useT();
  return (
    <div className="screen screen--search">
      <header className="search-page__header">
        <h1 className="page-heading">{data.query ? t('Search results for “{query}”', { query: data.query }) : t('Search the shop')}</h1>
        <SearchPageForm query={data.query} />
      </header>
      <SearchResultsSummary data={data} />
      {/* The cards are h3: a hidden h2 keeps the heading levels in order. */}
      {data.products.length > 0 ? (
        <>
          <h2 className="visually-hidden">{t('Products')}</h2>
          <ProductGrid products={data.products} />
        </>
      ) : null}
      <SearchPagination query={data.query} page={data.page} hasNext={data.hasNext} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
