// The deterministic demo catalogue (DESIGN §6): every document of every store view, built in memory from fixed
// definitions and seeded random streams (no clock, no Math.random). The backend imports generateDemoCatalogue;
// bulk.ts gives them as Elasticsearch bulk lines, which the first start imports and `npm run catalog -- generate` writes.
import type { CatalogDocumentsByEntity } from '../../shared/catalog-types.js';
import { STORE_CODES, type StoreCode } from '../../shared/store-views.js';
import { buildAttributeDocuments } from './catalogue/attribute-documents.js';
import { buildCategoryDocuments } from './catalogue/category-documents.js';
import { buildProductDocuments } from './catalogue/products.js';
import { planShoeProducts, type ShoePlan } from './catalogue/shoe-plans.js';
import { applyTodaySpecial, showTodaySpecialAsFinal } from './catalogue/today-special.js';
import { buildTaxRules } from './catalogue/tax-rules.js';
import { buildCmsBlocks } from './cms/cms-blocks.js';
import { buildCmsPages } from './cms/cms-pages.js';

export { REFERENCE_DATE } from './catalogue/pricing.js';
export { generatePromotedContent } from './cms/promoted-content.js';

function storeCatalogue(store: StoreCode, plans: readonly ShoePlan[], todaySpecial: boolean): CatalogDocumentsByEntity {
  const product = buildProductDocuments(plans, store);
  if (todaySpecial) showTodaySpecialAsFinal(product);
  return {
    product,
    category: buildCategoryDocuments(store, product),
    attribute: buildAttributeDocuments(store),
    cms_page: buildCmsPages(store),
    cms_block: buildCmsBlocks(store),
    taxrule: buildTaxRules(),
  };
}

export interface DemoCatalogueOptions {
  /**
   * The moment the shop's data is generated: one product's special price then starts on that day (Omnibus demo,
   * see catalogue/today-special.ts). Without it the catalogue is the same on every run.
   */
  generatedAt?: Date;
}

export function generateDemoCatalogue(options: DemoCatalogueOptions = {}): Record<StoreCode, CatalogDocumentsByEntity> {
  const plans = planShoeProducts();
  if (options.generatedAt) applyTodaySpecial(plans, options.generatedAt);
  return Object.fromEntries(STORE_CODES.map((store) => [store, storeCatalogue(store, plans, options.generatedAt !== undefined)])) as Record<StoreCode, CatalogDocumentsByEntity>;
}
