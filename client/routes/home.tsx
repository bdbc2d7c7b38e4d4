// Home (spec 01 §2 "/", alias "/pwa.html"): banners and trust bar from the promoted content, then the new
// collection, a CMS product block and the bestsellers, streamed in as they load.
import type { LoaderFunctionArgs, RouterContextProvider } from 'react-router';
import { useLoaderData } from 'react-router';
import { SHOP } from '../../shared/brands.js';
import { getTranslator } from '../../shared/i18n/index.js';
import { BESTSELLERS_CATEGORY_ID } from '../../shared/store-views.js';
import { loaderNow, optional, requestPlace } from '../api/loader-helpers.js';
import { loadCmsProductBlock, loadProductBlock } from '../api/product-blocks.js';
import { getServices } from '../api/services.js';
import { DeferredProductCarousel } from '../components/catalog/DeferredProductCarousel.js';
import { HomeBanners } from '../components/catalog/HomeBanners.js';
import type { ProductBlockData } from '../components/catalog/ProductCarousel.js';
import { RouteErrorContent } from '../components/catalog/RouteErrorContent.js';
import { TrustBar } from '../components/catalog/TrustBar.js';
import { useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';
import { useShellData } from '../shell/shell-data.js';

/** Spec 01 §9: new collection 8 items, bestsellers 24, both sorted by created_at descending. */
export const NEW_COLLECTION_SIZE = 8;
export const BESTSELLERS_SIZE = 24;
/** The CMS block holding the home page's product block JSON. */
export const HOME_PRODUCT_BLOCK = 'home-product-block';

interface HomeData {
  newCollection: Promise<ProductBlockData | null>;
  productBlock: Promise<ProductBlockData | null>;
  bestsellers: Promise<ProductBlockData | null>;
}

export const meta: ScreenMetaFunction<HomeData> = ({ t }) => ({
  title: t('Handmade shoes from Baden-Baden'),
  description: t('Goodyear-welted shoes for men and women by Kranich, Vándor Budapest and Eichwald, straight from the factory.'),
  canonicalPath: '/',
});

export async function loader({ request, context }: LoaderFunctionArgs<Readonly<RouterContextProvider>>): Promise<HomeData> {
  const { catalog } = getServices(context);
  const { store } = requestPlace(request);
  const t = getTranslator(store.language);
  const now = loaderNow();
  const sort = 'created_at:desc';
  return {
    newCollection: optional(loadProductBlock(catalog, { store: store.code, sort, size: NEW_COLLECTION_SIZE }, { headline: t('New collection') }, now)),
    productBlock: optional(loadCmsProductBlock(catalog, store.code, HOME_PRODUCT_BLOCK, now)),
    bestsellers: optional(
      loadProductBlock(catalog, { store: store.code, category: BESTSELLERS_CATEGORY_ID, sort, size: BESTSELLERS_SIZE }, { headline: t('Bestsellers') }, now),
    ),
  };
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
      <DeferredProductCarousel block={data.newCollection} />
      <DeferredProductCarousel block={data.productBlock} />
      <DeferredProductCarousel block={data.bestsellers} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
