import { productUrl, productImageUrl } from '../../../shared/routing/urls.js';
import { breadcrumbStructuredData, productStructuredData, serializeJsonLd } from '../../../shared/seo/structured-data.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import type { BreadcrumbRoute } from '../catalog/Breadcrumbs.js';
import type { ProductChildView, ProductView } from '../catalog/product-page-data.js';

export interface ProductStructuredDataProps {
  product: ProductView;
  child: ProductChildView | null;
  /** null: a configurable product with no size chosen (its buyable sizes decide). */
  availability: 'ok' | 'out_of_stock' | null;
  breadcrumbs: readonly BreadcrumbRoute[];
  /** The public origin the page was requested on ('https://shop.example'). */
  origin: string;
  rating: { average: number; count: number } | null;
}

/** Product and BreadcrumbList JSON-LD, server-rendered so that crawlers read it without running JavaScript. */
export function ProductStructuredData({ product, child, availability, breadcrumbs, origin, rating }: ProductStructuredDataProps) {
  const t = useT();
  const store = useStoreView();
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : origin + path);
  const pageUrl = absolute(productUrl(store.code, { sku: product.sku, slug: product.slug, type_id: product.typeId }, child?.sku));
  // No size chosen: the product's buyable sizes as one AggregateOffer, never one size in the shopper's name.
  const buyable = !child && product.typeId === 'configurable' ? product.children.filter((c) => c.available) : [];
  const cents = buyable.map((c) => c.price.finalCents);
  const offerRange = cents.length ? { lowCents: Math.min(...cents), highCents: Math.max(...cents), offerCount: cents.length } : null;
  const productData = productStructuredData({
    name: product.name,
    sku: child?.sku ?? product.sku,
    images: product.images.map((image) => productImageUrl(image)).filter((url): url is string => Boolean(url)).map(absolute),
    brand: product.brand,
    description: product.metaDescription,
    priceCents: (child?.price ?? product.price).finalCents,
    availability: availability ?? (buyable.length ? 'ok' : 'out_of_stock'),
    offerRange,
    url: pageUrl,
    rating,
  });
  const crumbs = [
    { name: t('Home'), url: absolute(localizePath(store.code, '/')) },
    ...breadcrumbs.map((route) => ({ name: route.name, url: absolute(route.route_link) })),
    { name: product.name, url: pageUrl },
  ];
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(productData) }} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbStructuredData(crumbs)) }} />
    </>
  );
}
