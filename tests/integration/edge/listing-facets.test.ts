// Listing filters over real HTTP on the demo catalogue (issue #12 items 11 and 12). Values of one filter combine with
// OR, filters with AND; each filter's counts are taken with every other filter applied but not its own, so a value's
// count is what choosing it gives with the rest of the selection, and picking a colour does not shrink the colour
// list. A size filter finds only products that have that size buyable (an enabled child in stock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, listAll, startTestShop, type Json, type TestShop } from '../helpers/start-app.js';

const MEN = 10;
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.close();
});

async function list(query: string): Promise<Json> {
  const res = await getJson(shop, `/api/catalog/products?store=main&category=${MEN}&${query}`);
  expect(res.status, query).toBe(200);
  return res.body.result;
}

const buckets = (result: Json, name: string): Json[] => result.aggregations[name].buckets;
const totalOf = async (query: string): Promise<number> => (await list(`${query}&size=1&aggregations=false`)).total;

describe('disjunctive facet counts (item 11)', () => {
  it('after picking a colour every colour is still offered, each counted as picking it instead gives', async () => {
    const unfiltered = buckets(await list('size=1'), 'agg_terms_color');
    const picked = await list(`color=${unfiltered[0].key}&size=1`);
    const colours = buckets(picked, 'agg_terms_color');
    expect(colours).toEqual(unfiltered);
    for (const bucket of colours) expect(await totalOf(`color=${bucket.key}`), `colour ${bucket.key}`).toBe(bucket.doc_count);
  });

  it('with colour, brand and price chosen, every filter’s counts are what its value gives with the other filters', async () => {
    const base = await list('size=1');
    const colour = buckets(base, 'agg_terms_color')[1].key;
    const brand = buckets(base, 'agg_terms_manufacturer')[0].key;
    const chosen = await list(`color=${colour}&manufacturer=${brand}&price=150-&size=1`);
    expect(chosen.total).toBe(await totalOf(`color=${colour}&manufacturer=${brand}&price=150-`));
    // A filter's own choice does not narrow its values: they are those of the other filters alone.
    expect(buckets(chosen, 'agg_terms_color')).toEqual(buckets(await list(`manufacturer=${brand}&price=150-&size=1`), 'agg_terms_color'));
    expect(buckets(chosen, 'agg_terms_manufacturer')).toEqual(buckets(await list(`color=${colour}&price=150-&size=1`), 'agg_terms_manufacturer'));
    for (const bucket of buckets(chosen, 'agg_terms_color')) {
      expect(await totalOf(`color=${bucket.key}&manufacturer=${brand}&price=150-`), `colour ${bucket.key}`).toBe(bucket.doc_count);
    }
    for (const bucket of buckets(chosen, 'agg_terms_manufacturer')) {
      expect(await totalOf(`color=${colour}&manufacturer=${bucket.key}&price=150-`), `brand ${bucket.key}`).toBe(bucket.doc_count);
    }
    for (const bucket of buckets(chosen, 'agg_terms_size')) {
      expect(await totalOf(`color=${colour}&manufacturer=${brand}&price=150-&filter_size=${bucket.key}`), `size ${bucket.key}`).toBe(bucket.doc_count);
    }
    for (const bucket of buckets(chosen, 'agg_range_price').filter((b: Json) => b.doc_count > 0)) {
      const range = `${bucket.from ?? 0}-${bucket.to ?? ''}`;
      expect(await totalOf(`color=${colour}&manufacturer=${brand}&price=${range}`), `price ${range}`).toBe(bucket.doc_count);
    }
  });

  it('answers every value of a filter, not only the 10 most frequent, so every colour can be picked', async () => {
    const everything = await getJson(shop, '/api/catalog/products?store=main&size=1');
    const colours = everything.body.result.aggregations.agg_terms_color.buckets;
    // The demo catalogue has 14 colours (option ids 49–62).
    expect(colours.map((b: Json) => b.key).sort()).toEqual(Array.from({ length: 14 }, (_, i) => 49 + i));
  });

  it('the hits and a later page (asked without aggregations) are the same products as the filtered first page', async () => {
    const colour = buckets(await list('size=1'), 'agg_terms_color')[0].key;
    const [withCounts, without] = await Promise.all([list(`color=${colour}&size=50&fields=card`), list(`color=${colour}&size=50&fields=card&aggregations=false`)]);
    expect(without.items.map((p: Json) => p.sku)).toEqual(withCounts.items.map((p: Json) => p.sku));
    expect(without.total).toBe(withCounts.total);
  });
});

describe('the size filter matches sizes that can be bought (item 12)', () => {
  const buyableIn = (product: Json, size: number): boolean =>
    (product.configurable_children ?? []).some((child: Json) => child.size === size && child.status < 2 && child.stock?.is_in_stock === true);

  it('every product found has that size in stock; products whose child in that size is sold out are left out', async () => {
    const all = await listAll(shop, `store=main&category=${MEN}`);
    for (const { key: size } of buckets(all, 'agg_terms_size')) {
      const found = await listAll(shop, `store=main&category=${MEN}&filter_size=${size}`);
      expect(found.total, `size ${size}`).toBeGreaterThan(0);
      for (const product of found.items) expect(buyableIn(product, size), `${product.sku} in size ${size}`).toBe(true);
      const offeredButSoldOut = all.items.filter((p: Json) => (p.size_options ?? []).includes(size) && !buyableIn(p, size));
      const foundSkus = new Set(found.items.map((p: Json) => p.sku));
      for (const product of offeredButSoldOut) expect(foundSkus.has(product.sku), `${product.sku} sold out in size ${size}`).toBe(false);
    }
  });

  it('a sold-out product (Friedrich Oxford in black, every size sold out) is listed, but under no size', async () => {
    const all = await listAll(shop, `store=main&category=${MEN}&fields=card`);
    expect(all.items.map((p: Json) => p.sku)).toContain('KR-1002-BLK');
    const sizes = buckets(all, 'agg_terms_size').map((b: Json) => b.key);
    const found = await listAll(shop, `store=main&category=${MEN}&filter_size=${sizes.join(',')}&fields=card`);
    expect(found.items.map((p: Json) => p.sku)).not.toContain('KR-1002-BLK');
  });
});
