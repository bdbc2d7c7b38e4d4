// Home (spec 01 §2 "/", alias "/pwa.html"): banners and trust bar from the promoted content, then the product
// carousels of the CMS product blocks (new collection, bestsellers …), streamed in as they load.
import type { LoaderFunctionArgs, RouterContextProvider } from 'react-router';
import { useLoaderData } from 'react-router';
import { SHOP } from '../../shared/brands.js';
import { loaderNow, optional, requestPlace } from '../api/loader-helpers.js';
import { loadCmsProductBlock } from '../api/product-blocks.js';
import { getServices } from '../api/services.js';
import { ProductCarouselRegion } from '../components/catalog/ProductCarouselRegion.js';
import { HomeBanners } from '../components/catalog/HomeBanners.js';
import type { ProductBlockData } from '../components/catalog/ProductCarousel.js';
import { RouteErrorContent } from '../components/catalog/RouteError.js';
import { TrustBar } from '../components/catalog/TrustBar.js';
import { useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';
import { useShellData } from '../shell/shell-data.js';

/**
 * The home page's product carousels, CMS blocks of product-block JSON (spec 01 §1) in this order. The new
 * collection (8) and the bestsellers (24) carry the sizes of spec 01 §9 in their JSON.
 */
export const HOME_PRODUCT_BLOCKS = ['home-products-new', 'home-products-men', 'home-products-women', 'home-products-bestsellers', 'home-products-accessories'] as const;

interface HomeData {
  /** One deferred carousel per block, in page order; null when a block is missing or its products failed. */
  blocks: Promise<ProductBlockData | null>[];
}

export const meta: ScreenMetaFunction<HomeData> = ({ t }) => ({
  title: t('Handmade shoes from Baden-Baden'),
  description: t('Goodyear-welted shoes for men and women by Kranich, Vándor Budapest and Eichwald, straight from the factory.'),
  canonicalPath: '/',
});

export async function loader({ request, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>): Promise<HomeData> {
  const { catalog } = getServices(context);
  const { store } = requestPlace(request);
  const now = loaderNow();
  return { blocks: HOME_PRODUCT_BLOCKS.map((identifier) => optional(loadCmsProductBlock(catalog, store.code, identifier, now))) };
}

export function Component() {
  const data = useLoaderData() as HomeData;
  const { promoted } = useShellData();
  const t = useT();
  return (
    <div className="screen screen--home">
      <h1 className="visually-hidden">{`${SHOP.name}: ${t('Handmade shoes from Baden-Baden')}`}</h1>
      <HomeBanners main={promoted?.mainBanners ?? []} small={promoted?.smallBanners ?? []} />
      <TrustBar items={promoted?.trustbar ?? []} />
      {data.blocks.map((block, index) => (
        <ProductCarouselRegion key={HOME_PRODUCT_BLOCKS[index]} block={block} />
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
