// The product's JSON-LD is for crawlers, which read the server's HTML: the browser needs its code only when a
// client-side move renders it anew (client/shell/deferred-region.tsx: a <script> never comes into view).
import { deferredRegion } from '../../shell/deferred-region.js';

export const StructuredDataRegion = deferredRegion({
  selector: 'script[type="application/ld+json"]',
  load: () => import('./ProductStructuredData.js').then((module) => module.ProductStructuredData),
});
