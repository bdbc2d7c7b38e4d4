// The public catalogue API (DESIGN §3.1) over real HTTP against the whole shop on the demo catalogue: listing
// filters, price ranges, aggregation counts, sort, paging, fuzzy search with boosts, single lookups and bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, startTestShop, type Json, type TestShop } from '../helpers/start-app.js';

let shop: TestShop;
let firstPage: Json;

beforeAll(async () => {
  shop = await startTestShop();
  firstPage = (await getJson(shop, '/api/catalog/products?store=main')).body.result;
});

afterAll(async () => {
  await shop?.close();
});

const list = async (query: string) => {
  const res = await getJson(shop, `/api/catalog/products?${query}`);
  expect(res.status, query).toBe(200);
  return res.body.result as Json;
};

describe('product listings', () => {
  it('answers the envelope with items, total, start, perPage and aggregations; default page size 50 (spec 01 §9)', () => {
    expect(firstPage.perPage).toBe(50);
    expect(firstPage.start).toBe(0);
    expect(firstPage.items).toHaveLength(50);
    expect(firstPage.total).toBeGreaterThan(200);
    for (const item of firstPage.items) {
      expect([2, 3, 4]).toContain(item.visibility);
      expect(item.status).toBe(1);
    }
  });

  it('a size of 0 or less becomes 50 and a negative start becomes 0 (spec 01 §9)', async () => {
    expect(await list('size=0')).toMatchObject({ perPage: 50, start: 0 });
    expect(await list('size=-5&from=-10')).toMatchObject({ perPage: 50, start: 0 });
  });

  it('pages do not overlap and together equal one bigger page', async () => {
    const [a, b, both] = await Promise.all([list('size=12&from=0'), list('size=12&from=12'), list('size=24&from=0')]);
    const skus = (r: Json) => r.items.map((p: Json) => p.sku);
    expect([...skus(a), ...skus(b)]).toEqual(skus(both));
    expect(new Set([...skus(a), ...skus(b)]).size).toBe(24);
  });

  it('sorts by price both ways and by Latest (updated_at desc) by default', async () => {
    const asc = (await list('sort=final_price:asc&size=50')).items.map((p: Json) => p.final_price);
    expect(asc).toEqual([...asc].sort((x: number, y: number) => x - y));
    const desc = (await list('sort=final_price:desc&size=50')).items.map((p: Json) => p.final_price);
    expect(desc).toEqual([...desc].sort((x: number, y: number) => y - x));
    const latest = firstPage.items.map((p: Json) => p.updated_at);
    expect(latest).toEqual([...latest].sort().reverse());
  });

  it('offers aggregations for the filter attributes and price ranges, and each bucket count equals its filter’s total', async () => {
    const aggs = firstPage.aggregations;
    for (const name of ['agg_terms_color', 'agg_terms_size', 'agg_terms_manufacturer', 'agg_range_price']) expect(aggs[name]?.buckets?.length, name).toBeGreaterThan(0);
    // Every value of a filter is answered (the page shows the 10 most frequent first, spec 01 §9, and "Show all").
    expect(aggs.agg_terms_color.buckets.length).toBeGreaterThan(10);

    const colour = aggs.agg_terms_color.buckets[0];
    expect((await list(`color=${colour.key}&size=1`)).total).toBe(colour.doc_count);
    const maker = aggs.agg_terms_manufacturer.buckets[0];
    expect((await list(`manufacturer=${maker.key}&size=1`)).total).toBe(maker.doc_count);

    const ranges = aggs.agg_range_price.buckets;
    expect(ranges.map((b: Json) => [b.from ?? 0, b.to ?? null])).toEqual([[0, 50], [50, 100], [100, 150], [150, null]]);
    const top = ranges[3];
    expect((await list('price=150-&size=1')).total).toBe(top.doc_count);
    expect(ranges.reduce((sum: number, b: Json) => sum + b.doc_count, 0)).toBe(firstPage.total);
  });

  it('the shoe-size filter (filter_size) narrows the listing to products offered in that size', async () => {
    const bucket = firstPage.aggregations.agg_terms_size.buckets[0];
    const sized = await list(`filter_size=${bucket.key}&size=5`);
    expect(sized.total).toBeGreaterThan(0);
    expect(sized.total).toBeLessThanOrEqual(firstPage.total);
  });

  it('combines filters (AND between attributes, OR within one) and skips values with a dot (spec 01 §5)', async () => {
    const [c1, c2] = firstPage.aggregations.agg_terms_color.buckets;
    const either = await list(`color=${c1.key},${c2.key}&size=1`);
    expect(either.total).toBeGreaterThanOrEqual(Math.max(c1.doc_count, c2.doc_count));
    const withDot = await list(`color=${c1.key},1.5&size=1`);
    expect(withDot.total).toBe(c1.doc_count);
    const both = await list(`color=${c1.key}&price=150-&size=1`);
    expect(both.total).toBeLessThanOrEqual(c1.doc_count);
  });

  it('filters by category id', async () => {
    const categories = (await getJson(shop, '/api/catalog/categories?store=main&parent=2')).body.result as Json[];
    const category = categories.find((c) => c.product_count > 0);
    const inCategory = await list(`category=${category.id}&size=50`);
    expect(inCategory.total).toBeGreaterThan(0);
    for (const item of inCategory.items) expect(item.category_ids).toContain(category.id);
  });

  it('fields=card answers the same products, totals and aggregations with only the fields a product card reads', async () => {
    const query = 'category=10&size=50&sort=updated_at:desc';
    const [whole, cards] = await Promise.all([list(query), list(`${query}&fields=card`)]);
    expect(cards.items.map((p: Json) => p.sku)).toEqual(whole.items.map((p: Json) => p.sku));
    expect({ ...cards, items: [] }).toEqual({ ...whole, items: [] });
    const configurable = cards.items.find((p: Json) => p.type_id === 'configurable');
    expect(Object.keys(configurable.configurable_children[0]).sort()).toEqual(
      ['lowest_price_30d_incl_tax', 'original_price_incl_tax', 'price_incl_tax', 'special_from_date', 'special_price_incl_tax', 'special_to_date', 'status', 'stock'],
    );
    expect(configurable.description).toBeUndefined();
    expect(JSON.stringify(cards).length).toBeLessThan(JSON.stringify(whole).length / 3);
  });

  it('aggregations=false answers the same items and total without aggregations or filter labels', async () => {
    const query = 'q=oxford&size=18&fields=card';
    const [withFacets, without] = await Promise.all([list(query), list(`${query}&aggregations=false`)]);
    expect(Object.keys(withFacets.aggregations).length).toBeGreaterThan(0);
    expect(withFacets.attributeMetadata.length).toBeGreaterThan(0);
    expect(without).toEqual({ ...withFacets, aggregations: {}, attributeMetadata: undefined });
    expect(without).not.toHaveProperty('attributeMetadata');
  });

  it('answers each store view from its own index', async () => {
    const sku = firstPage.items[0].sku;
    const de = (await getJson(shop, `/api/catalog/product/${encodeURIComponent(sku)}?store=de`)).body.result;
    expect(de.sku).toBe(sku);
    const pageIn = async (storeId: number) => (await getJson(shop, `/api/ext/cms-data/cmsPageIdentifier/about-us/storeId/${storeId}`)).body.result;
    const [main, german] = await Promise.all([pageIn(1), pageIn(3)]);
    expect(german.store_id).toBe(3);
    expect(german.title).not.toBe(main.title);
  });
});

