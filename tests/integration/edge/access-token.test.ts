// Issue #13 item 8a over real HTTP: the access token is accepted as `Authorization: Bearer` at the edge and at the
// commerce backend (`?token=` stays for the contract), and the edge forwards it as a header, never in the URL.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEdgeApp } from '../../../server/edge/app.js';
import { backendHeaders, getJson, postJson, startTestShop, testConfig, type TestShop } from '../helpers/start-app.js';

let shop: TestShop;
let token: string;
const PASSWORD = 'Kranich!2026';

beforeAll(async () => {
  shop = await startTestShop();
  const email = `bearer-${Date.now()}@example.com`;
  expect((await postJson(shop, '/api/user/create', { customer: { email, firstname: 'Bea', lastname: 'Rer' }, password: PASSWORD })).status).toBe(200);
  token = (await postJson(shop, '/api/user/login', { username: email, password: PASSWORD })).body.result;
});

afterAll(async () => {
  await shop?.close();
});

const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

describe('the access token at the edge', () => {
  it('takes the token in the Authorization header, as ?token= too, and 401 without either', async () => {
    expect((await getJson(shop, '/api/user/me', bearer(token))).status).toBe(200);
    expect((await getJson(shop, `/api/user/me?token=${token}`)).status).toBe(200);
    expect((await getJson(shop, `/api/user/me?token=${token}`, bearer(token))).status).toBe(200);
    expect((await getJson(shop, '/api/user/me')).status).toBe(401);
    expect((await getJson(shop, '/api/user/me', bearer('wrong'))).status).toBe(401);
  });

  it('refuses two different tokens with a 400 naming authorization', async () => {
    const both = await getJson(shop, '/api/user/me?token=other', bearer(token));
    expect(both.status).toBe(400);
    expect(both.body.meta.field).toBe('authorization');
  });

  it('refuses a token that could not travel on in a header with a 400 naming token (the fuzz suite found a 502)', async () => {
    const inQuery = await getJson(shop, `/api/user/me?token=${encodeURIComponent('tök€n')}`);
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.meta.field).toBe('token');
    const inHeader = await fetch(new URL('/api/cart/create', shop.url), { method: 'POST', headers: { authorization: 'Bearer t\u00f6ken' } });
    expect(inHeader.status).toBe(400);
  });

  it('carts of a customer work with the header alone (create answers the customer\'s one cart, not a new guest cart)', async () => {
    const created = await postJson(shop, '/api/cart/create', {}, bearer(token));
    expect(created.status).toBe(200);
    expect((await postJson(shop, '/api/cart/create', {}, bearer(token))).body.result).toBe(created.body.result);
    expect((await getJson(shop, `/api/cart/pull?cartId=${encodeURIComponent(created.body.result)}`, bearer(token))).status).toBe(200);
  });
});

describe('the access token at the commerce backend', () => {
  it('takes the Authorization header as well as ?token=, and a 400 naming authorization for two different ones', async () => {
    const backend = shop.shop.backends!.url;
    const tier = backendHeaders(shop);
    expect((await fetch(`${backend}/api/user/me`, { headers: { ...bearer(token), ...tier } })).status).toBe(200);
    expect((await fetch(`${backend}/api/user/me?token=${token}`, { headers: tier })).status).toBe(200);
    const conflict = await fetch(`${backend}/api/user/me?token=x`, { headers: { ...bearer(token), ...tier } });
    expect(conflict.status).toBe(400);
    expect(JSON.stringify(await conflict.json())).toContain('authorization');
  });
});

describe('what the edge sends upstream', () => {
  it('forwards the token as a header, never in the URL, whichever way it came', async () => {
    const seen: { url: string; authorization?: string }[] = [];
    const upstream = http.createServer((req, res) => {
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200,"result":{}}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const edge = await buildEdgeApp(testConfig(shop.config.dataDir), { upstreams: { catalogUrl: url, commerceUrl: url } });
    try {
      await edge.inject({ url: '/api/user/me?token=from-query' });
      await edge.inject({ url: '/api/cart/pull?cartId=c1', headers: bearer('from-header') });
      expect(seen).toEqual([
        { url: '/api/user/me', authorization: 'Bearer from-query' },
        { url: '/api/cart/pull?cartId=c1', authorization: 'Bearer from-header' },
      ]);
    } finally {
      await edge.close();
      upstream.close();
    }
  });
});
