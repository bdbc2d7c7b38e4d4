// Product page (spec 01 §2 "/p/{parentSku}/{slug}" and "/p/{parentSku}/{slug}/{childSku}"). The loader applies
// the product load rules of spec 01 §4: not found for status 2+, and a configurable child answers with a
// permanent redirect to its parent's URL.
import { useLoaderData, useParams, useSearchParams, type LoaderFunctionArgs, type RouterContextProvider, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { ProductDocument } from '../../shared/catalog-types.js';
import type { ReviewList } from '../../shared/catalog/reviews.js';
import { storeViewFromPath, type StoreView } from '../../shared/store-views.js';
import type { LoaderServices } from '../api/services.js';
import { Breadcrumbs, type BreadcrumbRoute } from '../components/catalog/Breadcrumbs.js';
import { CmsContent } from '../components/catalog/CmsContent.js';
import { ProductCarouselRegion } from '../components/catalog/ProductCarouselRegion.js';
import type { ProductBlockData } from '../components/catalog/ProductCarousel.js';
import { ProductGallery } from '../components/catalog/ProductGallery.js';
import { RouteErrorContent } from '../components/catalog/RouteError.js';
import type { ProductView } from '../components/catalog/product-page-data.js';
import type { ProductComponentsView } from '../components/product/product-components.js';
import { ProductBuyBox } from '../components/product/ProductBuyBox.js';
import { ProductDetails } from '../components/product/ProductDetails.js';
import { ProductReviewsRegion } from '../components/product/ProductReviewsRegion.js';
import { StructuredDataRegion } from '../components/product/StructuredDataRegion.js';
import { productVariant, shownImages, shownStockStatus } from '../components/product/product-variant.js';
import { useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';

export interface ProductPageData {
  kind: 'product';
  product: ProductView;
  /** What the cart needs to add the product or its chosen child. */
  cartProduct: ProductDocument;
  breadcrumbs: BreadcrumbRoute[];
  /** The items of a grouped product or the options of a bundle. */
  components: ProductComponentsView | null;
  /** The CMS page 'size-guide', for the size guide dialog of shoes. */
  sizeGuide: { title: string; html: string } | null;
  /** Approved reviews with their rating; null when they could not be read. */
  reviews: ReviewList | null;
  /** The public origin of the request, for the absolute URLs of the structured data. */
  origin: string;
  similar: Promise<ProductBlockData | null>;
}

export const meta: ScreenMetaFunction<ProductPageData> = ({ data, t }) =>
  data
    ? { title: data.product.metaTitle, description: data.product.metaDescription, canonicalPath: data.product.path }
    : { title: t('Page not found'), description: '', noindex: true };

// The loaders' code (catalogue reads, the load rules, the page's data) is a chunk of its own (product-loader.ts):
// the browser runs loaders only on client-side moves, never for the page it hydrates.
const loaderModule = () => import('./product-loader.js');

/** The product page's data for a product that may be shown (found by sku here, by url_path in the URL dispatcher). */
export async function loadProductPage(services: LoaderServices, store: StoreView, product: ProductDocument, origin: string): Promise<ProductPageData> {
  return (await loaderModule()).loadProductPage(services, store, product, origin);
}

/** Spec 01 §4 product load: show it, redirect a child to its parent (301), or not found (logged). */
export async function resolveProduct(services: LoaderServices, store: StoreView, sku: string, doc: ProductDocument | null): Promise<ProductDocument> {
  return (await loaderModule()).resolveProduct(services, store, sku, doc);
}

export async function loader(args: LoaderFunctionArgs<Readonly<RouterContextProvider>>): Promise<ProductPageData> {
  return (await loaderModule()).loader(args);
}

/** Choosing another colour or size only changes the child or the colour in the URL: the product's data stays as it is. */
export function shouldRevalidate({ currentUrl, nextUrl, currentParams, nextParams, defaultShouldRevalidate, formMethod }: ShouldRevalidateFunctionArgs): boolean {
  const sameStore = storeViewFromPath(currentUrl.pathname).store === storeViewFromPath(nextUrl.pathname).store;
  const moved = currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search;
  if (!formMethod && sameStore && currentParams.parentSku === nextParams.parentSku && moved) return false;
  return defaultShouldRevalidate;
}

export function Component() {
  const data = useLoaderData() as ProductPageData;
  const t = useT();
  const params = useParams();
  const [query] = useSearchParams();
  const { product } = data;
  const variant = productVariant(product, params.childSku, query);
  return (
    <div className="screen screen--product" data-route-name={product.routeName}>
      <Breadcrumbs routes={data.breadcrumbs} current={product.name} />
      <div className="product-page">
        <div className="product-page__media">
          <ProductGallery images={shownImages(product, variant.chosen)} name={product.name} />
        </div>
        <ProductBuyBox product={product} cartProduct={data.cartProduct} variant={variant} rating={data.reviews?.rating ?? null} components={data.components} sizeGuide={data.sizeGuide} />
      </div>
      <StructuredDataRegion product={product} child={variant.child} availability={shownStockStatus(product, variant)} breadcrumbs={data.breadcrumbs} origin={data.origin} rating={data.reviews?.rating ?? null} />
      <div className="product-about">
        {product.descriptionHtml && (
          <section className="product-description">
            <h2 className="section-heading">{t('Description')}</h2>
            <CmsContent html={product.descriptionHtml} />
          </section>
        )}
        <ProductDetails details={product.details} />
      </div>
      <ProductReviewsRegion productId={product.id} reviews={data.reviews} />
      <ProductCarouselRegion block={data.similar} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
