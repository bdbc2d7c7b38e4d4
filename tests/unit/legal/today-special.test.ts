// The demo data has a product whose special price starts on the day the data is generated (deterministic given
// that date), and the Omnibus figure (PAngV §11) the backend computes for it from the seeded price history.
import { describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from '../../../server/demo-catalogue/generate.js';
import { TODAY_SPECIAL_SKU } from '../../../server/demo-catalogue/index.js';
import { isSpecialPriceActive } from '../../../shared/catalog/prices.js';
import { buildCommerceSeedRows } from '../../../server/db/seed-rows.js';
import { withLowestPrice } from '../../../server/db/lowest-prices.js';
import type { PriceChange } from '../../../shared/legal/lowest-price.js';

describe('demo data: a special price that starts today (PAngV §11 reduction starting today)', () => {
  const generatedAt = new Date('2026-11-24T03:15:00.000Z');
  const catalogue = generateDemoCatalogue({ generatedAt });
  const product = catalogue.main.product.find((p) => p.sku === TODAY_SPECIAL_SKU)!;

  it('reduces the product and all its children from 00:00 UTC of the generation day', () => {
    expect(product.visibility).toBe(4);
    expect(product.special_from_date).toBe('2026-11-24 00:00:00');
    expect(product.special_price_incl_tax).toBe(369);
    expect(product.original_price_incl_tax).toBe(469);
    for (const child of product.configurable_children ?? []) expect(child.special_from_date).toBe('2026-11-24 00:00:00');
    expect(isSpecialPriceActive(product, generatedAt)).toBe(true);
    expect(isSpecialPriceActive(product, new Date('2026-11-23T23:59:00.000Z'))).toBe(false);
    expect(catalogue.de.product.find((p) => p.sku === TODAY_SPECIAL_SKU)?.special_from_date).toBe('2026-11-24 00:00:00');
  });

  it('stores the reduced price as its final price (sorting and price filters match the shop) and lists it under Sale', () => {
    expect(product.final_price_incl_tax).toBe(369);
    expect(product.configurable_children?.every((c) => c.final_price_incl_tax === 369)).toBe(true);
    const childDocs = catalogue.main.product.filter((p) => p.sku.startsWith(`${TODAY_SPECIAL_SKU}-`));
    expect(childDocs.length).toBeGreaterThan(0);
    expect(childDocs.every((c) => c.final_price_incl_tax === 369)).toBe(true);
    expect(product.category_ids).toContain(40);
    expect(generateDemoCatalogue().main.product.find((p) => p.sku === TODAY_SPECIAL_SKU)?.final_price_incl_tax).toBe(469);
  });

  it('is the same catalogue as before without a generation date', () => {
    expect(generateDemoCatalogue().main.product.find((p) => p.sku === TODAY_SPECIAL_SKU)?.special_price_incl_tax ?? null).toBeNull();
  });

  it('gets the regular price as its lowest price of the last 30 days from the seeded history', () => {
    const rows = buildCommerceSeedRows([product], generatedAt);
    const history = new Map<string, PriceChange[]>();
    for (const row of rows.priceHistory) history.set(row.sku, [...(history.get(row.sku) ?? []), { priceCents: row.price_cents, effectiveFrom: row.effective_from }]);
    const out = withLowestPrice(product, history);
    expect(out.lowest_price_30d_incl_tax).toBe(469);
    expect(out.configurable_children?.every((c) => c.lowest_price_30d_incl_tax === 469)).toBe(true);
  });
});
