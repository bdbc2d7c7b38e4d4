// Order states on SQLite and PostgreSQL: the first state and due date of each payment method, every allowed change
// through the one transition function (history, stock given back once, the change logged for running shops), the
// refused changes (nothing changes), Payone's notification making an order paid, and existing orders mapped by the
// migration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrderState } from '../../../server/backend/commerce/services/order-state-service.js';
import { recordTransactionStatus } from '../../../server/backend/commerce/services/payment-service.js';
import * as orderStatesMigration from '../../../server/db/migrations/006-order-states.js';
import { TEST_NOW } from './fixtures/products.js';
import { contextOf, historyOf, orderRow, placeOrder, stockOf } from './helpers/orders.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';

const at = (offsetMs = 0) => new Date(TEST_NOW.getTime() + offsetMs);

describe.each(DIALECTS)('order states on %s', (dialect) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(dialect, { payoneEnabled: true });
  });
  afterAll(async () => a?.close());

  it('starts prepayment and Payone orders waiting for payment with their due dates, cash on delivery confirmed', async () => {
    const prepaid = await orderRow(a, await placeOrder(a, [{ sku: 'SHOE-TREE', qty: 1 }]));
    expect(prepaid).toMatchObject({ state: 'pending_payment', status: 'pending_payment', payment_due_at: '2026-03-25T10:00:00.000Z' });
    const paypal = await orderRow(a, await placeOrder(a, [{ sku: 'SHOE-TREE', qty: 1 }], { method: 'payone_paypal' }));
    expect(paypal).toMatchObject({ state: 'pending_payment', payment_due_at: '2026-03-15T11:00:00.000Z' });
    const cod = await placeOrder(a, [{ sku: 'SHOE-TREE', qty: 1 }], { method: 'cashondelivery' });
    expect(await orderRow(a, cod)).toMatchObject({ state: 'confirmed', payment_due_at: null });
    expect(await historyOf(a, cod)).toEqual([{ from_state: null, to_state: 'confirmed', actor: 'shopper', reason: 'placed', at: TEST_NOW.toISOString() }]);
  });

  it('cancels an unpaid order: stock back once, history, the change logged for every shop', async () => {
    const before = await stockOf(a, 'OX-ANTON-42');
    const orderNumber = await placeOrder(a, [{ sku: 'OX-ANTON-42', qty: 2 }]);
    expect(await stockOf(a, 'OX-ANTON-42')).toBe(before - 2);
    const order = await orderRow(a, orderNumber);
    const logBefore = await a.t.db.selectFrom('change_log').select('id').execute();
    const changed = await changeOrderState(a.t.db, order.id, { to: 'cancelled', actor: 'staff', reason: 'asked by phone', at: at(3600_000) });
    expect(changed).toMatchObject({ from: 'pending_payment', to: 'cancelled', order: { state: 'cancelled', status: 'cancelled' } });
    expect(Object.fromEntries(changed!.released)).toEqual({ 'OX-ANTON-42': 2 });
    expect(await stockOf(a, 'OX-ANTON-42')).toBe(before);
    const logged = await a.t.db.selectFrom('change_log').select(['reason']).where('id', 'not in', logBefore.map((r) => r.id)).execute();
    expect(logged.map((r) => r.reason)).toContain('order cancelled');
    expect((await historyOf(a, orderNumber)).map((h) => [h.from_state, h.to_state, h.actor, h.reason])).toEqual([
      [null, 'pending_payment', 'shopper', 'placed'],
      ['pending_payment', 'cancelled', 'staff', 'asked by phone'],
    ]);
    // Cancelled is final: a second cancel (or anything else) is refused and gives nothing back again.
    await expect(changeOrderState(a.t.db, order.id, { to: 'cancelled', actor: 'staff', at: at() })).rejects.toMatchObject({ code: 'ERR_ORDER_STATE', status: 409 });
    await expect(changeOrderState(a.t.db, order.id, { to: 'paid', actor: 'staff', at: at() })).rejects.toMatchObject({ code: 'ERR_ORDER_STATE' });
    expect(await stockOf(a, 'OX-ANTON-42')).toBe(before);
    expect(await historyOf(a, orderNumber)).toHaveLength(2);
  });

  it('runs paid → shipped → delivered → withdrawn (stock back) → refunded (not again), recording each', async () => {
    const before = await stockOf(a, 'OX-ANTON-43');
    const orderNumber = await placeOrder(a, [{ sku: 'OX-ANTON-43', qty: 1 }]);
    const { id } = await orderRow(a, orderNumber);
    await changeOrderState(a.t.db, id, { to: 'paid', actor: 'staff', reason: 'transfer received', at: at(1) });
    await changeOrderState(a.t.db, id, { to: 'shipped', actor: 'staff', at: at(2), fields: { shipped_at: at(2).toISOString(), carrier: 'dhl', tracking_number: '00340434161094042557' } });
    await changeOrderState(a.t.db, id, { to: 'delivered', actor: 'staff', at: at(3), fields: { delivered_at: at(3).toISOString() } });
    expect(await stockOf(a, 'OX-ANTON-43')).toBe(before - 1);
    const withdrawn = await changeOrderState(a.t.db, id, { to: 'withdrawn', actor: 'shopper', at: at(4) });
    expect(Object.fromEntries(withdrawn!.released)).toEqual({ 'OX-ANTON-43': 1 });
    const refunded = await changeOrderState(a.t.db, id, { to: 'refunded', actor: 'staff', at: at(5), fields: { refunded_cents: 24900 } });
    expect(refunded!.released.size).toBe(0);
    expect(await stockOf(a, 'OX-ANTON-43')).toBe(before);
    expect(await orderRow(a, orderNumber)).toMatchObject({ state: 'refunded', carrier: 'dhl', tracking_number: '00340434161094042557', refunded_cents: 24900, delivered_at: at(3).toISOString() });
    expect((await historyOf(a, orderNumber)).map((h) => h.to_state)).toEqual(['pending_payment', 'paid', 'shipped', 'delivered', 'withdrawn', 'refunded']);
  });

  it('refuses shipping an unpaid order and cancelling a paid one, and changes nothing', async () => {
    const orderNumber = await placeOrder(a, [{ sku: 'SHOE-TREE', qty: 1 }]);
    const { id } = await orderRow(a, orderNumber);
    await expect(changeOrderState(a.t.db, id, { to: 'shipped', actor: 'staff', at: at(), fields: { carrier: 'dhl' } })).rejects.toThrow(`Order ${orderNumber} is pending_payment and cannot become shipped`);
    expect(await orderRow(a, orderNumber)).toMatchObject({ state: 'pending_payment', carrier: null });
    await changeOrderState(a.t.db, id, { to: 'paid', actor: 'staff', at: at() });
    await expect(changeOrderState(a.t.db, id, { to: 'cancelled', actor: 'staff', at: at() })).rejects.toMatchObject({ code: 'ERR_ORDER_STATE' });
    expect(await changeOrderState(a.t.db, id, { to: 'cancelled', actor: 'system', at: at(), onlyFrom: 'pending_payment' })).toBeNull();
    expect((await orderRow(a, orderNumber)).state).toBe('paid');
  });

  it('follows a withdrawal: declared units back in stock at once, the order withdrawn when nothing is left', async () => {
    const before = await stockOf(a, 'OX-ANTON-45');
    const orderNumber = await placeOrder(a, [{ sku: 'OX-ANTON-45', qty: 2 }], { email: 'back@example.com' });
    const { id } = await orderRow(a, orderNumber);
    await changeOrderState(a.t.db, id, { to: 'paid', actor: 'staff', at: at() });
    await changeOrderState(a.t.db, id, { to: 'shipped', actor: 'staff', at: at(), fields: { shipped_at: at().toISOString() } });
    const one = await a.call('POST', '/api/order/withdraw', { orderNumber, email: 'back@example.com', lines: [{ sku: 'OX-ANTON-45', qty: 1 }] });
    expect(one.status).toBe(200);
    expect(await stockOf(a, 'OX-ANTON-45')).toBe(before - 1);
    expect((await orderRow(a, orderNumber)).state).toBe('shipped');
    expect((await a.call('POST', '/api/order/withdraw', { orderNumber, email: 'back@example.com' })).status).toBe(200);
    expect(await stockOf(a, 'OX-ANTON-45')).toBe(before);
    expect((await orderRow(a, orderNumber)).state).toBe('withdrawn');
    expect((await historyOf(a, orderNumber)).at(-1)).toMatchObject({ from_state: 'shipped', to_state: 'withdrawn', actor: 'shopper' });
  });

  it("makes an order paid when Payone's notification says the money is authorized, once", async () => {
    const orderNumber = await placeOrder(a, [{ sku: 'SHOE-TREE', qty: 1 }], { method: 'payone_creditcard' });
    const ctx = contextOf(a);
    const notification = { reference: orderNumber, txaction: 'appointed', txid: '123', price: '29.90', currency: 'EUR' };
    await recordTransactionStatus(ctx, notification);
    await recordTransactionStatus(ctx, { ...notification, txaction: 'paid' });
    expect(await orderRow(a, orderNumber)).toMatchObject({ state: 'paid', payment_state: 'paid' });
    expect((await historyOf(a, orderNumber)).map((h) => [h.to_state, h.actor])).toEqual([
      ['pending_payment', 'shopper'],
      ['paid', 'payone'],
    ]);
  });

  it('maps existing orders by their payment: cash on delivery confirmed, Payone-authorized paid, the rest unpaid without a due date', async () => {
    const cod = await placeOrder(a, [{ sku: 'SHOE-TREE', qty: 1 }], { method: 'cashondelivery' });
    const card = await placeOrder(a, [{ sku: 'SHOE-TREE', qty: 1 }], { method: 'payone_creditcard' });
    const transfer = await placeOrder(a, [{ sku: 'SHOE-TREE', qty: 1 }]);
    await a.t.db.updateTable('orders').set({ payment_state: 'appointed' }).where('increment_id', '=', card).execute();
    await orderStatesMigration.down(a.t.db);
    await a.t.db.updateTable('orders').set({ status: 'pending' }).execute();
    await orderStatesMigration.up(a.t.db);
    expect(await orderRow(a, cod)).toMatchObject({ state: 'confirmed', status: 'confirmed', payment_due_at: null });
    expect(await orderRow(a, card)).toMatchObject({ state: 'paid', payment_due_at: null });
    expect(await orderRow(a, transfer)).toMatchObject({ state: 'pending_payment', payment_due_at: null, refunded_cents: 0 });
    expect(await historyOf(a, transfer)).toEqual([{ from_state: null, to_state: 'pending_payment', actor: 'system', reason: 'placed', at: TEST_NOW.toISOString() }]);
  });
});
