// The reviews and the review form sit below the description: their code (the list, the form's validation and its
// sending with the cart's API client and the commerce error texts) loads and hydrates when the shopper nears them
// (client/shell/deferred-region.tsx), not with the product page.
import { deferredRegion } from '../../shell/deferred-region.js';

export const ProductReviewsRegion = deferredRegion({
  selector: 'section.product-reviews',
  load: () => import('./ProductReviews.js').then((module) => module.ProductReviews),
});
