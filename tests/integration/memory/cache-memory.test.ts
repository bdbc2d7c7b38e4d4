// The memory test of issue #13: thousands of distinct listing URLs (each another cache key) against the whole shop in
// a process of its own; its RSS stays under the configured cache bytes plus a fixed allowance over its warm start.
// Before the byte bound, 420 such requests took the process to 5 GB.
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distinctListingUrls } from '../../fuzz/listing-urls.js';
import { startShopChild, type ShopChild } from '../../support/shop-child.js';

const URLS = Number(process.env.MEMORY_TEST_URLS ?? 3000);
const CACHE_MAX_BYTES = 48 * 1024 * 1024;
/** The heap's and the allocator's slack above the cache (measured about 60–90 MB; see bench/history.md). */
const ALLOWANCE_BYTES = 160 * 1024 * 1024;
const MB = 1024 * 1024;

let shop: ShopChild;

beforeAll(async () => {
  shop = await startShopChild({ CACHE_MAX_BYTES: String(CACHE_MAX_BYTES), RATE_LIMIT_PER_MINUTE: '1000000', UPSTREAM_TIMEOUT_MS: '60000' });
}, 180_000);

afterAll(async () => {
  await shop?.close();
});

describe('edge memory under cache-busting listings (issue #13)', () => {
  it(`keeps RSS under CACHE_MAX_BYTES plus a fixed allowance over ${URLS} distinct listing URLs`, async () => {
    const categories = ((await (await fetch(`${shop.url}/api/catalog/categories?store=main`)).json()) as { result: { id: number }[] }).result.map((c) => c.id);
    const pool = new Pool(shop.url, { connections: 4, headersTimeout: 120_000, bodyTimeout: 120_000 });
    const urls = distinctListingUrls(URLS, categories);
    // Warm: the code paths, the index and the first answers are in memory before the baseline is taken.
    for (const url of urls.slice(0, 50)) await (await pool.request({ method: 'GET', path: url, headers: { 'accept-encoding': 'br' } })).body.dump();
    const baseline = (await shop.memory()).rss;
    const bound = baseline + CACHE_MAX_BYTES + ALLOWANCE_BYTES;
    let peak = baseline;
    let next = 50;
    const worker = async () => {
      while (next < urls.length && peak <= bound) {
        const url = urls[next++];
        const answer = await pool.request({ method: 'GET', path: url, headers: { 'accept-encoding': next % 2 ? 'br' : 'gzip' } });
        await answer.body.dump();
        expect(answer.statusCode, url).toBe(200);
        if (next % 250 === 0) peak = Math.max(peak, (await shop.memory()).rss);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    await pool.close();
    const after = await shop.memory();
    peak = Math.max(peak, after.rss);
    const summary = `baseline ${Math.round(baseline / MB)} MB, peak ${Math.round(peak / MB)} MB, cache ${Math.round(after.cacheBytes / MB)} MB in ${after.cacheEntries} entries`;
    console.log(`memory test: ${summary}`);
    expect(after.cacheBytes).toBeLessThanOrEqual(CACHE_MAX_BYTES);
    expect(peak, summary).toBeLessThanOrEqual(bound);
  }, 900_000);
});
