// The fuzz suite of issue #13: requests derived at run time from every route's schema (tests/fuzz), mutated
// (wrong types, boundary and non-finite numbers, huge strings, deep nesting, unicode, missing and extra fields) and
// sent over HTTP to the whole shop in a process of its own (the edge with its embedded backends, and the pages
// when a client build exists). No answer may be a 5xx, the process must not crash, and afterwards its memory is
// back under its bound. FUZZ_RUNS and FUZZ_SEED replay or widen a run; a failure prints its seed and requests.
import fc from 'fast-check';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestsOver, type FuzzRequest } from '../../fuzz/route-requests.js';
import { startShopChild, type ShopChild } from '../../support/shop-child.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261113);
const CONCURRENCY = 8;
const CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** What the process may hold besides its cache after the run: the heap's and the allocator's slack. */
const MEMORY_ALLOWANCE_BYTES = 160 * 1024 * 1024;

let shop: ShopChild;

beforeAll(async () => {
  shop = await startShopChild({
    CACHE_MAX_BYTES: String(CACHE_MAX_BYTES),
    // Limits that would answer 429 long before 10,000 requests, and a loaded machine's slow upstream, are not
    // what this suite looks for.
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
    RATE_LIMIT_RESET_PER_MINUTE: '10000',
    RATE_LIMIT_MAIL_PER_MINUTE: '10000',
    UPSTREAM_TIMEOUT_MS: '60000',
  });
}, 180_000);

afterAll(async () => {
  await shop?.close();
});

interface Outcome {
  request: FuzzRequest;
  status: number | string;
  ms: number;
}

async function send(pool: Pool, request: FuzzRequest): Promise<Outcome> {
  const started = performance.now();
  try {
    const answer = await pool.request({ method: request.method as 'GET', path: request.path, headers: request.headers, body: request.body });
    await answer.body.dump();
    return { request, status: answer.statusCode, ms: performance.now() - started };
  } catch (error) {
    return { request, status: `network error: ${(error as Error).message}`, ms: performance.now() - started };
  }
}

async function sendAlone(origin: string, request: FuzzRequest): Promise<Outcome> {
  const pool = new Pool(origin, { connections: 1, pipelining: 0 });
  try {
    return await send(pool, request);
  } finally {
    await pool.close();
  }
}

const describeRequest = ({ request, status }: Pick<Outcome, 'request' | 'status'>) =>
  `${status} ← ${request.method} ${request.path.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 200)} ${(request.body ?? '').slice(0, 300)}`;

describe(`fuzzing every route (${RUNS} requests, seed ${SEED})`, () => {
  it('answers every request below 500, stays up, and its memory is back under its bound afterwards', async () => {
    const before = await shop.memory();
    const started = performance.now();
    const routes = shop.routes.filter((route) => route.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(40);
    const requests = fc.sample(requestsOver(routes), { numRuns: RUNS, seed: SEED });
    const pool = new Pool(shop.url, { connections: CONCURRENCY, bodyTimeout: 120_000, headersTimeout: 120_000 });
    const failures: Outcome[] = [];
    const slowest: Outcome[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const request = requests[next++];
        let outcome = await send(pool, request);
        // A keep-alive connection the server closed after refusing an earlier body unread (413, 415) resets; that is
        // no answer to this request, so it is asked again on a connection of its own.
        if (typeof outcome.status === 'string') outcome = await sendAlone(shop.url, request);
        // Every 5xx fails, 504s included: the sitemap walks the catalogue in small lean pages and is cached, so
        // nothing this suite sends may take the catalogue past its timeout.
        if (typeof outcome.status !== 'number' || outcome.status >= 500) failures.push(outcome);
        if (process.env.FUZZ_DEBUG) slowest.push(outcome);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await pool.close();
    if (process.env.FUZZ_DEBUG) for (const o of slowest.sort((a, b) => b.ms - a.ms).slice(0, 12)) console.log(Math.round(o.ms), describeRequest(o));

    expect(failures.map(describeRequest).slice(0, 15), `seed ${SEED}: ${failures.length} requests failed`).toEqual([]);
    expect(shop.alive()).toBe(true);
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
    const after = await shop.memory();
    const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
    console.log(`fuzz: ${requests.length} requests in ${Math.round((performance.now() - started) / 1000)} s, RSS ${mb(before.rss)} before, ${mb(after.rss)} after, cache ${mb(after.cacheBytes)}`);
    expect(after.cacheBytes).toBeLessThanOrEqual(CACHE_MAX_BYTES);
    expect(after.rss, `RSS ${after.rss} after, ${before.rss} before`).toBeLessThanOrEqual(before.rss + CACHE_MAX_BYTES + MEMORY_ALLOWANCE_BYTES);
  }, 600_000);
});
