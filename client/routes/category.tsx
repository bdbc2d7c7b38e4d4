// Category listing (spec 01 §2 "/c/{slug}", or the category's url_path through the URL mapping): breadcrumbs,
// heading, description, the first page of products and the sort, which lives in the route query.
import { useLoaderData, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router';
import type { SortKey } from '../../shared/api/catalog.js';
import type { CategoryDocument } from '../../shared/catalog-types.js';
import { buildFilterGroups, type FilterGroup } from '../../shared/catalog/listing-facets.js';
import { parseListingQuery, type ListingState } from '../../shared/catalog/listing-query.js';
import { categoryPath, categoryUrl } from '../../shared/routing/urls.js';
import { ROOT_CATEGORY_ID, type StoreView } from '../../shared/store-views.js';
import { loaderNow, notFound, optional, requestPlace } from '../api/loader-helpers.js';
import { getServices, type LoaderServices } from '../api/services.js';
import { Breadcrumbs, type BreadcrumbRoute } from '../components/catalog/Breadcrumbs.js';
import { CmsContent } from '../components/catalog/CmsContent.js';
import { RouteErrorContent } from '../components/catalog/RouteErrorContent.js';
import { toProductCards, type ProductCardData } from '../components/catalog/product-card-data.js';
import { ListingBody } from '../components/listing/ListingBody.js';
import { loadListing } from '../components/listing/load-listing.js';
import type { ScreenMetaFunction } from '../routes.js';

export { DEFAULT_LISTING_SORT } from '../../shared/catalog/listing-query.js';

export interface CategoryPageData {
  kind: 'category';
  category: { id: number; name: string; descriptionHtml: string; metaTitle: string; metaDescription: string; path: string };
  breadcrumbs: BreadcrumbRoute[];
  /** Null when the listing failed: the page shows the offline warning (spec 01 §8). */
  products: ProductCardData[] | null;
  total: number;
  sort: SortKey;
  /** Filters, sort and shown pages from the URL query (spec 01 §2). */
  listing: ListingState;
  /** The filter values this listing offers, from its aggregations. */
  filterGroups: FilterGroup[];
}

export const meta: ScreenMetaFunction<CategoryPageData> = ({ data, t }) =>
  data
    ? {
        title: data.category.metaTitle,
        description: data.category.metaDescription || t('{name}: handmade shoes at Kranich Schuhmanufaktur', { name: data.category.name }),
        canonicalPath: data.category.path,
      }
    : { title: t('Page not found'), description: '', noindex: true };

/** Spec 01 §8 'Category query returned empty result <key> = <value>': logged, and the not-found page shown. */
export function categoryNotFound(services: LoaderServices, key: string, value: string | number): never {
  const message = `Category query returned empty result ${key} = ${value}`;
  services.warn(message);
  return notFound(message);
}

/** Ids of the category's ancestors below the root, outermost first, from its path ('1/2/10/15' → [10]). */
function ancestorIds(category: CategoryDocument): number[] {
  return (category.path ?? '')
    .split('/')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > ROOT_CATEGORY_ID && id !== category.id);
}

/** The category page's data for a category already found (by slug here, by url_path in the URL dispatcher). */
export async function loadCategoryPage(services: LoaderServices, store: StoreView, category: CategoryDocument, url: URL): Promise<CategoryPageData> {
  // Spec 01 §4: a category lookup by an id below the root category id is treated as not found.
  if (category.id < ROOT_CATEGORY_ID) categoryNotFound(services, 'id', category.id);
  const state = parseListingQuery(url.searchParams);
  const ids = ancestorIds(category);
  const [listing, ancestors] = await Promise.all([
    loadListing(services.catalog, store.code, category.id, state),
    ids.length ? optional(services.catalog.listCategories({ store: store.code, ids })) : Promise.resolve([]),
  ]);
  const now = loaderNow();
  // Loaders run in the browser only on client-side moves: the sanitiser is not part of a page's first load.
  const { htmlToPlainText, sanitizeHtml } = await import('../api/sanitize-html.js');
  const description = sanitizeHtml(category.description ?? '');
  return {
    kind: 'category',
    category: {
      id: category.id,
      name: category.name,
      descriptionHtml: description,
      metaTitle: category.meta_title || category.name,
      metaDescription: category.meta_description || htmlToPlainText(description),
      path: categoryPath(category),
    },
    breadcrumbs: ids
      .map((id) => ancestors?.find((c) => c.id === id))
      .filter((c): c is CategoryDocument => Boolean(c))
      .map((c) => ({ name: c.name, route_link: categoryUrl(store.code, c) })),
    products: listing ? toProductCards(store.code, listing.items, now) : null,
    total: listing?.total ?? 0,
    sort: state.sort,
    listing: state,
    filterGroups: listing ? buildFilterGroups(listing.aggregations, listing.attributeMetadata, state, listing.total) : [],
  };
}

export async function loader({ request, params, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>): Promise<CategoryPageData> {
  const services = getServices(context);
  const { store, url } = requestPlace(request);
  const slug = params.slug ?? '';
  const [category] = await services.catalog.listCategories({ store: store.code, slug });
  if (!category) categoryNotFound(services, 'slug', slug);
  return loadCategoryPage(services, store, category, url);
}

export function Component() {
  const data = useLoaderData() as CategoryPageData;
  const { category } = data;
  return (
    <div className="screen screen--category">
      <Breadcrumbs routes={data.breadcrumbs} current={category.name} />
      <header className="listing-header">
        <h1 className="page-heading">{category.name}</h1>
        {category.descriptionHtml && <CmsContent html={category.descriptionHtml} className="listing-header__description" />}
      </header>
      <ListingBody
        categoryId={category.id}
        products={data.products}
        total={data.total}
        state={data.listing}
        groups={data.filterGroups}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
