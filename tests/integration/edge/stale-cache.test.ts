// The edge keeps answering cached catalogue reads when the catalogue upstream goes away (DESIGN §2), and says
// so honestly (503 with Retry-After) for what it never saw.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedBackends, type EmbeddedBackends } from '../../../server/backend/bootstrap.js';
import { startShop, type RunningShop } from '../../../server/main.js';
import { sharedDataDir, testConfig } from '../helpers/start-app.js';

let backends: EmbeddedBackends;
let shop: RunningShop;

beforeAll(async () => {
  const dataDir = sharedDataDir();
  const logger = pino({ level: 'silent' });
  backends = await startEmbeddedBackends(testConfig(dataDir), logger);
  // The edge talks to this backend through the *_URL settings, as a separate deployment would.
  const config = testConfig(dataDir, { CATALOG_URL: backends.url, COMMERCE_URL: backends.url, MAIL_URL: backends.url, NEWSLETTER_URL: backends.url, CACHE_TTL_SEARCH: '1', CACHE_TTL_PRODUCT: '1' });
  shop = await startShop(config, { logger });
});

afterAll(async () => {
  await shop?.close();
  await backends?.close();
});

describe('stale cache on upstream failure', () => {
  it('serves the last good answer after the catalogue upstream stopped and the TTL passed', async () => {
    const url = new URL('/api/catalog/products?store=main&size=5&sort=final_price:asc', shop.url);
    const warm = await fetch(url);
    expect(warm.status).toBe(200);
    const warmBody = await warm.json();

    await backends.close();
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const stale = await fetch(url);
    expect(stale.status).toBe(200);
    expect(await stale.json()).toEqual(warmBody);

    const ready = await fetch(new URL('/readyz', shop.url));
    expect(ready.status).toBe(503);

    const neverSeen = await fetch(new URL('/api/catalog/products?store=main&size=7', shop.url));
    expect(neverSeen.status).toBe(503);
    expect(neverSeen.headers.get('retry-after')).toBe('5');
    expect(await neverSeen.json()).toMatchObject({ code: 503, meta: { errorCode: 'ERR_SERVICE_UNAVAILABLE', code: 'ERR_UPSTREAM_UNAVAILABLE' } });
  });
});
