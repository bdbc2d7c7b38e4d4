// The one tax rule: 19 % German VAT for product tax class 2 and retail customers (class 3). Every price in the
// demo catalogue includes it and spec 01 §9 labels tax as '19% VAT', so no other country rates are seeded: a
// second rate would make totals depend on the shipping country while the shop states 19 % everywhere.
import type { TaxRuleDocument } from '../../../shared/catalog-types.js';

export const PRODUCT_TAX_CLASS_ID = 2;
export const RETAIL_CUSTOMER_TAX_CLASS_ID = 3;

export function buildTaxRules(): TaxRuleDocument[] {
  return [
    {
      id: 1,
      code: 'DE VAT 19%',
      priority: 0,
      position: 0,
      customer_tax_class_ids: [RETAIL_CUSTOMER_TAX_CLASS_ID],
      product_tax_class_ids: [PRODUCT_TAX_CLASS_ID],
      tax_rate_ids: [1],
      rates: [{ id: 1, tax_country_id: 'DE', tax_region_id: 0, tax_postcode: '*', rate: 19, code: 'DE-19', region_name: '' }],
    },
  ];
}
