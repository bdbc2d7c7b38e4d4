// POST /api/order over HTTP on SQLite and PostgreSQL: one transaction, every line validated, idempotent retry,
// the last unit sold once under parallel requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartWith, createTestApp, GERMAN_ADDRESS, orderBody, signUp, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';

describe.each(DIALECTS)('order API on %s', (dialect) => {
  let a: TestApp;
  const stockOf = async (sku: string) => (await a.t.db.selectFrom('stock').select('qty').where('sku', '=', sku).executeTakeFirstOrThrow()).qty;
  beforeAll(async () => {
    a = await createTestApp(dialect);
  });
  afterAll(async () => a?.close());

  it('places an order: stock taken, cart closed, hook called once; a retry returns the first order', async () => {
    const before = await stockOf('OX-ANTON-42');
    const cartId = await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 2 }]);
    const hooksBefore = a.placedOrders.length;
    const res = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 2 }]));
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ orderNumber: expect.stringMatching(/^[1-9]\d{9}$/), backendOrderId: expect.any(Number), transferedAt: '2026-03-15T10:00:00.000Z' });
    expect(await stockOf('OX-ANTON-42')).toBe(before - 2);
    expect((await a.call('GET', `/api/cart/pull?cartId=${cartId}`)).status).toBe(404);
    const retry = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 2 }]));
    expect(retry.body).toEqual(res.body);
    expect(await stockOf('OX-ANTON-42')).toBe(before - 2);
    expect(a.placedOrders.length).toBe(hooksBefore + 1);
    const placed = a.placedOrders.at(-1)!;
    expect(placed).toMatchObject({ incrementId: res.body.result.orderNumber, email: 'anna@example.com', grandTotalCents: 49800, taxCents: 7951, paymentMethod: { code: 'banktransfer', title: 'Prepayment / bank transfer' } });
    expect(placed.shippingMethod).toEqual({ carrierCode: 'dhl', methodCode: 'gogreen', title: 'Versand mit DHL GoGreen' });
    expect(placed.items).toEqual([{ sku: 'OX-ANTON-42', name: 'Oxford Anton 42', productType: 'simple', qty: 2, priceCents: 24900, rowTotalCents: 49800, productOption: null }]);
  });

  it('prices from the server, never from the body, and keeps the coupon', async () => {
    const cartId = await cartWith(a, [{ sku: 'OX-ANTON-45', qty: 1 }]);
    await a.call('POST', `/api/cart/apply-coupon?cartId=${cartId}&coupon=WELCOME10`);
    const res = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-45', qty: 1, price: 0.01 } as never]));
    expect(res.status).toBe(200);
    expect(a.placedOrders.at(-1)).toMatchObject({ subtotalCents: 19900, discountCents: 1990, grandTotalCents: 17910, couponCode: 'WELCOME10' });
  });

  it('refuses an order below the minimum order value of €20,00 and leaves the cart open', async () => {
    const cartId = await cartWith(a, [{ sku: 'CARE-SET', qty: 1 }]);
    const res = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'CARE-SET', qty: 1 }]));
    expect(res).toEqual({ status: 400, body: { code: 400, result: 'The minimum order value is €20,00', meta: { errorCode: 'ERR_MIN_ORDER_VALUE', field: 'products' } } });
    expect((await a.call('GET', `/api/cart/pull?cartId=${cartId}`)).status).toBe(200);
  });

  it('validates every line of the cart: all unavailable skus are named, nothing is taken', async () => {
    const before = await stockOf('CARE-SET');
    const lines = [{ sku: 'CARE-SET', qty: 2 }, { sku: 'OX-ANTON-44', qty: 1 }, { sku: 'OX-ANTON-43', qty: 5 }];
    const cartId = await cartWith(a, lines);
    const res = await a.call('POST', '/api/order', orderBody(cartId, lines));
    expect(res.body).toEqual({ code: 400, result: 'Some of the ordered products are not available: OX-ANTON-43, OX-ANTON-44', meta: { errorCode: 'ERR_OUT_OF_STOCK', field: 'products', skus: ['OX-ANTON-43', 'OX-ANTON-44'] } });
    expect(await stockOf('CARE-SET')).toBe(before);
    // Products that left the catalogue after they were put in the cart.
    const gone = await cartWith(a, [{ sku: 'CARE-SET', qty: 2 }, { sku: 'POLISH', qty: 1 }, { sku: 'BRUSH', qty: 1 }]);
    for (const [sku, renamed] of [['POLISH', 'GONE-1'], ['BRUSH', 'GONE-2']]) await a.t.db.updateTable('cart_items').set({ sku: renamed }).where('cart_id', '=', gone).where('sku', '=', sku).execute();
    const unknown = await a.call('POST', '/api/order', orderBody(gone, [{ sku: 'CARE-SET', qty: 2 }, { sku: 'GONE-1', qty: 1 }, { sku: 'GONE-2', qty: 1 }]));
    expect(unknown.body).toMatchObject({ code: 400, meta: { errorCode: 'ERR_PRODUCT_NOT_FOUND', skus: ['GONE-1', 'GONE-2'] } });
    const badQty = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'CARE-SET', qty: 2 }, { sku: 'POLISH', qty: 'two' }]));
    expect(badQty.body.meta).toEqual({ errorCode: 'ERR_QTY_INVALID', field: 'products.1.qty' });
  });

  it('sums the quantity of a sku over its cart lines before checking stock', async () => {
    const cartId = await cartWith(a, [{ sku: 'OX-ANTON-43', qty: 1 }]);
    // The same size once more on a line of its own (another option: a gift note).
    const option = { extension_attributes: { configurable_item_options: [{ option_id: '142', option_value: 43 }] }, gift_note: 'for Anna' };
    await a.call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'OX-ANTON', qty: 1, product_option: option } });
    const res = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-43', qty: 1 }, { sku: 'OX-ANTON-43', qty: 1 }]));
    expect(res.body.meta).toMatchObject({ errorCode: 'ERR_OUT_OF_STOCK', skus: ['OX-ANTON-43'] });
  });

  it('cancels an order with an invalid address, naming the field (spec 02 §8)', async () => {
    const cartId = await cartWith(a, [{ sku: 'SHOE-TREE', qty: 1 }]);
    const res = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'SHOE-TREE', qty: 1 }], { shippingAddress: { ...GERMAN_ADDRESS, postcode: '1' } }));
    expect(res.body).toMatchObject({ code: 400, meta: { errorCode: 'ERR_INVALID_ADDRESS', field: 'addressInformation.shippingAddress.postcode' } });
    expect(res.body.result).toMatch(/order was canceled/);
    const noEmail = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'SHOE-TREE', qty: 1 }], { billingAddress: { ...GERMAN_ADDRESS, email: '' }, shippingAddress: { ...GERMAN_ADDRESS, email: undefined } }));
    expect(noEmail.body.meta).toEqual({ errorCode: 'ERR_VALIDATION', field: 'addressInformation.billingAddress.email' });
  });

  it('checks shipping and payment methods', async () => {
    const cartId = await cartWith(a, [{ sku: 'SHOE-TREE', qty: 1 }]);
    const line = [{ sku: 'SHOE-TREE', qty: 1 }];
    expect((await a.call('POST', '/api/order', orderBody(cartId, line, { shipping_method_code: 'express' }))).body.meta.errorCode).toBe('ERR_SHIPPING_METHOD_UNAVAILABLE');
    expect((await a.call('POST', '/api/order', orderBody(cartId, line, { payment_method_code: 'payone_paypal' }))).body.meta).toEqual({ errorCode: 'ERR_PAYMENT_METHOD_UNAVAILABLE', field: 'addressInformation.payment_method_code' });
    const ok = await a.call('POST', '/api/order', orderBody(cartId, line, { payment_method_code: 'cashondelivery' }));
    expect(ok.status).toBe(200);
  });

  it('takes unmanaged stock without counting it', async () => {
    const before = await stockOf('SHOE-TREE');
    const cartId = await cartWith(a, [{ sku: 'SHOE-TREE', qty: 40 }]);
    expect((await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'SHOE-TREE', qty: 40 }]))).status).toBe(200);
    expect(await stockOf('SHOE-TREE')).toBe(before);
  });

  it('orders virtual items without a shipping address; cash on delivery is refused for them', async () => {
    const cartId = await cartWith(a, [{ sku: 'GIFT-50', qty: 1 }]);
    const body = orderBody(cartId, [{ sku: 'GIFT-50', qty: 1 }], { shippingAddress: null, shipping_method_code: null, shipping_carrier_code: null, payment_method_code: 'cashondelivery' });
    expect((await a.call('POST', '/api/order', body)).body.meta.errorCode).toBe('ERR_PAYMENT_METHOD_UNAVAILABLE');
    const ok = await a.call('POST', '/api/order', { ...body, addressInformation: { ...(body.addressInformation as object), payment_method_code: 'banktransfer' } });
    expect(ok.status).toBe(200);
    expect(a.placedOrders.at(-1)).toMatchObject({ shippingAddress: null, shippingMethod: null });
  });

  it("ties a customer's order to the customer and lists it newest first in the order history", async () => {
    const me = await signUp(a, `orders-${dialect}@example.com`);
    const placed: string[] = [];
    for (const qty of [1, 2, 3]) {
      a.clock.now = new Date(a.clock.now.getTime() + 60_000);
      const cartId = await cartWith(a, [{ sku: 'OX-ANTON-42', qty }], me.token);
      const res = await a.call('POST', `/api/order?token=${me.token}`, { ...orderBody(cartId, [{ sku: 'OX-ANTON-42', qty }]), user_id: me.id });
      placed.push(res.body.result.orderNumber);
    }
    expect(a.placedOrders.at(-1)).toMatchObject({ customerId: me.id, email: `orders-${dialect}@example.com` });
    const history = await a.call('GET', `/api/user/order-history?token=${me.token}`);
    expect(history.body.result.total_count).toBe(3);
    expect(history.body.result.items.map((o: { increment_id: string }) => o.increment_id)).toEqual([...placed].reverse());
    expect(history.body.result.items[0]).toMatchObject({ status: 'pending_payment', state: 'pending_payment', grand_total: 747, total_due: 747, items: [{ sku: 'OX-ANTON-42', qty_ordered: 3, row_total_incl_tax: 747 }] });
    const page = await a.call('GET', `/api/user/order-history?token=${me.token}&pageSize=2&currentPage=2`);
    expect(page.body.result.items.map((o: { increment_id: string }) => o.increment_id)).toEqual([placed[0]]);
    expect((await a.call('GET', '/api/user/order-history')).status).toBe(401);
    expect((await a.call('GET', `/api/user/order-history?token=${me.token}&pageSize=0`)).body.meta).toEqual({ errorCode: 'ERR_VALIDATION', field: 'pageSize' });
  });

  it("refuses another customer's cart, and a customer's cart without a token", async () => {
    const owner = await signUp(a, `owner-${dialect}@example.com`);
    const other = await signUp(a, `other-${dialect}@example.com`);
    const cartId = await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }], owner.token);
    expect((await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }]))).status).toBe(401);
    expect((await a.call('POST', `/api/order?token=${other.token}`, orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }]))).status).toBe(404);
    expect((await a.call('POST', '/api/order', orderBody('no-such-cart', [{ sku: 'OX-ANTON-42', qty: 1 }]))).body.meta.errorCode).toBe('ERR_CART_NOT_FOUND');
  });

  it('sells the last unit once when many carts order it in parallel', async () => {
    await a.t.db.updateTable('stock').set({ qty: 1, is_in_stock: 1 }).where('sku', '=', 'OX-ANTON-43').execute();
    const carts = await Promise.all(Array.from({ length: 8 }, () => cartWith(a, [{ sku: 'OX-ANTON-43', qty: 1 }])));
    const results = await Promise.all(carts.map((cartId) => a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-43', qty: 1 }]))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    expect(results.filter((r) => r.status === 400).every((r) => r.body.meta.errorCode === 'ERR_OUT_OF_STOCK')).toBe(true);
    expect(await stockOf('OX-ANTON-43')).toBe(0);
    const stock = await a.call('GET', '/api/stock/check?sku=OX-ANTON-43');
    expect(stock.body.result).toMatchObject({ qty: 0, is_in_stock: false });
  });

  it('places one order when the same cart is ordered in parallel', async () => {
    const before = await stockOf('OX-ANTON-42');
    const cartId = await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }]);
    const results = await Promise.all(Array.from({ length: 5 }, () => a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }]))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.result.orderNumber)).size).toBe(1);
    expect(await stockOf('OX-ANTON-42')).toBe(before - 1);
    const count = await a.t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('cart_id', '=', cartId).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
