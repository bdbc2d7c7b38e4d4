// Fields the seed writes beyond shared/catalog-types.ts: spec 01 §3 lists parentSku/parentId for a child's own
// document and the _tax companions of every price. They stay assignable to ProductDocument.
import type { ConfigurableChild, ProductDocument } from '../../../shared/catalog-types.js';

export interface TaxCompanions {
  original_price_tax?: number;
  special_price_tax?: number | null;
  final_price_tax?: number;
  price_tax?: number;
}

export type SeedProductDocument = ProductDocument & TaxCompanions & {
  /** Set on the own document of a configurable child (visibility 1): the parent it redirects to. */
  parentSku?: string;
  parentId?: number;
};

export type SeedConfigurableChild = ConfigurableChild & TaxCompanions;
