// Account calls beyond the contract, on SQLite and PostgreSQL: logout revokes the session, "my reviews" lists the
// customer's own reviews; plus the order history's defaults (spec 02 §9: page size 20, page 1, newest first).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, orderBody, signUp, cartWith, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';

describe.each(DIALECTS)('account API on %s', (dialect) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(dialect);
  });
  afterAll(async () => a?.close());

  it('logout revokes the access token and the refresh token; the other session of the customer stays', async () => {
    const first = await signUp(a, `logout-${dialect}@example.com`);
    const second = (await a.call('POST', '/api/user/login', { username: `logout-${dialect}@example.com`, password: 'Kranich!2026' })).body;
    const res = await a.call('POST', `/api/user/logout?token=${first.token}`, { refreshToken: first.refreshToken });
    expect(res).toEqual({ status: 200, body: { code: 200, result: true } });
    expect((await a.call('GET', `/api/user/me?token=${first.token}`)).status).toBe(401);
    expect((await a.call('POST', '/api/user/refresh', { refreshToken: first.refreshToken })).status).toBe(401);
    expect((await a.call('GET', `/api/user/me?token=${second.result}`)).status).toBe(200);
    expect((await a.call('POST', `/api/user/logout?token=${first.token}`, {})).status).toBe(401);
    expect((await a.call('POST', '/api/user/logout', {})).status).toBe(401);
  });

  it("logout cannot revoke another customer's refresh token", async () => {
    const eve = await signUp(a, `eve-${dialect}@example.com`);
    const bob = await signUp(a, `bob-${dialect}@example.com`);
    await a.call('POST', `/api/user/logout?token=${eve.token}`, { refreshToken: bob.refreshToken });
    expect((await a.call('POST', '/api/user/refresh', { refreshToken: bob.refreshToken })).status).toBe(200);
  });

  it('logout answers a refresh token of the wrong type refresh token with 400 naming the field', async () => {
    const s = await signUp(a, `typed-${dialect}@example.com`);
    const res = await a.call('POST', `/api/user/logout?token=${s.token}`, { refreshToken: { value: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.meta.field).toContain('refreshToken');
  });

  it('lists only my reviews, newest first, with product name and moderation status; needs a token', async () => {
    const me = await signUp(a, `reviewer-${dialect}@example.com`);
    const other = await signUp(a, `other-reviewer-${dialect}@example.com`);
    const review = (title: string) => ({ review: { product_id: 1000, title, detail: '<b>Great</b> shoe', nickname: 'Anna' } });
    a.clock.now = new Date(a.clock.now.getTime() + 1000);
    await a.call('POST', `/api/review/create?token=${me.token}`, review('First'));
    a.clock.now = new Date(a.clock.now.getTime() + 1000);
    await a.call('POST', `/api/review/create?token=${me.token}`, review("Second'; DROP TABLE reviews;--"));
    await a.call('POST', `/api/review/create?token=${other.token}`, review('Not mine'));
    const mine = await a.call('GET', `/api/review/mine?token=${me.token}`);
    expect(mine.status).toBe(200);
    expect(mine.body.result.map((r: { title: string }) => r.title)).toEqual(["Second'; DROP TABLE reviews;--", 'First']);
    expect(mine.body.result[0]).toMatchObject({ status: 'pending', product_id: 1000, product_sku: 'OX-ANTON', detail: '<b>Great</b> shoe', product_name: expect.any(String) });
    expect((await a.call('GET', '/api/review/mine')).status).toBe(401);
    expect((await a.call('GET', '/api/review/mine?token=nope')).status).toBe(401);
  });

  it('order history defaults to page size 20 and page 1, newest first (spec 02 §9)', async () => {
    const me = await signUp(a, `history-${dialect}@example.com`);
    const placed: string[] = [];
    for (let i = 0; i < 21; i++) {
      a.clock.now = new Date(a.clock.now.getTime() + 60_000);
      const cartId = await cartWith(a, [{ sku: 'CARE-SET', qty: 2 }], me.token);
      const res = await a.call('POST', `/api/order?token=${me.token}`, { ...orderBody(cartId, [{ sku: 'CARE-SET', qty: 2 }]), user_id: me.id });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      placed.push(res.body.result.orderNumber);
    }
    const history = (await a.call('GET', `/api/user/order-history?token=${me.token}`)).body.result;
    expect(history.total_count).toBe(21);
    expect(history.items.map((o: { increment_id: string }) => o.increment_id)).toEqual([...placed].reverse().slice(0, 20));
    const second = (await a.call('GET', `/api/user/order-history?token=${me.token}&currentPage=2`)).body.result;
    expect(second.items.map((o: { increment_id: string }) => o.increment_id)).toEqual([placed[0]]);
  }, 60_000);
});
