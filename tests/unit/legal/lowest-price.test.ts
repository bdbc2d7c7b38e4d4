// Omnibus price indication (EU 2019/2161; PAngV §11): the lowest price of the 30 days before a reduction.
import { describe, expect, it } from 'vitest';
import { lowestPriorPriceCents, reductionStartOf } from '../../../shared/legal/lowest-price.js';
import { lowestPriceFor, withLowestPrice } from '../../../server/db/lowest-prices.js';
import type { ProductDocument } from '../../../shared/catalog-types.js';

const at = (iso: string) => new Date(iso);

describe('PAngV §11 lowest price of the 30 days before a reduction', () => {
  it('reduction starting today after a long regular price: the regular price', () => {
    const history = [
      { priceCents: 46900, effectiveFrom: '2025-03-02T09:00:00.000Z' },
      { priceCents: 36900, effectiveFrom: '2026-11-24T00:00:00.000Z' },
    ];
    expect(lowestPriorPriceCents(history, at('2026-11-24T00:00:00.000Z'), 46900)).toBe(46900);
  });

  it('price raised shortly before the reduction: the lower price before the raise counts', () => {
    const history = [
      { priceCents: 10000, effectiveFrom: '2026-01-01T00:00:00.000Z' },
      { priceCents: 12000, effectiveFrom: '2026-03-20T00:00:00.000Z' },
      { priceCents: 9000, effectiveFrom: '2026-03-30T00:00:00.000Z' },
    ];
    expect(lowestPriorPriceCents(history, at('2026-03-30T00:00:00.000Z'), 12000)).toBe(10000);
  });

  it('a raise more than 30 days before the reduction: only the raised price was in force in the window', () => {
    const history = [
      { priceCents: 10000, effectiveFrom: '2026-01-01T00:00:00.000Z' },
      { priceCents: 12000, effectiveFrom: '2026-02-01T00:00:00.000Z' },
    ];
    expect(lowestPriorPriceCents(history, at('2026-03-30T00:00:00.000Z'), 12000)).toBe(12000);
  });

  it('an earlier reduction within the 30 days counts (a reduction in steps)', () => {
    const history = [
      { priceCents: 20000, effectiveFrom: '2025-06-01T00:00:00.000Z' },
      { priceCents: 17000, effectiveFrom: '2026-03-10T00:00:00.000Z' },
      { priceCents: 20000, effectiveFrom: '2026-03-20T00:00:00.000Z' },
      { priceCents: 15000, effectiveFrom: '2026-04-01T00:00:00.000Z' },
    ];
    expect(lowestPriorPriceCents(history, at('2026-04-01T00:00:00.000Z'), 20000)).toBe(17000);
  });

  it('no history: the current regular price', () => {
    expect(lowestPriorPriceCents([], at('2026-04-01T00:00:00.000Z'), 24900)).toBe(24900);
    expect(lowestPriorPriceCents([{ priceCents: 19900, effectiveFrom: '2026-04-01T00:00:00.000Z' }], at('2026-04-01T00:00:00.000Z'), 24900)).toBe(24900);
  });

  it('the reduction began at its from-date, else at the latest change to the special price', () => {
    const history = [
      { priceCents: 24900, effectiveFrom: '2026-01-01T00:00:00.000Z' },
      { priceCents: 19900, effectiveFrom: '2026-03-01T00:00:00.000Z' },
    ];
    expect(reductionStartOf(history, 19900, '2026-02-15T00:00:00.000Z')).toEqual(at('2026-02-15T00:00:00.000Z'));
    expect(reductionStartOf(history, 19900, null)).toEqual(at('2026-03-01T00:00:00.000Z'));
    expect(reductionStartOf(history, 18000, null)).toBeNull();
  });
});

describe('the lowest price in the catalogue documents (parents and children)', () => {
  const history = new Map([
    ['P', [{ priceCents: 24900, effectiveFrom: '2026-01-01T00:00:00.000Z' }, { priceCents: 19900, effectiveFrom: '2026-11-24T00:00:00.000Z' }]],
    ['P-42', [{ priceCents: 22900, effectiveFrom: '2026-01-01T00:00:00.000Z' }, { priceCents: 24900, effectiveFrom: '2026-11-10T00:00:00.000Z' }, { priceCents: 19900, effectiveFrom: '2026-11-24T00:00:00.000Z' }]],
  ]);
  const reduced = { special_price_incl_tax: 199, special_from_date: '2026-11-24 00:00:00', special_to_date: '2030-12-31 00:00:00' };
  const doc = {
    sku: 'P',
    type_id: 'configurable',
    price_incl_tax: 249,
    ...reduced,
    configurable_children: [
      { sku: 'P-42', price_incl_tax: 249, ...reduced },
      { sku: 'P-43', price_incl_tax: 249, special_price_incl_tax: null },
      { sku: 'P-44', price_incl_tax: 249, ...reduced },
    ],
  } as unknown as ProductDocument;

  it('sets the field on the parent and on each reduced child; a child without history gets its regular price', () => {
    const out = withLowestPrice(doc, history);
    expect(out.lowest_price_30d_incl_tax).toBe(249);
    expect(out.configurable_children?.map((c) => c.lowest_price_30d_incl_tax)).toEqual([229, null, 249]);
  });

  it('leaves products without an effective reduction alone', () => {
    expect(lowestPriceFor({ sku: 'P', price_incl_tax: 249, special_price_incl_tax: 249 }, history)).toBeNull();
    expect(lowestPriceFor({ sku: 'P', price_incl_tax: 249, special_price_incl_tax: 0 }, history)).toBeNull();
  });
});
