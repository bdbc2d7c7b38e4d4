// All product documents of one store view: shoes (parents, then their children's own documents) and accessories.
import { withBuyableSizes } from '../../../shared/catalog/stock.js';
import type { StoreCode } from '../../../shared/store-views.js';
import { buildAccessoryDocuments } from './accessory-documents.js';
import type { SeedProductDocument } from './seed-types.js';
import { shoeChildDocuments, shoeParentDocument } from './shoe-documents.js';
import type { ShoePlan } from './shoe-plans.js';

export function buildProductDocuments(plans: readonly ShoePlan[], store: StoreCode): SeedProductDocument[] {
  // The size filter matches the sizes that can be bought (shared/catalog/stock.ts), derived as the documents are written.
  const parents = plans.map((plan) => withBuyableSizes(shoeParentDocument(plan, store)));
  const children = parents.flatMap((parent, i) => shoeChildDocuments(parent, plans[i], store));
  return [...parents, ...buildAccessoryDocuments(store), ...children];
}
