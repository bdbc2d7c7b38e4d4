import { productUrl, productImageUrl } from '../../../shared/routing/urls.js';
import { breadcrumbStructuredData, productStructuredData, serializeJsonLd } from '../../../shared/seo/structured-data.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import type { BreadcrumbRoute } from '../catalog/Breadcrumbs.js';
import type { ProductChildView, ProductView } from '../catalog/product-page-data.js';

export interface ProductStructuredDataProps {
  product: ProductView;
  child: ProductChildView | null;
  availability: 'ok' | 'out_of_stock';
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
  const productData = productStructuredData({
    name: product.name,
    sku: child?.sku ?? product.sku,
    images: product.images.map((image) => productImageUrl(image)).filter((url): url is string => Boolean(url)).map(absolute),
    brand: product.brand,
    description: product.metaDescription,
    priceCents: (child?.price ?? product.price).finalCents,
    availability,
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
