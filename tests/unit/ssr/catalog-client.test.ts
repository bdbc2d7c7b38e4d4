// The browser's CatalogApi over the edge's public API (DESIGN §3.1) and the spec 01 §8 response errors.
import { describe, expect, it } from 'vitest';
import { createBrowserCatalog, productListParams } from '../../../client/api/catalog-client.js';

function fakeFetch(answers: Record<string, { status?: number; body: unknown; type?: string }>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const answer = answers[url] ?? { status: 404, body: { code: 404, result: 'not found' } };
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(body, { status: answer.status ?? 200, headers: { 'content-type': answer.type ?? 'application/json; charset=utf-8' } });
  };
  return { calls, fetchImpl: fetchImpl as typeof fetch };
}

describe('browser catalogue client', () => {
  it('sends listing queries as the gateway reads them (filters as filter_<attribute>)', () => {
    const params = productListParams({ store: 'de', category: 11, sort: 'final_price:asc', size: 50, filters: { size: ['42', '43'], color: ['7'] }, price: { from: 100, to: 150 } });
    expect(params.toString()).toBe('store=de&category=11&sort=final_price%3Aasc&size=50&filter_size=42%2C43&filter_color=7&price=100-150');
  });

  it('reads the envelope, and code 404 as nothing', async () => {
    const { fetchImpl } = fakeFetch({ '/api/catalog/product/KR-1?store=it': { body: { code: 200, result: { sku: 'KR-1' } } } });
    const catalog = createBrowserCatalog(fetchImpl);
    expect(await catalog.getProduct('it', 'KR-1')).toEqual({ sku: 'KR-1' });
    expect(await catalog.getProduct('it', 'NOPE')).toBeNull();
  });

  it('asks CMS blocks by identifier and store id', async () => {
    const { fetchImpl, calls } = fakeFetch({ '/api/ext/cms-data/cmsBlockIdentifier/footer-opening-hours/storeId/3': { body: { code: 200, result: { identifier: 'footer-opening-hours' } } } });
    await createBrowserCatalog(fetchImpl).getCmsBlock('de', 'footer-opening-hours');
    expect(calls[0].url).toBe('/api/ext/cms-data/cmsBlockIdentifier/footer-opening-hours/storeId/3');
  });

  it('posts URL mappings', async () => {
    const { fetchImpl, calls } = fakeFetch({ '/api/url/map': { body: { code: 200, result: { _type: 'category', _source: { id: 10 } } } } });
    expect(await createBrowserCatalog(fetchImpl).resolveUrl('de', '/de/men')).toEqual({ _type: 'category', _source: { id: 10 } });
    expect(calls[0].init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ url: '/de/men', store: 'de' });
  });

  it('rejects a reply that is not JSON or not an envelope (spec 01 §8)', async () => {
    const { fetchImpl } = fakeFetch({
      '/api/catalog/categories?store=main&level=2': { body: '<html>', type: 'text/html' },
      '/api/catalog/categories?store=main&level=3': { body: { items: [] } },
    });
    const catalog = createBrowserCatalog(fetchImpl);
    await expect(catalog.listCategories({ store: 'main', level: 2 })).rejects.toThrow('Error with response - bad content-type!');
    await expect(catalog.listCategories({ store: 'main', level: 3 })).rejects.toThrow('Unhandled error, wrong response format!');
  });

  it('reuses an answer for a minute, but never a failure', async () => {
    let now = 0;
    const { fetchImpl, calls } = fakeFetch({ '/api/catalog/categories?store=main&level=2': { body: { code: 200, result: [] } } });
    const catalog = createBrowserCatalog(fetchImpl, () => now);
    await catalog.listCategories({ store: 'main', level: 2 });
    await catalog.listCategories({ store: 'main', level: 2 });
    expect(calls).toHaveLength(1);
    now = 61_000;
    await catalog.listCategories({ store: 'main', level: 2 });
    expect(calls).toHaveLength(2);
    const failing = fakeFetch({ '/api/catalog/categories?store=main&level=9': { status: 502, body: { code: 502, result: 'upstream down' } } });
    const flaky = createBrowserCatalog(failing.fetchImpl);
    await expect(flaky.listCategories({ store: 'main', level: 9 })).rejects.toThrow('upstream down');
    await expect(flaky.listCategories({ store: 'main', level: 9 })).rejects.toThrow('upstream down');
    expect(failing.calls).toHaveLength(2);
  });
});
