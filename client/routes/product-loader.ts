// The product page's loader (client/routes/product.tsx imports it on demand: the browser runs loaders only on
// client-side moves). Spec 01 §4's product load rules: not found for status 2+, and a configurable child answers
// with a permanent redirect to its parent's URL.
import { redirect, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router';
import type { CategoryDocument, ProductDocument } from '../../shared/catalog-types.js';
import { attributeLabelsFrom, type AttributeLabels } from '../../shared/catalog/product-details.js';
import { getStockStatus } from '../../shared/catalog/stock.js';
import { getTranslator } from '../../shared/i18n/messages.js';
import { decideParentRedirect, decideProductLoad } from '../../shared/routing/product-load.js';
import { productUrl } from '../../shared/routing/urls.js';
import type { StoreView } from '../../shared/store-views.js';
import { loaderNow, notFound, optional, requestPlace } from '../api/loader-helpers.js';
import { loadProductBlock } from '../api/product-blocks.js';
import { getServices, type LoaderServices } from '../api/services.js';
import type { ProductBlockData } from '../components/catalog/ProductCarousel.js';
import { deepestCategory, productBreadcrumbs, toProductView } from '../components/catalog/product-page-data.js';
import { toCartProduct } from '../components/product/cart-product.js';
import type { ProductPageData } from './product.js';

export const SIMILAR_PRODUCTS_SIZE = 8;
export const SIZE_GUIDE_IDENTIFIER = 'size-guide';

/** Other products of the product's most specific category. */
function similarProducts(services: LoaderServices, store: StoreView, product: ProductDocument, category: CategoryDocument | null, now: Date): Promise<ProductBlockData | null> {
  if (!category) return Promise.resolve(null);
  const t = getTranslator(store.language);
  const query = { store: store.code, category: category.id, size: SIMILAR_PRODUCTS_SIZE + 1 };
  return optional(
    loadProductBlock(services.catalog, query, { headline: t('You may also like') }, now).then((block) => ({
      ...block,
      products: block.products.filter((p) => p.sku !== product.sku).slice(0, SIMILAR_PRODUCTS_SIZE),
    })),
  );
}

/**
 * The option labels of the shoe attributes (make, last, outsole, type) in the store's language: the catalogue
 * answers them as attributeMetadata beside a listing, cached at the edge; a one-item listing of the product's
 * category asks for them.
 */
async function attributeLabels(services: LoaderServices, store: StoreView, product: ProductDocument): Promise<AttributeLabels> {
  if (product.hf_shoe_make === undefined && product.hf_shoe_type === undefined) return {};
  const listing = await services.catalog.listProducts({ store: store.code, category: product.category_ids?.[0], size: 1, fields: 'card' });
  return attributeLabelsFrom(listing.attributeMetadata);
}

/** The product page's data for a product that may be shown (found by sku here, by url_path in the URL dispatcher). */
export async function loadProductPage(services: LoaderServices, store: StoreView, product: ProductDocument, origin: string): Promise<ProductPageData> {
  const now = loaderNow();
  const [categories, reviews, components, sizeGuide, labels, html] = await Promise.all([
    product.category_ids?.length ? optional(services.catalog.listCategories({ store: store.code, ids: product.category_ids })).then((c) => c ?? []) : [],
    services.reviews ? optional(services.reviews.listApproved(product.id)) : null,
    // Only sets and bundles have components: their code is a chunk of its own (most products never need it).
    product.type_id === 'grouped' || product.type_id === 'bundle'
      ? optional(import('../components/product/product-components.js').then(({ loadProductComponents }) => loadProductComponents(services.catalog, store.code, product, now)))
      : null,
    product.type_id === 'configurable' ? optional(services.catalog.getCmsPage(store.code, SIZE_GUIDE_IDENTIFIER)) : null,
    optional(attributeLabels(services, store, product)),
    // Loaders run in the browser only on client-side moves: the sanitiser is not part of a page's first load.
    import('../api/sanitize-html.js'),
  ]);
  const view = toProductView(product, now, html, labels ?? {});
  // A bundle or grouped product is as available as its components say; the page and Add to cart read the same.
  const stock = components?.stock ?? product.stock;
  return {
    kind: 'product',
    product: components ? { ...view, price: components.price, stock: getStockStatus(stock) } : view,
    components,
    sizeGuide: sizeGuide ? { title: sizeGuide.title, html: html.sanitizeHtml(sizeGuide.content) } : null,
    cartProduct: toCartProduct({ ...product, stock }),
    breadcrumbs: productBreadcrumbs(store.code, categories),
    reviews,
    origin,
    similar: similarProducts(services, store, product, deepestCategory(categories), now),
  };
}

/** Spec 01 §4 product load: show it, redirect a child to its parent (301), or not found (logged). */
export async function resolveProduct(services: LoaderServices, store: StoreView, sku: string, doc: ProductDocument | null): Promise<ProductDocument> {
  let decision = decideProductLoad(sku, doc);
  if (decision.kind === 'load-parent') decision = decideParentRedirect(decision.childSku, await services.catalog.getProduct(store.code, decision.parentSku));
  if (decision.kind === 'redirect') throw redirect(productUrl(store.code, decision.parent, decision.childSku), 301);
  if (decision.kind !== 'show') {
    const reason = decision.kind === 'not-found' ? decision.reason : `Product query returned empty result sku = ${sku}`;
    services.warn(reason);
    return notFound(reason);
  }
  return decision.product;
}

export async function loader({ request, params, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>): Promise<ProductPageData> {
  const services = getServices(context);
  const { store, url } = requestPlace(request);
  const sku = params.parentSku ?? '';
  const product = await resolveProduct(services, store, sku, await services.catalog.getProduct(store.code, sku));
  return loadProductPage(services, store, product, url.origin);
}

