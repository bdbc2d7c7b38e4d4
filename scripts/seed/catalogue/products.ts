// All product documents of one store view: shoes (parents, then their children's own documents) and accessories.
import type { StoreCode } from '../../../shared/store-views.js';
import { buildAccessoryDocuments } from './accessory-documents.js';
import type { SeedProductDocument } from './seed-types.js';
import { shoeChildDocuments, shoeParentDocument } from './shoe-documents.js';
import type { ShoePlan } from './shoe-plans.js';

export function buildProductDocuments(plans: readonly ShoePlan[], store: StoreCode): SeedProductDocument[] {
  const parents = plans.map((plan) => shoeParentDocument(plan, store));
  const children = parents.flatMap((parent, i) => shoeChildDocuments(parent, plans[i], store));
  return [...parents, ...buildAccessoryDocuments(store), ...children];
}
