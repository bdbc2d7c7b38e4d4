// /robots.txt and the sitemaps over real HTTP against the whole shop on the demo catalogue (spec 01 §2 routes,
// DESIGN §5 store views): absolute URLs on PUBLIC_URL, one sitemap per store view under an index, categories,
// listed products (never configurable children) and CMS pages with hreflang alternates, cached answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startTestShop, type Json, type TestShop } from '../helpers/start-app.js';

const PUBLIC_URL = 'https://shoes.example';
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ env: { PUBLIC_URL } });
});

afterAll(async () => {
  await shop?.close();
});

const text = async (path: string) => {
  const res = await shop.fetch(path);
  return { res, body: await res.text() };
};

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/** The <url> element of a loc, with its alternates. */
const urlElement = (xml: string, loc: string) => xml.split('<url>').find((part) => part.startsWith(`<loc>${loc}</loc>`)) ?? '';

describe('robots.txt', () => {
  it('allows the shop, keeps crawlers out of checkout, account, cart and the API in every store view, names the sitemap', async () => {
    const { res, body } = await text('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(body).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const prefix of ['', '/de', '/it']) {
      for (const path of ['/checkout', '/my-account', '/cart']) expect(body).toContain(`Disallow: ${prefix}${path}\n`);
    }
    expect(body).toContain('Disallow: /api/\n');
    expect(body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('/sitemap.xml is an index of one sitemap per store view on PUBLIC_URL', async () => {
    const { res, body } = await text('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(body)).toEqual([`${PUBLIC_URL}/sitemap-main.xml`, `${PUBLIC_URL}/sitemap-de.xml`, `${PUBLIC_URL}/sitemap-it.xml`]);
  });

  it('a store view lists its home, active categories, every listed product and its CMS pages, all absolute in its prefix', async () => {
    const { res, body } = await text('/sitemap-de.xml');
    expect(res.status).toBe(200);
    const all = locs(body);
    expect(all.every((loc) => loc.startsWith(`${PUBLIC_URL}/de/`))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain(`${PUBLIC_URL}/de/`);
    expect(all).toContain(`${PUBLIC_URL}/de/men`);
    expect(all).toContain(`${PUBLIC_URL}/de/agb`);
    expect(all).toContain(`${PUBLIC_URL}/de/i/faq`);

    // Exactly the products a listing shows (visibility 2/3/4, status 1): the listing's own total.
    const listing = (await getJson(shop, '/api/catalog/products?store=de&size=1')).body.result as Json;
    expect(all.filter((loc) => loc.includes('/de/p/'))).toHaveLength(listing.total);
  });

  it('names configurable products by their parent URL, never a child, with hreflang alternates and x-default', async () => {
    const listing = (await getJson(shop, '/api/catalog/products?store=main&size=50')).body.result as Json;
    const configurable = (listing.items as Json[]).find((item) => item.type_id === 'configurable' && item.configurable_children?.length);
    expect(configurable).toBeDefined();
    const { body } = await text('/sitemap-main.xml');
    const loc = `${PUBLIC_URL}/p/${configurable!.sku}/${configurable!.slug}/${configurable!.sku}`;
    const element = urlElement(body, loc);
    expect(element).not.toBe('');
    expect(element).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(element).toContain(`hreflang="de-DE" href="${PUBLIC_URL}/de/p/${configurable!.sku}/`);
    expect(element).toContain(`hreflang="it-IT" href="${PUBLIC_URL}/it/p/${configurable!.sku}/`);
    expect(element).toContain(`hreflang="x-default" href="${loc}"`);
    for (const child of configurable!.configurable_children as Json[]) {
      expect(body).not.toContain(`/p/${child.sku}/`);
      expect(body).not.toContain(`/${child.sku}</loc>`);
    }
  });

  it('is cached by the edge: a second answer is the same; a query string is ignored, not an error', async () => {
    const first = await text('/sitemap-it.xml');
    // No timing here (timed assertions flake on a loaded machine): the same body and the cache headers say it.
    const second = await text('/sitemap-it.xml?utm_source=test');
    expect(second.res.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
  });
});
