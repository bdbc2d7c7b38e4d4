// The review form sits below the description and the reviews: its code (validation, the sending with the cart's API
// client and the commerce error texts, about 10 KB minified) loads and hydrates when the shopper nears it
// (client/shell/deferred-region.tsx), not with the product page.
import { deferredRegion } from '../../shell/deferred-region.js';

export const ReviewFormRegion = deferredRegion({
  selector: 'form.review-form',
  load: () => import('./ReviewForm.js').then((module) => module.ReviewForm),
});
