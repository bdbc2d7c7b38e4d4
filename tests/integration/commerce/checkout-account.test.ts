// An account created at checkout ("I want to create an account") owns the order it was created with (issue 12 §6),
// over HTTP on SQLite and PostgreSQL: the sign-up names the order's cart (POST /api/user/create?cartId=), and after
// logging in the order history lists the order. Only the cart's own guest order with the same e-mail is taken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith, createTestApp, GERMAN_ADDRESS, orderBody, STRONG_PASSWORD, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';

describe.each(DIALECTS)('account created at checkout on %s', (dialect) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(dialect);
  });
  afterAll(async () => a?.close());

  async function guestOrder(email: string): Promise<{ cartId: string; orderNumber: string }> {
    const cartId = await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }]);
    const address = { ...GERMAN_ADDRESS, email };
    const res = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }], { billingAddress: address, shippingAddress: address }));
    if (res.status !== 200) throw new Error(`order failed: ${JSON.stringify(res.body)}`);
    return { cartId, orderNumber: res.body.result.orderNumber };
  }

  const signUp = (email: string, cartId?: string) =>
    a.call('POST', `/api/user/create${cartId ? `?cartId=${encodeURIComponent(cartId)}` : ''}`, { customer: { email, firstname: 'Anna', lastname: 'Kranich' }, password: STRONG_PASSWORD });

  async function historyOf(email: string): Promise<string[]> {
    const token = (await a.call('POST', '/api/user/login', { username: email, password: STRONG_PASSWORD })).body.result;
    const history = await a.call('GET', `/api/user/order-history?token=${token}`);
    return history.body.result.items.map((o: { increment_id: string }) => o.increment_id);
  }

  it('the new account owns the order of its checkout: My orders lists it after logging in', async () => {
    const email = `checkout-${dialect}@example.com`;
    const { cartId, orderNumber } = await guestOrder(email);
    const created = await signUp(` ${email.toUpperCase()} `, cartId);
    expect(created.status).toBe(200);
    expect(await historyOf(email)).toEqual([orderNumber]);
    const row = await a.t.db.selectFrom('orders').select('customer_id').where('cart_id', '=', cartId).executeTakeFirstOrThrow();
    const customer = await a.t.db.selectFrom('customers').select('id').where('email_normalized', '=', email).executeTakeFirstOrThrow();
    expect(row.customer_id).toBe(customer.id);
    // Back from a payment provider, the checkout sends the same order again (no token yet): it gets its order back.
    const address = { ...GERMAN_ADDRESS, email };
    const retry = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }], { billingAddress: address, shippingAddress: address }));
    expect(retry).toMatchObject({ status: 200, body: { result: { orderNumber } } });
  });

  it("takes no order whose e-mail is another's, and none without the cart id", async () => {
    const stranger = await guestOrder(`stranger-${dialect}@example.com`);
    const created = await signUp(`thief-${dialect}@example.com`, stranger.cartId);
    expect(created.status).toBe(200);
    expect(await historyOf(`thief-${dialect}@example.com`)).toEqual([]);

    await guestOrder(`mine-${dialect}@example.com`);
    expect((await signUp(`mine-${dialect}@example.com`)).status).toBe(200);
    expect(await historyOf(`mine-${dialect}@example.com`)).toEqual([]);
  });

  it('names a cart id that is too long, and signs up without linking for an unknown one', async () => {
    expect((await a.call('POST', `/api/user/create?cartId=${'x'.repeat(65)}`, { customer: { email: `long-${dialect}@example.com`, firstname: 'Anna', lastname: 'Kranich' }, password: STRONG_PASSWORD })).body.meta).toEqual({
      errorCode: 'ERR_VALIDATION',
      field: 'cartId',
    });
    expect((await signUp(`unknown-${dialect}@example.com`, 'no-such-cart')).status).toBe(200);
  });
});
