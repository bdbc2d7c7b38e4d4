// Catalogue search over real HTTP against the whole shop on the demo catalogue (spec 01 §5, §9): typo tolerance
// (a wrong letter, a swapped pair), the boosts name > sku > category name, the visibility/status filters, paging,
// input normalisation and bad input. Product names and states are those of server/demo-catalogue (README "States for the
// rules"); the search results page is checked as HTML when the client build is there (`npm run build`).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, listAll, startTestShop, type Json, type TestShop } from '../helpers/start-app.js';

let shop: TestShop;
const hasClientBuild = fs.existsSync(path.resolve('dist/client/manifest.json'));

beforeAll(async () => {
  shop = await startTestShop({ pages: hasClientBuild });
});

afterAll(async () => {
  await shop?.close();
});

async function search(q: string, extra = ''): Promise<Json> {
  const res = await getJson(shop, `/api/catalog/products?store=main&q=${encodeURIComponent(q)}${extra}`);
  expect(res.status, q).toBe(200);
  return res.body.result as Json;
}

const skus = (result: Json): string[] => result.items.map((p: Json) => p.sku);
const names = (result: Json): string[] => result.items.map((p: Json) => p.name);

describe('typo tolerance (fuzziness 2)', () => {
  it('one wrong letter: "Mathilda" finds every Mathilde Budapester and nothing else', async () => {
    const [typo, exact] = await Promise.all([search('Mathilda', '&size=50'), search('Mathilde', '&size=50')]);
    expect(typo.total).toBeGreaterThan(0);
    expect(new Set(names(typo))).toEqual(new Set(['Mathilde Budapester']));
    expect(skus(typo).sort()).toEqual(skus(exact).sort());
  });

  it('two swapped adjacent letters count as one edit: "Konard" finds the Konrad Oxford', async () => {
    const found = await search('Konard', '&size=50');
    expect(found.total).toBeGreaterThan(0);
    expect(new Set(names(found))).toEqual(new Set(['Konrad Oxford']));
    expect(skus(found).every((sku) => sku.startsWith('KR-1003-'))).toBe(true);
  });

  it('a typo in each word of a two-word name puts that product first', async () => {
    const found = await search('Gsutav Budapestr', '&size=18');
    expect(found.items[0].name).toBe('Gustav Budapester');
  });

  it('an exact name ranks above its fuzzy neighbours', async () => {
    const found = await search('Albert Oxford', '&size=18');
    const firstOther = names(found).findIndex((name) => name !== 'Albert Oxford');
    expect(firstOther).toBeGreaterThan(0);
    expect(names(found).slice(firstOther)).not.toContain('Albert Oxford');
  });
});

describe('prefix matches of the typed word outrank fuzzy matches (issue #12 item 16)', () => {
  it('"kon" finds the Konrad Oxford first, above the shoe horns two edits away', async () => {
    const found = await search('kon', '&size=18');
    const konrad = names(found).filter((name) => name === 'Konrad Oxford').length;
    expect(konrad).toBeGreaterThan(0);
    expect(names(found).slice(0, konrad).every((name) => name === 'Konrad Oxford')).toBe(true);
    expect(names(found).indexOf('Long shoe horn')).toBeGreaterThan(konrad - 1);
  });

  it('a word being typed ranks its products first in every store view ("mathil", "budapes")', async () => {
    expect((await search('mathil', '&size=5')).items[0].name).toBe('Mathilde Budapester');
    const de = await getJson(shop, '/api/catalog/products?store=de&q=budapes&size=5');
    expect(de.body.result.items[0].name).toMatch(/Budapester/);
  });
});

describe('boosts: name 4, sku 2, category name 1', () => {
  it('"hor" as the start of a word: the shoe horns and the horsehair brush by name, the brush first as its sku has HOR, then the shoe trees only by their category', async () => {
    const order = skus(await search('hor', '&size=50'));
    expect(order[0]).toBe('KR-9003-HOR');
    expect(order.slice(1, 3).sort()).toEqual(['KR-9008-LNG', 'KR-9009-BRS']);
    const byCategory = order.filter((sku) => sku.startsWith('KR-9006-') || sku.startsWith('KR-9007-')).map((sku) => order.indexOf(sku));
    expect(byCategory.length).toBeGreaterThan(0);
    const byName = order.filter((sku) => sku.startsWith('EW-3009-')).map((sku) => order.indexOf(sku));
    for (const position of byCategory) expect(position).toBeGreaterThan(Math.max(...byName));
  });

  it('"horn": whole-word and prefix matches by name, then by category, before matches that are only fuzzy (the HOR brush)', async () => {
    const order = skus(await search('horn', '&size=50'));
    expect(order.slice(0, 2).sort()).toEqual(['KR-9008-LNG', 'KR-9009-BRS']);
    const trees = order.filter((sku) => sku.startsWith('KR-9006-') || sku.startsWith('KR-9007-')).map((sku) => order.indexOf(sku));
    expect(trees.length).toBeGreaterThan(0);
    for (const position of trees) expect(position).toBeLessThan(order.indexOf('KR-9003-HOR'));
  });

  it('an article number finds its product first', async () => {
    const found = await search('KR-1003-TAN', '&size=5');
    expect(found.items[0].sku).toBe('KR-1003-TAN');
  });
});

