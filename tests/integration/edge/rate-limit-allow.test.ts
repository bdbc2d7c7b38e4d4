// RATE_LIMIT_ALLOW over real HTTP on the whole shop: a load generator's address is never refused, by the global
// limit, a route's own limit or the mail budget, while every other client keeps all of them. Client addresses come
// from X-Forwarded-For, believed from the loopback proxy the test names in TRUSTED_PROXIES.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../helpers/start-app.js';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({
    env: { TRUSTED_PROXIES: '127.0.0.1', RATE_LIMIT_ALLOW: '10.1.0.0/16, 192.0.2.7', RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_RESET_PER_MINUTE: '2', RATE_LIMIT_MAIL_PER_MINUTE: '2' },
  });
});

afterAll(async () => {
  await shop?.close();
});

const from = (address: string, path: string, init: RequestInit = {}) => shop.fetch(path, { ...init, headers: { ...init.headers, 'x-forwarded-for': address } });
const resetPassword = (address: string) => from(address, '/api/user/reset-password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'load@example.com' }) });

describe('RATE_LIMIT_ALLOW', () => {
  it('never refuses an allowed address, by the global limit, a route limit or the mail budget', async () => {
    for (const address of ['10.1.4.2', '192.0.2.7']) {
      for (let i = 0; i < 12; i++) expect((await from(address, '/api/catalog/categories?store=main&level=2')).status, `${address} #${i}`).toBe(200);
      for (let i = 0; i < 4; i++) expect((await resetPassword(address)).status, `${address} reset #${i}`).toBe(200);
    }
  });

  it('keeps every limit for everyone else', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await from('192.0.2.8', '/api/catalog/categories?store=main&level=2')).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // A neighbour of the allowed range, on the route with its own tighter limit.
    const resets: number[] = [];
    for (let i = 0; i < 3; i++) resets.push((await resetPassword('10.2.0.1')).status);
    expect(resets).toEqual([200, 200, 429]);
  });
});
