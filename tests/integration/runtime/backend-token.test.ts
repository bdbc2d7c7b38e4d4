// The backend tier answers the shop's own servers only: without the shared secret (BACKEND_TOKEN, or the one kept in
// DATA_DIR) no route marks an order paid, shows an order or sends a mail, and a backend that would listen beyond
// loopback without a configured secret does not start.
import fs from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedBackends } from '../../../server/backend/bootstrap.js';
import { ConfigError } from '../../../server/config.js';
import { BACKEND_TOKEN_FILE, BACKEND_TOKEN_HEADER, backendTokenOf, isLoopbackHost } from '../../../server/runtime/backend-token.js';
import { backendHeaders, getJson, startTestShop, testConfig, type TestShop } from '../helpers/start-app.js';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});

afterAll(async () => {
  await shop?.close();
});

const json = { 'content-type': 'application/json' };
const CALLS: [string, string, RequestInit][] = [
  ['marks an order paid', '/internal/payone/transaction-status', { method: 'POST', headers: json, body: JSON.stringify({ txaction: 'paid', reference: '100000001', txid: '1', price: 1, currency: 'EUR' }) }],
  ['shows an order', '/internal/payone/orders/100000001', {}],
  ['sends a mail', '/api/ext/mail-service/get-token', {}],
  ['subscribes a mailbox', '/api/ext/mailchimp-subscribe/subscribe', { method: 'POST', headers: json, body: JSON.stringify({ email: 'victim@example.com' }) }],
  ['creates a cart', '/api/cart/create', { method: 'POST', headers: json, body: '{}' }],
  ['searches the index', '/_cluster/health', {}],
  ['streams changes', '/_changes', {}],
  ['writes the catalogue', '/_bulk', { method: 'POST', headers: { 'content-type': 'application/x-ndjson' }, body: '{"delete":{"_index":"x","_id":"1"}}\n' }],
];

describe('every backend route needs the tier token', () => {
  it.each(CALLS)('a caller without it never %s (401)', async (_what, route, init) => {
    const res = await fetch(new URL(route, shop.shop.backends!.url), init);
    expect(res.status).toBe(401);
    await res.arrayBuffer();
  });

  it.each(CALLS)('a caller with a wrong one never %s (401)', async (_what, route, init) => {
    const wrong = `${shop.shop.backends!.token.slice(0, -1)}x`;
    const res = await fetch(new URL(route, shop.shop.backends!.url), { ...init, headers: { ...(init.headers as Record<string, string>), [BACKEND_TOKEN_HEADER]: wrong } });
    expect(res.status).toBe(401);
    await res.arrayBuffer();
  });

  it('the shop itself (the edge) holds it: catalogue, cart and health work through the edge', async () => {
    expect((await getJson(shop, '/api/catalog/products?size=1')).status).toBe(200);
    expect((await shop.fetch('/api/cart/create', { method: 'POST', headers: json, body: '{}' })).status).toBe(200);
    const health = await fetch(new URL('/_cluster/health', shop.shop.backends!.url), { headers: backendHeaders(shop) });
    expect(health.status).toBe(200);
  });
});

describe('where the token comes from', () => {
  it('without BACKEND_TOKEN the shop makes one, keeps it in DATA_DIR for the owner only and reuses it', () => {
    const file = path.join(shop.config.dataDir, BACKEND_TOKEN_FILE);
    const kept = fs.readFileSync(file, 'utf8').trim();
    expect(kept.length).toBeGreaterThanOrEqual(32);
    expect(shop.shop.backends!.token).toBe(kept);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(backendTokenOf(testConfig(shop.config.dataDir))).toBe(kept);
  });

  it('BACKEND_TOKEN, when set, wins and must be long enough', () => {
    const token = 'a-configured-backend-secret-0123456789';
    expect(backendTokenOf(testConfig(shop.config.dataDir, { BACKEND_TOKEN: token }))).toBe(token);
    expect(() => testConfig(shop.config.dataDir, { BACKEND_TOKEN: 'short' })).toThrow(/BACKEND_TOKEN/);
  });

  it('a backend that would listen beyond loopback without BACKEND_TOKEN refuses to start', async () => {
    const attempt = startEmbeddedBackends(testConfig(shop.config.dataDir), pino({ level: 'silent' }), 0, '0.0.0.0');
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toThrow(/BACKEND_TOKEN/);
  });

  it('knows loopback addresses from others', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'backend', '172.28.0.3']) expect(isLoopbackHost(host)).toBe(false);
  });
});
