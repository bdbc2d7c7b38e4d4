// Product carousels (similar products, the home page's rows) are plain cards and links, mostly below the fold: their
// code loads and hydrates when the shopper nears one (client/shell/deferred-region.tsx), not with the page.
import { deferredRegion } from '../../shell/deferred-region.js';

export const ProductCarouselRegion = deferredRegion({
  selector: 'section.product-carousel',
  load: () => import('./DeferredProductCarousel.js').then((module) => module.DeferredProductCarousel),
});
