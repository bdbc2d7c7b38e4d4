// The category page's loader (client/routes/category.tsx imports it on demand: the browser runs loaders only on
// client-side moves): the category's listing with its filters, its ancestors for the breadcrumbs, its description.
import type { LoaderFunctionArgs, RouterContextProvider } from 'react-router';
import type { CategoryDocument } from '../../shared/catalog-types.js';
import { buildFilterGroups } from '../../shared/catalog/listing-facets.js';
import { parseListingQuery } from '../../shared/catalog/listing-query.js';
import { categoryPath, categoryUrl } from '../../shared/routing/urls.js';
import { ROOT_CATEGORY_ID, type StoreView } from '../../shared/store-views.js';
import { loaderNow, notFound, optional, requestPlace } from '../api/loader-helpers.js';
import { getServices, type LoaderServices } from '../api/services.js';
import { toProductCards } from '../components/catalog/product-card-data.js';
import { loadListing } from '../components/listing/load-listing.js';
import type { CategoryPageData } from './category.js';

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

