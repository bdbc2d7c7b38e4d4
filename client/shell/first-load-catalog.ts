// What the catalogue's pages (home, category, product, search) all show at first load: prices, product cards,
// breadcrumbs, CMS text. Imported by the shell (client/app.tsx) so that esbuild puts these small modules into the
// shell's chunk instead of a dozen chunks of a few hundred bytes each (each chunk costs a request and compresses on
// its own: about 2 KB gzip more on a category page, bench/history.md). Only the imports matter here.
import '../components/catalog/ProductCard.js';
import '../components/catalog/ProductGrid.js';
import '../components/catalog/Price.js';
import '../components/catalog/Breadcrumbs.js';
import '../components/catalog/CmsContent.js';
import '../components/legal/LowestPriceNote.js';
import '../components/ui/Modal.js';
import '../../shared/catalog/prices.js';
import '../../shared/money.js';
import '../../shared/catalog/catalog-dates.js';
