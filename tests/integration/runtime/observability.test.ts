// Issue #15 item 5 and issue #13 items 8, 12 and 13 over real HTTP on the whole shop: one request id from the caller
// through the edge to the backend, which logs every request at info; no token, cart id or e-mail address and no
// 16 KB path in any log line; X-Forwarded-For ignored unless TRUSTED_PROXIES names the caller; /metrics only with
// the token, in Prometheus text format with the metrics the issue lists.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesFor, startShop, type RunningShop } from '../../../server/main.js';
import { createLogger } from '../../../server/runtime/logger.js';
import { sharedDataDir, testConfig, uniqueEmail } from '../helpers/start-app.js';

const METRICS_TOKEN = 'metrics-test-token';
const lines: Record<string, unknown>[] = [];
let shop: RunningShop;

async function startLoggedShop(env: Record<string, string>): Promise<RunningShop> {
  const config = testConfig(sharedDataDir(), { LOG_LEVEL: 'info', ...env });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = await createLogger(config, {}, sink);
  return startShop(config, { logger, ssr: pagesFor(config) });
}

beforeAll(async () => {
  shop = await startLoggedShop({ METRICS_TOKEN, RATE_LIMIT_LOGIN_PER_MINUTE: '2' });
});

afterAll(async () => {
  await shop?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, shop.url), { headers });

describe('request ids and request logs', () => {
  it('takes the caller\'s X-Request-Id, answers with it, and the backend logs the forwarded call under it at info', async () => {
    const res = await get('/api/cart/pull?token=tok-SECRET-1&cartId=cart-SECRET-2', { 'x-request-id': 'lb-abc-123' });
    expect(res.headers.get('x-request-id')).toBe('lb-abc-123');
    await res.arrayBuffer();
    const backendLines = lines.filter((line) => line.tier === 'backend' && line.reqId === 'lb-abc-123');
    expect(backendLines.map((line) => line.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(backendLines.every((line) => line.level === 30)).toBe(true);
    expect(lines.some((line) => line.tier === undefined && line.reqId === 'lb-abc-123')).toBe(true);
  });

  it('replaces an id that does not look like one', async () => {
    const res = await get('/healthz', { 'x-request-id': 'x'.repeat(200) });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
  });

  it('never writes a token, cart id or e-mail address into a log line (edge and backend)', async () => {
    await (await get('/api/ext/mailchimp-subscribe/subscribe?email=anna.secret%40example.com')).arrayBuffer();
    await (await get('/api/user/order-history?token=tok-SECRET-3&pageSize=20')).arrayBuffer();
    const text = JSON.stringify(lines);
    expect(text).toContain('[redacted]');
    for (const secret of ['tok-SECRET-1', 'cart-SECRET-2', 'tok-SECRET-3', 'anna.secret']) expect(text).not.toContain(secret);
  });

  it('cuts the path of a 16 KB probe in its log lines', async () => {
    // Node refuses a request line past 16 KB (431), so the longest probe that reaches the 404 is a little shorter.
    const probe = `/api/${'p'.repeat(15_000)}`;
    const res = await get(probe, { 'x-request-id': 'long-path-probe' });
    expect(res.status).toBe(404);
    const logged = lines.filter((line) => line.reqId === 'long-path-probe');
    expect(logged.length).toBeGreaterThan(0);
    for (const line of logged) expect(JSON.stringify(line).length).toBeLessThan(1500);
  });
});

describe('trusted proxies (issue #13 item 12)', () => {
  it('ignores X-Forwarded-For by default, so a client cannot dodge the login limit by naming other addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await fetch(new URL('/api/user/login', shop.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: JSON.stringify({ username: uniqueEmail('nobody'), password: 'wrong-Password1!' }),
      });
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses[2]).toBe(429);
  });
});

describe('/metrics (not public)', () => {
  it('answers 401 without the token', async () => {
    expect((await get('/metrics')).status).toBe(401);
    expect((await get('/metrics', { authorization: 'Bearer wrong' })).status).toBe(401);
  });

  it('serves Prometheus text with requests by route and status, SSR, cache, upstream, process and order metrics', async () => {
    await (await get('/men', { accept: 'text/html' })).arrayBuffer();
    await (await get('/api/catalog/products?store=main&size=2')).arrayBuffer();
    await (await get('/api/catalog/products?store=main&size=2')).arrayBuffer();
    const res = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/shop_http_request_duration_seconds_count\{tier="edge",method="GET",route="\/api\/catalog\/products",status="200"\} \d+/);
    expect(text).toMatch(/shop_http_request_duration_seconds_count\{tier="backend",method="GET",route="\/api\/cart\/pull",status="\d+"\}/);
    expect(text).toMatch(/shop_ssr_render_duration_seconds_count\{status="200"\} [1-9]/);
    expect(text).toMatch(/shop_edge_cache_lookups_total\{kind="search",result="hit"\} [1-9]/);
    expect(text).toMatch(/shop_edge_cache_entries\{kind="search"\} [1-9]/);
    expect(text).toMatch(/shop_upstream_request_duration_seconds_count\{upstream="catalog",outcome="ok"\} [1-9]/);
    for (const name of ['shop_orders_placed_total', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_p99_seconds']) {
      expect(text, name).toContain(name);
    }
  });
});
