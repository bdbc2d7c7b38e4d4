// The account calls through the edge, over real HTTP on the whole shop: logout revokes the session, "my reviews",
// bad input answered 400 naming the field, and the password-reset limit (login's is in edge-platform.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, startTestShop, type TestShop } from '../helpers/start-app.js';

let shop: TestShop;
const PASSWORD = 'Kranich!2026';

beforeAll(async () => {
  shop = await startTestShop({ env: { RATE_LIMIT_RESET_PER_MINUTE: '2' } });
});

afterAll(async () => {
  await shop?.close();
});

async function customer(email: string): Promise<{ token: string; refreshToken: string }> {
  const created = await postJson(shop, '/api/user/create', { customer: { email, firstname: 'Gina', lastname: 'Gateway' }, password: PASSWORD });
  expect(created.status).toBe(200);
  const login = await postJson(shop, '/api/user/login', { username: email, password: PASSWORD });
  return { token: login.body.result, refreshToken: login.body.meta.refreshToken };
}

describe('account calls through the edge', () => {
  it('POST /api/user/logout ends the session: the token and the refresh token stop working', async () => {
    const s = await customer(`gw-logout-${Date.now()}@example.com`);
    expect((await getJson(shop, `/api/user/me?token=${s.token}`)).status).toBe(200);
    expect((await postJson(shop, `/api/user/logout?token=${s.token}`, { refreshToken: s.refreshToken })).body).toEqual({ code: 200, result: true });
    expect((await getJson(shop, `/api/user/me?token=${s.token}`)).status).toBe(401);
    expect((await postJson(shop, '/api/user/refresh', { refreshToken: s.refreshToken })).status).toBe(401);
  });

  it('GET /api/review/mine lists the reviews of the token, 401 without one', async () => {
    const s = await customer(`gw-reviews-${Date.now()}@example.com`);
    const products = await getJson(shop, '/api/catalog/products?store=main&size=1');
    const productId = products.body.result.items[0].id;
    const created = await postJson(shop, `/api/review/create?token=${s.token}`, { review: { product_id: productId, title: '<script>alert(1)</script>', detail: 'Fits well', nickname: 'Gina' } });
    expect(created.status).toBe(200);
    const mine = await getJson(shop, `/api/review/mine?token=${s.token}`);
    expect(mine.body.result).toEqual([expect.objectContaining({ title: '<script>alert(1)</script>', status: 'pending', product_id: productId })]);
    expect((await getJson(shop, '/api/review/mine')).status).toBe(401);
  });

  it('bad input is a 400 naming the field, never a 500', async () => {
    const longToken = await postJson(shop, `/api/user/logout?token=${'x'.repeat(5000)}`, {});
    expect(longToken.status).toBe(400);
    expect(JSON.stringify(longToken.body)).toContain('token');
    const wrongType = await postJson(shop, '/api/user/me?token=abc', { customer: 'not an object' });
    expect(wrongType.status).toBe(400);
    expect(JSON.stringify(wrongType.body)).toContain('customer');
  });

  it('the profile saves a gender through the edge; a gender outside 0-3 is a 400 naming the field at the edge (issue 12 item 10)', async () => {
    const s = await customer(`gw-gender-${Date.now()}@example.com`);
    expect((await postJson(shop, `/api/user/me?token=${s.token}`, { customer: { gender: 1 } })).status).toBe(200);
    expect((await getJson(shop, `/api/user/me?token=${s.token}`)).body.result.gender).toBe(1);
    const refused = await postJson(shop, `/api/user/me?token=${s.token}`, { customer: { gender: 7 } });
    // The edge's own verdict (the backend's would carry an errorCode too): the request never reached the backend.
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 400, result: 'customer.gender must be <= 3', meta: { field: 'customer.gender' } });
    expect((await getJson(shop, `/api/user/me?token=${s.token}`)).body.result.gender).toBe(1);
  });

  it('limits password-reset mails: 429 once the per-minute limit is used up', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await postJson(shop, '/api/user/reset-password', { email: `nobody${i}@example.com` })).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});
