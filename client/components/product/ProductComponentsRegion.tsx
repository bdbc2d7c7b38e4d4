// The items of a set and the options of a bundle: only those products show them, so their code is a chunk of its own
// (client/shell/deferred-region.tsx), loaded as the buy box comes into view on their pages and never on the others.
import { deferredRegion } from '../../shell/deferred-region.js';

export const ProductComponentsRegion = deferredRegion({
  selector: 'section.product-components',
  load: () => import('./ProductComponents.js').then((module) => module.ProductComponents),
});
