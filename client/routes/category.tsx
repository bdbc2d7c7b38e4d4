// Category listing (spec 01 §2 "/c/{slug}", or the category's url_path through the URL mapping): breadcrumbs,
// heading, description, the first page of products and the sort, which lives in the route query.
import { useLoaderData, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router';
import type { SortKey } from '../../shared/api/catalog.js';
import type { CategoryDocument } from '../../shared/catalog-types.js';
import type { FilterGroup } from '../../shared/catalog/listing-facets.js';
import type { ListingState } from '../../shared/catalog/listing-query.js';
import type { StoreView } from '../../shared/store-views.js';
import type { LoaderServices } from '../api/services.js';
import { Breadcrumbs, type BreadcrumbRoute } from '../components/catalog/Breadcrumbs.js';
import { CmsContent } from '../components/catalog/CmsContent.js';
import { RouteErrorContent } from '../components/catalog/RouteError.js';
import type { ProductCardData } from '../components/catalog/product-card-data.js';
import { ListingBody } from '../components/listing/ListingBody.js';
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

// The loaders' code (the listing's catalogue reads, the page's data) is a chunk of its own (category-loader.ts):
// the browser runs loaders only on client-side moves, never for the page it hydrates.
const loaderModule = () => import('./category-loader.js');

/** The category page's data for a category already found (by slug here, by url_path in the URL dispatcher). */
export async function loadCategoryPage(services: LoaderServices, store: StoreView, category: CategoryDocument, url: URL): Promise<CategoryPageData> {
  return (await loaderModule()).loadCategoryPage(services, store, category, url);
}

export async function loader(args: LoaderFunctionArgs<Readonly<RouterContextProvider>>): Promise<CategoryPageData> {
  return (await loaderModule()).loader(args);
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
