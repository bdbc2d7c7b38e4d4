// The withdrawal button's backend (§356a BGB, spec 02 §9 return window 30 days) over HTTP on SQLite and PostgreSQL:
// lookup by order number and e-mail (one answer for every mismatch), a whole order or single lines, quantities not
// above what is left, the 30-day period, a customer's token instead of the e-mail, an idempotent repeat, the receipt
// hook with the time of receipt, the withdrawals shown on the order, and hostile input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommerceErrorCode } from '../../../shared/commerce/error-codes.js';
import { cartWith, createTestApp, GERMAN_ADDRESS, orderBody, signUp, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';
import { changeOrderState } from '../../../server/backend/commerce/services/order-state-service.js';
import { TEST_NOW } from './fixtures/products.js';

const DAY = 86_400_000;

describe.each(DIALECTS)('withdrawal API on %s', (dialect) => {
  let a: TestApp;
  const placeGuestOrder = async (lines: { sku: string; qty: number }[], email = 'anna@example.com'): Promise<string> => {
    const cartId = await cartWith(a, lines);
    const address = { ...GERMAN_ADDRESS, email };
    const res = await a.call('POST', '/api/order', orderBody(cartId, lines, { billingAddress: address, shippingAddress: address }));
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.result.orderNumber as string;
  };
  beforeAll(async () => {
    a = await createTestApp(dialect);
  });
  afterAll(async () => a?.close());

  it('looks an order up by number and e-mail (any case) and lists what can be withdrawn', async () => {
    a.clock.now = new Date(TEST_NOW);
    const orderNumber = await placeGuestOrder([{ sku: 'OX-ANTON-42', qty: 2 }, { sku: 'SHOE-TREE', qty: 1 }]);
    const res = await a.call('POST', '/api/order/withdrawal-lookup', { orderNumber, email: ' ANNA@example.com ' });
    expect(res.status).toBe(200);
    // Nothing shipped yet: the 30 days have not begun.
    expect(res.body.result).toMatchObject({ orderNumber, created_at: TEST_NOW.toISOString(), withdrawable_until: null, withdrawals: [] });
    expect(res.body.result.lines).toEqual([
      { sku: 'OX-ANTON-42', name: 'Oxford Anton 42', product_option: null, price_incl_tax: 249, qty_ordered: 2, qty_withdrawn: 0, qty_withdrawable: 2 },
      { sku: 'SHOE-TREE', name: 'Cedar shoe tree', product_option: null, price_incl_tax: 29.9, qty_ordered: 1, qty_withdrawn: 0, qty_withdrawable: 1 },
    ]);
  });

  it('answers the same 404 for a wrong order number and a wrong e-mail', async () => {
    const orderNumber = await placeGuestOrder([{ sku: 'SHOE-TREE', qty: 1 }]);
    const wrongEmail = await a.call('POST', '/api/order/withdrawal-lookup', { orderNumber, email: 'eve@example.com' });
    const wrongNumber = await a.call('POST', '/api/order/withdraw', { orderNumber: '199999999', email: 'anna@example.com' });
    const noEmail = await a.call('POST', '/api/order/withdraw', { orderNumber });
    const expected = { status: 404, body: { code: 404, result: 'We could not find an order with this order number and e-mail address', meta: { errorCode: 'ERR_ORDER_NOT_FOUND', field: 'orderNumber' } } };
    expect(wrongEmail).toEqual(expected);
    expect(wrongNumber).toEqual(expected);
    expect(noEmail).toEqual(expected);
    expect(a.withdrawals.filter((w) => w.orderNumber === orderNumber)).toEqual([]);
  });

  it('withdraws single lines, records them on the order, sends the receipt once, and refuses more than is left', async () => {
    a.clock.now = new Date(TEST_NOW);
    const orderNumber = await placeGuestOrder([{ sku: 'OX-ANTON-42', qty: 2 }, { sku: 'SHOE-TREE', qty: 1 }], 'line@example.com');
    a.clock.now = new Date(TEST_NOW.getTime() + 3 * DAY);
    const body = { orderNumber, email: 'line@example.com', lines: [{ sku: 'OX-ANTON-42', qty: 1 }], reason: 'Too narrow' };
    const res = await a.call('POST', '/api/order/withdraw', body);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ orderNumber, withdrawalId: expect.any(Number), received_at: '2026-03-18T10:00:00.000Z', reason: 'Too narrow', lines: [{ sku: 'OX-ANTON-42', name: 'Oxford Anton 42', qty: 1 }] });
    expect(a.withdrawals.at(-1)).toEqual({ orderNumber, storeCode: 'default', email: 'line@example.com', name: 'Anna Kranich', receivedAt: '2026-03-18T10:00:00.000Z', reason: 'Too narrow', lines: [{ sku: 'OX-ANTON-42', name: 'Oxford Anton 42', qty: 1 }] });
    const hooksAfterFirst = a.withdrawals.length;

    // A repeated identical request (double click, retry) is the same declaration: same answer, no second receipt.
    a.clock.now = new Date(TEST_NOW.getTime() + 3 * DAY + 60_000);
    expect((await a.call('POST', '/api/order/withdraw', body)).body).toEqual(res.body);
    expect(a.withdrawals.length).toBe(hooksAfterFirst);

    const tooMany = await a.call('POST', '/api/order/withdraw', { orderNumber, email: 'line@example.com', lines: [{ sku: 'OX-ANTON-42', qty: 2 }] });
    expect(tooMany.body).toMatchObject({ code: 400, meta: { errorCode: 'ERR_WITHDRAWAL_QTY', field: 'lines.0.qty', skus: ['OX-ANTON-42'] } });
    const notOrdered = await a.call('POST', '/api/order/withdraw', { orderNumber, email: 'line@example.com', lines: [{ sku: 'CARE-SET', qty: 1 }] });
    expect(notOrdered.body).toMatchObject({ code: 404, meta: { errorCode: 'ERR_PRODUCT_NOT_FOUND', field: 'lines.0.sku' } });

    const lookup = await a.call('POST', '/api/order/withdrawal-lookup', { orderNumber, email: 'line@example.com' });
    expect(lookup.body.result.lines.map((l: { qty_withdrawable: number }) => l.qty_withdrawable)).toEqual([1, 1]);
    expect(lookup.body.result.withdrawals).toEqual([{ id: res.body.result.withdrawalId, received_at: '2026-03-18T10:00:00.000Z', reason: 'Too narrow', lines: [{ sku: 'OX-ANTON-42', name: 'Oxford Anton 42', qty: 1 }] }]);

    // The rest of the order: no lines means the whole order, i.e. what is left of it.
    const rest = await a.call('POST', '/api/order/withdraw', { orderNumber, email: 'line@example.com' });
    expect(rest.body.result.lines).toEqual([{ sku: 'OX-ANTON-42', name: 'Oxford Anton 42', qty: 1 }, { sku: 'SHOE-TREE', name: 'Cedar shoe tree', qty: 1 }]);
    // Withdrawn before it was paid: the order is cancelled, nothing was paid to refund.
    expect((await a.t.db.selectFrom('orders').select('state').where('increment_id', '=', orderNumber).executeTakeFirstOrThrow()).state).toBe('cancelled');
    a.clock.now = new Date(TEST_NOW.getTime() + 4 * DAY);
    const nothingLeft = await a.call('POST', '/api/order/withdraw', { orderNumber, email: 'line@example.com' });
    expect(nothingLeft.body).toMatchObject({ code: 400, meta: { errorCode: 'ERR_NOTHING_TO_WITHDRAW' } });
  });

  it('keeps the 30-day period from delivery: the 30th day after the delivery day (shop time) still counts, the 31st does not', async () => {
    a.clock.now = new Date('2026-03-01T10:00:00.000Z');
    const orderNumber = await placeGuestOrder([{ sku: 'SHOE-TREE', qty: 1 }], 'late@example.com');
    const { id } = await a.t.db.selectFrom('orders').select('id').where('increment_id', '=', orderNumber).executeTakeFirstOrThrow();
    await changeOrderState(a.t.db, id, { to: 'paid', actor: 'staff', at: new Date('2026-03-02T10:00:00.000Z') });
    await changeOrderState(a.t.db, id, { to: 'shipped', actor: 'staff', at: new Date('2026-03-10T10:00:00.000Z'), fields: { shipped_at: '2026-03-10T10:00:00.000Z' } });
    const delivered = '2026-03-15T22:30:00.000Z'; // 23:30 in Berlin: the delivery day is 15 March
    await changeOrderState(a.t.db, id, { to: 'delivered', actor: 'staff', at: new Date(delivered), fields: { delivered_at: delivered } });
    a.clock.now = new Date('2026-04-14T21:59:00.000Z'); // 23:59 on 14 April in Berlin (summer time)
    const lookup = await a.call('POST', '/api/order/withdrawal-lookup', { orderNumber, email: 'late@example.com' });
    expect(lookup.body.result.withdrawable_until).toBe('2026-04-14');
    a.clock.now = new Date('2026-04-14T22:01:00.000Z'); // 00:01 on 15 April in Berlin
    const late = await a.call('POST', '/api/order/withdraw', { orderNumber, email: 'late@example.com' });
    expect(late.body).toEqual({ code: 400, result: 'The 30-day withdrawal period of this order has ended', meta: { errorCode: 'ERR_WITHDRAWAL_PERIOD_OVER', field: 'orderNumber' } });
  });

  it('lets a signed-in customer withdraw an own order without the e-mail, and shows it in the order history', async () => {
    a.clock.now = new Date(TEST_NOW);
    const { token } = await signUp(a, 'kunde@example.com');
    const cartId = await cartWith(a, [{ sku: 'SHOE-TREE', qty: 1 }], token);
    const placed = await a.call('POST', `/api/order?token=${token}`, orderBody(cartId, [{ sku: 'SHOE-TREE', qty: 1 }], { billingAddress: { ...GERMAN_ADDRESS, email: 'kunde@example.com' } }));
    const orderNumber = placed.body.result.orderNumber;
    const stranger = await signUp(a, 'fremd@example.com');
    expect((await a.call('POST', `/api/order/withdraw?token=${stranger.token}`, { orderNumber })).status).toBe(404);
    const res = await a.call('POST', `/api/order/withdraw?token=${token}`, { orderNumber });
    expect(res.status).toBe(200);
    const history = await a.call('GET', `/api/user/order-history?token=${token}`);
    expect(history.body.result.items[0]).toMatchObject({ increment_id: orderNumber, withdrawals: [{ received_at: TEST_NOW.toISOString(), reason: null, lines: [{ sku: 'SHOE-TREE', qty: 1 }] }] });
    const badToken = await a.call('POST', '/api/order/withdraw?token=wrong', { orderNumber });
    expect(badToken.status).toBe(401);
  });

  it('records parallel identical declarations once', async () => {
    a.clock.now = new Date(TEST_NOW);
    const orderNumber = await placeGuestOrder([{ sku: 'OX-ANTON-42', qty: 1 }], 'twice@example.com');
    const body = { orderNumber, email: 'twice@example.com', lines: [{ sku: 'OX-ANTON-42', qty: 1 }] };
    const answers = await Promise.all([1, 2, 3].map(() => a.call('POST', '/api/order/withdraw', body)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((r) => r.body.result.withdrawalId)).size).toBe(1);
    expect(a.withdrawals.filter((w) => w.orderNumber === orderNumber)).toHaveLength(1);
  });

  it('answers hostile input with 400 naming the field, never a 500', async () => {
    const orderNumber = await placeGuestOrder([{ sku: 'SHOE-TREE', qty: 1 }], 'hostile@example.com');
    const bodies: [unknown, string][] = [
      [{}, 'orderNumber'],
      [{ orderNumber: 'x'.repeat(200), email: 'hostile@example.com' }, 'orderNumber'],
      [{ orderNumber, email: { $ne: '' } }, 'email'],
      [{ orderNumber, email: 'hostile@example.com', lines: 'all' }, 'lines.0'],
      [{ orderNumber, email: 'hostile@example.com', lines: [{ sku: 'SHOE-TREE', qty: 0 }] }, 'lines.0.qty'],
      [{ orderNumber, email: 'hostile@example.com', lines: [{ sku: 'SHOE-TREE', qty: 1.5 }] }, 'lines.0.qty'],
      [{ orderNumber, email: 'hostile@example.com', lines: [{ sku: "'; DROP TABLE withdrawals; --", qty: 'many' }] }, 'lines.0.qty'],
      [{ orderNumber, email: 'hostile@example.com', reason: 'x'.repeat(5000) }, 'reason'],
    ];
    for (const [body, field] of bodies) {
      const res = await a.call('POST', '/api/order/withdraw', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.meta).toMatchObject({ errorCode: 'ERR_VALIDATION', field });
    }
    for (const url of ['/api/order/withdraw', '/api/order/withdrawal-lookup']) {
      const raw = await a.app.inject({ method: 'POST', url, payload: '{"orderNumber":', headers: { 'content-type': 'application/json' } });
      expect(raw.statusCode).toBe(400);
      expect(isCommerceErrorCode(raw.json().meta.errorCode)).toBe(true);
      const sql = await a.call('POST', url, { orderNumber: "1' OR '1'='1", email: "x' OR '1'='1" });
      expect(sql.status).toBe(404);
    }
    const html = await a.call('POST', '/api/order/withdraw', { orderNumber, email: 'hostile@example.com', reason: '<script>alert(1)</script>' });
    expect(html.body.result.reason).toBe('<script>alert(1)</script>');
  });
});
