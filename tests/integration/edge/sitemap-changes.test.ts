// Issue #14 item 4 for the lists the edge caches whole: the sitemap (built from the categories, the listed products
// and the CMS pages) and the category list (menu, category pages by slug). A CMS page or a category created,
// changed or removed through `_bulk` drops them on the edge within 2 s, although their TTL is far longer than the
// test: they carry the tags of what they are built from (server/edge/cache-tags.ts listTag), not only the store's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendHeaders, getJson, startTestShop, type Json, type TestShop } from '../helpers/start-app.js';

const LONG_TTL = '3600';
const TOKEN = 'sitemap-changes-secret';
const COHERENT_WITHIN_MS = 2000;
const PUBLIC_URL = 'https://shoes.example';

let shop: TestShop;
let prefix: string;

beforeAll(async () => {
  shop = await startTestShop({ fresh: true, env: { PUBLIC_URL, CACHE_TTL_CMS: LONG_TTL, CACHE_TTL_CATEGORY: LONG_TTL, CACHE_TTL_URL_MAP: LONG_TTL, ADMIN_TOKEN: TOKEN } });
  prefix = shop.config.catalogIndex;
}, 180_000);

afterAll(async () => {
  await shop?.close();
});

async function bulk(lines: unknown[]): Promise<void> {
  const res = await fetch(new URL('/_bulk', shop.shop.backends!.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${TOKEN}`, ...backendHeaders(shop) },
    body: lines.map((l) => JSON.stringify(l)).join('\n') + '\n',
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as Json).errors).toBe(false);
}

const sitemap = async () => (await shop.fetch('/sitemap-de.xml')).text();

async function within(what: string, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > COHERENT_WITHIN_MS) throw new Error(`${what}: not seen within ${COHERENT_WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

describe('whole lists on the edge follow catalogue changes', () => {
  it('a CMS page created, then removed through _bulk is in the sitemap, then out of it, within 2 s', async () => {
    const legal = (await getJson(shop, '/api/ext/cms-data/cmsPageIdentifier/legal/storeId/3')).body.result as Json;
    expect(legal.id).toBeDefined();
    // Cached: the same answer twice.
    expect(await sitemap()).toBe(await sitemap());
    expect(await sitemap()).not.toContain('/de/i/neuigkeiten<');

    await bulk([{ index: { _index: `${prefix}_de_cms_page`, _id: '9901' } }, { ...legal, id: 9901, identifier: 'neuigkeiten', title: 'Neuigkeiten' }]);
    const added = await within('new CMS page in the sitemap', async () => (await sitemap()).includes(`${PUBLIC_URL}/de/i/neuigkeiten<`));
    await bulk([{ delete: { _index: `${prefix}_de_cms_page`, _id: '9901' } }]);
    const removed = await within('removed CMS page out of the sitemap', async () => !(await sitemap()).includes('/de/i/neuigkeiten<'));
    console.info(`sitemap after a CMS change: ${added} ms (created), ${removed} ms (removed)`);
  });

  it('a category renamed through _bulk shows in the category list within 2 s', async () => {
    const [men] = (await getJson(shop, '/api/catalog/categories?store=de&slug=men')).body.result as Json[];
    expect(men).toBeDefined();
    expect(await sitemap()).toContain(`${PUBLIC_URL}/de/men<`);
    await bulk([{ update: { _index: `${prefix}_de_category`, _id: String(men.id) } }, { doc: { name: 'Herren (neu)' } }]);
    await within('renamed category in the list', async () => ((await getJson(shop, '/api/catalog/categories?store=de&slug=men')).body.result as Json[])[0]?.name === 'Herren (neu)');
  });

  it('a product hidden from listings through _bulk leaves the sitemap within 2 s', async () => {
    const [product] = (await getJson(shop, '/api/catalog/products?store=de&category=31&size=1')).body.result.items as Json[];
    const loc = `${PUBLIC_URL}/de/p/${product.sku}/`;
    expect(await sitemap()).toContain(loc);
    await bulk([{ update: { _index: `${prefix}_de_product`, _id: String(product.id) } }, { doc: { visibility: 1 } }]);
    await within('hidden product out of the sitemap', async () => !(await sitemap()).includes(loc));
  });
});
