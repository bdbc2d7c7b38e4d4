// RSS of the shop under cache-busting load (issue #13 item 2): thousands of distinct listing URLs, each another
// cache key, against the whole shop (embedded backends and edge) in a process of its own on a copy of the demo data.
// Prints the RSS after warm-up, the peak, and what the edge cache holds. Run from a fresh clone with
// `npm run bench:memory` (BENCH_URLS=3000, CACHE_MAX_BYTES=134217728 by default); compare runs at two commits to see
// a change's effect.
import { Pool } from 'undici';
import { distinctListingUrls } from '../tests/fuzz/listing-urls.js';
import { startShopChild } from '../tests/support/shop-child.js';

const URLS = Number(process.env.BENCH_URLS ?? 3000);
const CACHE_MAX_BYTES = process.env.CACHE_MAX_BYTES ?? String(128 * 1024 * 1024);
const MB = 1024 * 1024;

async function main(): Promise<void> {
  const shop = await startShopChild({ CACHE_MAX_BYTES, RATE_LIMIT_PER_MINUTE: '1000000', UPSTREAM_TIMEOUT_MS: '60000' });
  try {
    const categories = ((await (await fetch(`${shop.url}/api/catalog/categories?store=main`)).json()) as { result: { id: number }[] }).result.map((c) => c.id);
    const urls = distinctListingUrls(URLS, categories);
    const pool = new Pool(shop.url, { connections: 4, headersTimeout: 120_000, bodyTimeout: 120_000 });
    for (const url of urls.slice(0, 50)) await (await pool.request({ method: 'GET', path: url, headers: { 'accept-encoding': 'br' } })).body.dump();
    const baseline = await shop.memory();
    let peak = baseline.rss;
    let next = 50;
    const started = performance.now();
    const worker = async () => {
      while (next < urls.length) {
        const answer = await pool.request({ method: 'GET', path: urls[next++], headers: { 'accept-encoding': next % 2 ? 'br' : 'gzip' } });
        await answer.body.dump();
        if (next % 250 === 0) peak = Math.max(peak, (await shop.memory()).rss);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    await pool.close();
    const after = await shop.memory();
    peak = Math.max(peak, after.rss);
    const seconds = (performance.now() - started) / 1000;
    console.log(`cache-busting listings: ${URLS} distinct URLs in ${seconds.toFixed(0)} s, CACHE_MAX_BYTES ${Math.round(Number(CACHE_MAX_BYTES) / MB)} MB`);
    console.log(`RSS after warm-up ${Math.round(baseline.rss / MB)} MB, peak ${Math.round(peak / MB)} MB (+${Math.round((peak - baseline.rss) / MB)} MB), after GC ${Math.round(after.rss / MB)} MB`);
    console.log(`edge cache: ${Math.round(after.cacheBytes / MB)} MB in ${after.cacheEntries} entries`);
  } finally {
    await shop.close();
  }
}

void main();