describe('spec 01 §5: only visibility 3 or 4 and status 0 or 1', () => {
  it('leaves out a colour with visibility 2 (Duna Derby in dark brown) but finds its siblings', async () => {
    const found = skus(await search('Duna Derby', '&size=50'));
    expect(found).not.toContain('VB-2004-DBR');
    expect(found).toContain('VB-2004-COG');
  });

  it('finds a colour with visibility 3 (search only: August Lace-Up Boot in black)', async () => {
    expect(skus(await search('August Lace-Up Boot', '&size=50'))).toContain('KR-1012-BLK');
  });

  it('leaves out disabled products (status 2: Heinrich Derby and Hornisgrinde Lace-Up Boot in dark brown)', async () => {
    const heinrich = skus(await search('Heinrich Derby', '&size=50'));
    expect(heinrich).not.toContain('KR-1005-DBR');
    expect(heinrich).toContain('KR-1005-NAV');
    expect(skus(await search('Hornisgrinde', '&size=50'))).not.toContain('EW-3009-DBR');
  });

  it('never returns configurable children (visibility 1) and only visibility 3/4, status 0/1', async () => {
    const found = await listAll(shop, `store=main&q=Oxford`);
    for (const item of found.items) {
      expect([3, 4]).toContain(item.visibility);
      expect([0, 1]).toContain(item.status);
    }
  });

  it('lists sold-out products while out-of-stock listing is on (Friedrich Oxford in black)', async () => {
    const found = await search('Friedrich Oxford', '&size=50');
    const soldOut = found.items.find((p: Json) => p.sku === 'KR-1002-BLK');
    expect(soldOut?.stock?.is_in_stock).toBe(false);
  });
});

describe('paging (spec 01 §9: panel pages of 18; size ≤ 0 becomes 50, a negative start 0)', () => {
  it('pages of 18 follow each other without overlap and add up to one bigger page', async () => {
    const [first, second, both] = await Promise.all([search('Derby', '&size=18&from=0'), search('Derby', '&size=18&from=18'), search('Derby', '&size=36&from=0')]);
    expect(first).toMatchObject({ start: 0, perPage: 18 });
    expect(second).toMatchObject({ start: 18, perPage: 18 });
    expect(first.total).toBeGreaterThan(36);
    expect(second.total).toBe(first.total);
    expect([...skus(first), ...skus(second)]).toEqual(skus(both));
    expect(new Set([...skus(first), ...skus(second)]).size).toBe(36);
  });

  it('the last page holds the rest', async () => {
    const { total } = await search('Derby', '&size=18');
    const last = await search('Derby', `&size=18&from=${total - 5}`);
    expect(last.items).toHaveLength(5);
  });

  it('normalises size and start instead of refusing them', async () => {
    expect(await search('Derby', '&size=0&from=-3')).toMatchObject({ perPage: 50, start: 0 });
    expect(await search('Derby', '&size=-18')).toMatchObject({ perPage: 50 });
  });

  it('text under 3 characters gives an empty result; surrounding spaces do not count', async () => {
    expect(await search('  ox  ')).toMatchObject({ items: [], total: 0 });
    expect((await search('  oxf  ')).total).toBeGreaterThan(0);
  });
});

describe('bad input gets 400 naming the field', () => {
  it.each([
    [`q=${'x'.repeat(201)}`, 'q'],
    ['q=oxford&from=abc', 'from'],
    ['q=oxford&size=many', 'size'],
    ['q=oxford&store=fr', 'store'],
  ])('%s → %s', async (query, field) => {
    const res = await getJson(shop, `/api/catalog/products?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, meta: { field } });
  });
});

describe.runIf(hasClientBuild)('the results page (server-rendered, works without JavaScript)', () => {
  it('names the query, the total and the products, is noindex, and links the next page', async () => {
    const res = await shop.fetch('/search?q=Oxfrod');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, follow"');
    expect(html).toMatch(/<h1[^>]*>Search results for “Oxfrod”<\/h1>/);
    expect(html).toMatch(/\d+ results for “Oxfrod”/);
    expect(html).toContain('Albert Oxford');
    expect(html).toContain('href="/search?q=Oxfrod&amp;page=2"');
  });

  it('page 2 shows the next results; a nonsense page number shows page 1', async () => {
    const second = await (await shop.fetch('/search?q=Oxford&page=2')).text();
    expect(second).toMatch(/Results 25–\d+ of \d+/);
    const nonsense = await (await shop.fetch('/search?q=Oxford&page=-4')).text();
    expect(nonsense).toMatch(/Results 1–24 of \d+/);
  });

  it('a page beyond the last shows the last page and says so, never page 1 (issue #12 item 15: 45 oxfords, 24 a page)', async () => {
    const total = (await search('oxford', '&size=1')).total;
    const last = Math.ceil(total / 24);
    expect(last).toBe(2);
    for (const page of [3, 99999]) {
      const res = await shop.fetch(`/search?q=oxford&page=${page}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`${total} results for “oxford”`);
      expect(html).toContain(`Results 25–${total} of ${total}`);
      expect(html).toContain(`There is no page ${page}: the results end on page 2.`);
      expect(html).not.toContain('No results for');
      expect(html).toContain('href="/search?q=oxford"');
    }
    const second = await (await shop.fetch('/search?q=oxford&page=2')).text();
    expect(second).toContain(`Results 25–${total} of ${total}`);
    expect(second).not.toContain('There is no page');
  });

  it('in German at /de/search', async () => {
    const html = await (await shop.fetch('/de/search?q=Stiefel')).text();
    expect(html).toContain('lang="de-DE"');
    expect(html).toContain('Suchergebnisse für „Stiefel“');
  });
});