describe('search (spec 01 §5, §9)', () => {
  it('finds a product by its exact name first (name boost 4)', async () => {
    const target = firstPage.items.find((p: Json) => p.visibility >= 3);
    const found = await list(`q=${encodeURIComponent(target.name)}&size=5`);
    expect(found.items[0].name).toBe(target.name);
  });

  it('tolerates typos (fuzziness 2)', async () => {
    const target = firstPage.items.find((p: Json) => p.visibility >= 3 && p.name.split(' ').some((w: string) => w.length >= 7));
    const word: string = target.name.split(' ').find((w: string) => w.length >= 7);
    const typo = word.slice(0, 2) + word[3] + word[2] + word.slice(4);
    const found = await list(`q=${encodeURIComponent(typo)}&size=50`);
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.some((p: Json) => p.name.includes(word))).toBe(true);
  });

  it('finds by sku', async () => {
    const sku = firstPage.items[3].sku;
    expect((await list(`q=${encodeURIComponent(sku)}&size=5`)).items.map((p: Json) => p.sku)).toContain(sku);
  });

  it('under 3 characters gives an empty result without asking the index', async () => {
    expect(await list('q=ox')).toMatchObject({ items: [], total: 0 });
  });

  it('finds only visibility 3 or 4', async () => {
    for (const item of (await list('q=leather&size=50')).items) expect([3, 4]).toContain(item.visibility);
  });
});

describe('single lookups', () => {
  it('a product by sku comes with its configurable children', async () => {
    const configurable = firstPage.items.find((p: Json) => p.type_id === 'configurable');
    const res = await getJson(shop, `/api/catalog/product/${encodeURIComponent(configurable.sku)}?store=main`);
    expect(res.status).toBe(200);
    expect(res.body.result.configurable_children.length).toBeGreaterThan(0);
    const child = res.body.result.configurable_children[0].sku;
    expect((await getJson(shop, `/api/catalog/product/${encodeURIComponent(child)}`)).body.result.sku).toBe(configurable.sku);
  });

  it('404 envelope for an unknown sku', async () => {
    expect(await getJson(shop, '/api/catalog/product/NO-SUCH-SHOE')).toMatchObject({ status: 404, body: { code: 404, result: 'Product not found' } });
  });

  it('categories sorted by position', async () => {
    const categories = (await getJson(shop, '/api/catalog/categories?store=main&parent=2')).body.result as Json[];
    expect(categories.length).toBeGreaterThan(2);
    const positions = categories.map((c) => c.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const c of categories) expect(c.parent_id).toBe(2);
  });

  it('maps a product url_path, a category url_path and an unknown URL', async () => {
    const product = firstPage.items[0];
    const mapped = await postJson(shop, '/api/url/map', { url: `/${product.url_path}`, store: 'main' });
    expect(mapped.body.result).toMatchObject({ _type: 'product', _source: { sku: product.sku } });
    const category = (await getJson(shop, '/api/catalog/categories?store=de&parent=2')).body.result[0];
    const mappedCategory = await postJson(shop, '/api/url/map', { url: `/de/${category.url_path}/`, store: 'de' });
    expect(mappedCategory.body.result).toMatchObject({ _type: 'category', _source: { id: category.id } });
    expect(await postJson(shop, '/api/url/map', { url: '/no/such/page', store: 'main' })).toMatchObject({ status: 404, body: { code: 404 } });
  });

  it('CMS pages and blocks by identifier and store id; an unknown one gives the spec text', async () => {
    const page = await getJson(shop, '/api/ext/cms-data/cmsPageIdentifier/about-us/storeId/3');
    expect(page.status).toBe(200);
    expect(page.body.result.identifier).toBe('about-us');
    const byId = await getJson(shop, `/api/ext/cms-data/cmsPage/${page.body.result.id}?store=de`);
    expect(byId.body.result.identifier).toBe('about-us');
    expect(await getJson(shop, '/api/ext/cms-data/cmsBlockIdentifier/no-such-block/storeId/1')).toMatchObject({
      status: 404,
      body: { code: 404, result: 'CMS query returned empty result' },
    });
  });
});

describe('bad input gets 400 naming the field', () => {
  it.each([
    ['/api/catalog/products?store=xx', 'store'],
    ['/api/catalog/products?sort=price', 'sort'],
    ['/api/catalog/products?category=abc', 'category'],
    ['/api/catalog/products?price=100-50', 'price'],
    ['/api/catalog/products?fields=everything', 'fields'],
    ['/api/catalog/products?aggregations=maybe', 'aggregations'],
    ['/api/catalog/categories?level=high', 'level'],
    ['/api/ext/cms-data/cmsPageIdentifier/about-us/storeId/x', 'storeId'],
    ['/api/stock/check', 'sku'],
  ])('%s → %s', async (url, field) => {
    const res = await getJson(shop, url);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, meta: { field } });
    expect(res.body.result.startsWith(`${field} `)).toBe(true);
  });

  it('a malformed JSON body is a 400, not a 500', async () => {
    const res = await shop.fetch('/api/url/map', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"url":' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe(400);
  });
});
