// POST /api/order builds the order from the server cart (issue 12 §3, §7, §8) over HTTP on SQLite and PostgreSQL:
// an empty cart or a request that disagrees with the cart is refused with 409 and nothing is taken; the cart's
// options and shipping choice are the order's; the methods' country rules hold on the server; a coupon that can no
// longer be used is refused with the new total, which the shopper then confirms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoupon } from '../../../server/backend/commerce/services/coupon-service.js';
import { cartWith, createTestApp, GERMAN_ADDRESS, orderBody, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';

const AUSTRIAN_ADDRESS = { ...GERMAN_ADDRESS, street: ['Kärntner Straße 5', ''], city: 'Wien', postcode: '1010', country_id: 'AT' };
const SHIPPING = { shippingAddress: GERMAN_ADDRESS, billingAddress: GERMAN_ADDRESS, shippingCarrierCode: 'dhl', shippingMethodCode: 'gogreen' };

describe.each(DIALECTS)('the order is the server cart on %s', (dialect) => {
  let a: TestApp;
  const stockOf = async (sku: string) => (await a.t.db.selectFrom('stock').select('qty').where('sku', '=', sku).executeTakeFirstOrThrow()).qty;
  const ordersOf = async (cartId: string) => a.t.db.selectFrom('orders').selectAll().where('cart_id', '=', cartId).execute();
  beforeAll(async () => {
    a = await createTestApp(dialect);
  });
  afterAll(async () => a?.close());

  it('never turns an empty server cart into an order (409), whatever the request lists', async () => {
    const cartId = await cartWith(a, []);
    const res = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }]));
    expect(res).toEqual({ status: 409, body: { code: 409, result: 'Your cart is empty, so no order was placed.', meta: { errorCode: 'ERR_CART_EMPTY', field: 'cart_id' } } });
    expect(await ordersOf(cartId)).toEqual([]);
    expect((await a.call('GET', `/api/cart/pull?cartId=${cartId}`)).status).toBe(200);
  });

  it('refuses a request whose items disagree with the cart (409 naming the skus), takes nothing and keeps the cart open', async () => {
    const before = { shoe: await stockOf('OX-ANTON-42'), tree: await stockOf('SHOE-TREE') };
    const cartId = await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }]);
    // The case: a cart holding one shoe, an order for two other things.
    const other = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'SHOE-TREE', qty: 2 }]));
    expect(other.body).toMatchObject({ code: 409, meta: { errorCode: 'ERR_CART_CHANGED', field: 'products', skus: ['OX-ANTON-42', 'SHOE-TREE'] } });
    expect(other.body.result).toMatch(/Your cart has changed/);
    const moreOfIt = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 2 }]));
    expect(moreOfIt.body.meta).toEqual({ errorCode: 'ERR_CART_CHANGED', field: 'products', skus: ['OX-ANTON-42'] });
    const extraLine = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }, { sku: 'SHOE-TREE', qty: 1 }]));
    expect(extraLine.body.meta.skus).toEqual(['SHOE-TREE']);
    expect({ shoe: await stockOf('OX-ANTON-42'), tree: await stockOf('SHOE-TREE') }).toEqual(before);
    expect(await ordersOf(cartId)).toEqual([]);
    const agreed = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }]));
    expect(agreed.status).toBe(200);
    expect(a.placedOrders.at(-1)?.items.map((i) => [i.sku, i.qty])).toEqual([['OX-ANTON-42', 1]]);
  });

  it("orders the cart's lines with the cart's options; a child sku in the request agrees with its parent plus options in the cart", async () => {
    const option = { extension_attributes: { configurable_item_options: [{ option_id: '142', option_value: 45 }] } };
    const cartId = await cartWith(a, []);
    await a.call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'OX-ANTON', qty: 1, product_option: option } });
    await a.call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'SHOE-TREE', qty: 2 } });
    const res = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'SHOE-TREE', qty: 1 }, { sku: 'OX-ANTON-45', qty: 1 }, { sku: 'SHOE-TREE', qty: 1 }]));
    expect(res.status).toBe(200);
    expect(a.placedOrders.at(-1)?.items).toMatchObject([
      { sku: 'OX-ANTON-45', qty: 1, priceCents: 19900, productOption: option },
      { sku: 'SHOE-TREE', qty: 2, productOption: null },
    ]);
  });

  it('charges only the total the shopper confirmed: another total is refused with 409 and the order’s total', async () => {
    const cartId = await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }]);
    const stale = await a.call('POST', '/api/order', { ...orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }]), expected_grand_total_cents: 19900 });
    expect(stale.body).toMatchObject({ code: 409, meta: { errorCode: 'ERR_TOTAL_CHANGED', field: 'expected_grand_total_cents', grandTotalCents: 24900 } });
    expect(await ordersOf(cartId)).toEqual([]);
    const confirmed = await a.call('POST', '/api/order', { ...orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }]), expected_grand_total_cents: 24900 });
    expect(confirmed.status).toBe(200);
    expect(a.placedOrders.at(-1)?.grandTotalCents).toBe(24900);
    const notANumber = await a.call('POST', '/api/order', { ...orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }]), expected_grand_total_cents: 'cheap' });
    expect(notANumber.body.meta).toEqual({ errorCode: 'ERR_VALIDATION', field: 'expected_grand_total_cents' });
  });

  it('ships with the method the cart stored; a request naming another one disagrees with the cart', async () => {
    const cartId = await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }]);
    expect((await a.call('POST', `/api/cart/shipping-information?cartId=${cartId}`, { addressInformation: SHIPPING })).status).toBe(200);
    const other = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }], { shipping_carrier_code: 'ups', shipping_method_code: 'express' }));
    expect(other.body).toMatchObject({ code: 409, meta: { errorCode: 'ERR_CART_CHANGED', field: 'addressInformation.shipping_method_code' } });
    const same = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }]));
    expect(same.status).toBe(200);
    expect(a.placedOrders.at(-1)).toMatchObject({ shippingCents: 0, shippingMethod: { carrierCode: 'dhl', methodCode: 'gogreen' } });
  });

  it('the cart holds the payment method, checked against its stored shipping country; the order takes it, and a request naming another is refused with 409', async () => {
    const lines = [{ sku: 'OX-ANTON-42', qty: 1 }];
    const cartId = await cartWith(a, lines);
    const setPayment = (method: unknown) => a.call('POST', `/api/cart/payment-information?cartId=${cartId}`, { paymentMethod: { method } });
    // Austria: cash on delivery is not offered there (terms §4, issue 12 item 7), so the cart does not take it.
    await a.call('POST', `/api/cart/shipping-information?cartId=${cartId}`, { addressInformation: { ...SHIPPING, shippingAddress: AUSTRIAN_ADDRESS } });
    expect((await setPayment('cashondelivery')).body).toMatchObject({ code: 400, meta: { errorCode: 'ERR_PAYMENT_METHOD_UNAVAILABLE', field: 'paymentMethod.method' } });
    expect((await setPayment('payone_paypal')).body.meta).toEqual({ errorCode: 'ERR_PAYMENT_METHOD_UNAVAILABLE', field: 'paymentMethod.method' });
    expect((await setPayment(42)).body).toMatchObject({ code: 400, meta: { field: 'paymentMethod.method' } });
    expect((await a.call('POST', `/api/cart/payment-information?cartId=${cartId}`, {})).body.meta).toMatchObject({ errorCode: 'ERR_VALIDATION' });
    // Germany: it is, and the cart stores it.
    await a.call('POST', `/api/cart/shipping-information?cartId=${cartId}`, { addressInformation: SHIPPING });
    expect(await setPayment('cashondelivery')).toEqual({ status: 200, body: { code: 200, result: true } });
    const stored = await a.t.db.selectFrom('carts').select('payment_method_code').where('id', '=', cartId).executeTakeFirstOrThrow();
    expect(stored.payment_method_code).toBe('cashondelivery');

    // Another tab chose prepayment in its form only: the order disagrees with the cart, nothing is ordered.
    const other = await a.call('POST', '/api/order', orderBody(cartId, lines, { payment_method_code: 'banktransfer' }));
    expect(other.body).toMatchObject({ code: 409, meta: { errorCode: 'ERR_CART_CHANGED', field: 'addressInformation.payment_method_code' } });
    expect(other.body.result).toMatch(/Your cart has changed/);
    expect(await ordersOf(cartId)).toEqual([]);
    const same = await a.call('POST', '/api/order', orderBody(cartId, lines, { payment_method_code: 'cashondelivery' }));
    expect(same.status).toBe(200);
    expect(a.placedOrders.at(-1)?.paymentMethod.code).toBe('cashondelivery');
  });

  it('checks a stored payment method again against the order’s shipping country', async () => {
    const lines = [{ sku: 'OX-ANTON-42', qty: 1 }];
    const cartId = await cartWith(a, lines);
    await a.call('POST', `/api/cart/shipping-information?cartId=${cartId}`, { addressInformation: SHIPPING });
    expect((await a.call('POST', `/api/cart/payment-information?cartId=${cartId}`, { paymentMethod: { method: 'cashondelivery' } })).status).toBe(200);
    const austria = await a.call('POST', '/api/order', orderBody(cartId, lines, { billingAddress: AUSTRIAN_ADDRESS, shippingAddress: AUSTRIAN_ADDRESS, payment_method_code: 'cashondelivery' }));
    expect(austria.body.meta).toEqual({ errorCode: 'ERR_PAYMENT_METHOD_UNAVAILABLE', field: 'addressInformation.payment_method_code' });
  });

  it('takes the store view from a known store code only (it chooses the mail language)', async () => {
    const cartId = await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }]);
    const unknown = await a.call('POST', '/api/order', { ...orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }]), store_code: 'fr' });
    expect(unknown.body).toMatchObject({ code: 400, meta: { errorCode: 'ERR_VALIDATION', field: 'store_code' } });
    expect((await a.call('POST', '/api/order', { ...orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }]), store_code: 'it' })).status).toBe(200);
    expect(a.placedOrders.at(-1)?.storeCode).toBe('it');
  });

  it('refuses cash on delivery for a delivery to Austria (terms §4: Germany only) and accepts it for Germany', async () => {
    const cartId = await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }]);
    const lines = [{ sku: 'OX-ANTON-42', qty: 1 }];
    const austria = await a.call('POST', '/api/order', orderBody(cartId, lines, { billingAddress: AUSTRIAN_ADDRESS, shippingAddress: AUSTRIAN_ADDRESS, payment_method_code: 'cashondelivery' }));
    expect(austria.body).toMatchObject({ code: 400, meta: { errorCode: 'ERR_PAYMENT_METHOD_UNAVAILABLE', field: 'addressInformation.payment_method_code' } });
    // A German billing address does not make an Austrian delivery payable on delivery.
    const mixed = await a.call('POST', '/api/order', orderBody(cartId, lines, { shippingAddress: AUSTRIAN_ADDRESS, payment_method_code: 'cashondelivery' }));
    expect(mixed.body.meta.errorCode).toBe('ERR_PAYMENT_METHOD_UNAVAILABLE');
    expect(await ordersOf(cartId)).toEqual([]);
    const prepaid = await a.call('POST', '/api/order', orderBody(cartId, lines, { billingAddress: AUSTRIAN_ADDRESS, shippingAddress: AUSTRIAN_ADDRESS }));
    expect(prepaid.status).toBe(200);
    const german = await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }]);
    expect((await a.call('POST', '/api/order', orderBody(german, lines, { payment_method_code: 'cashondelivery' }))).status).toBe(200);
  });

  it('refuses a coupon used up in another cart with 409 and the new total, drops it from the cart, and orders at the confirmed total', async () => {
    const code = `ONCE-${dialect.toUpperCase()}`;
    await createCoupon(a.t.db, { code, kind: 'fixed', amount: 500, singleUse: true }, a.clock.now);
    const first = await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }]);
    const second = await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }]);
    for (const cart of [first, second]) expect((await a.call('POST', `/api/cart/apply-coupon?cartId=${cart}&coupon=${code}`)).status).toBe(200);
    const lines = [{ sku: 'OX-ANTON-42', qty: 1 }];
    expect((await a.call('POST', '/api/order', { ...orderBody(first, lines), expected_grand_total_cents: 24400 })).status).toBe(200);
    expect(a.placedOrders.at(-1)).toMatchObject({ discountCents: 500, grandTotalCents: 24400, couponCode: code });
    const stock = await stockOf('OX-ANTON-42');

    const refused = await a.call('POST', '/api/order', { ...orderBody(second, lines), expected_grand_total_cents: 24400 });
    expect(refused.body).toMatchObject({ code: 409, meta: { errorCode: 'ERR_COUPON_UNAVAILABLE', field: 'coupon', grandTotalCents: 24900 } });
    expect(refused.body.result).toMatch(/coupon can no longer be used/);
    expect(await ordersOf(second)).toEqual([]);
    expect(await stockOf('OX-ANTON-42')).toBe(stock);
    const totals = (await a.call('GET', `/api/cart/totals?cartId=${second}`)).body.result;
    expect(totals.coupon_code).toBeUndefined();
    expect(totals.grand_total).toBe(249);

    const confirmed = await a.call('POST', '/api/order', { ...orderBody(second, lines), expected_grand_total_cents: 24900 });
    expect(confirmed.status).toBe(200);
    expect(a.placedOrders.at(-1)).toMatchObject({ discountCents: 0, grandTotalCents: 24900, couponCode: null });
  });

  it('refuses an expired coupon the same way, even for a client that sends no total', async () => {
    const code = `SHORT-${dialect}`;
    await createCoupon(a.t.db, { code, kind: 'percent', amount: 10, singleUse: false, activeTo: new Date(a.clock.now.getTime() + 60_000) }, a.clock.now);
    const cartId = await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }]);
    await a.call('POST', `/api/cart/apply-coupon?cartId=${cartId}&coupon=${code}`);
    a.clock.now = new Date(a.clock.now.getTime() + 120_000);
    const refused = await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }]));
    expect(refused.body.meta).toMatchObject({ errorCode: 'ERR_COUPON_UNAVAILABLE', grandTotalCents: 24900 });
    expect((await a.call('POST', '/api/order', orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }]))).status).toBe(200);
  });

  it('gives a single-use coupon to one of two carts ordering at once; the other is refused, never charged in full silently', async () => {
    const code = `RACE-${dialect}`;
    await createCoupon(a.t.db, { code, kind: 'fixed', amount: 700, singleUse: true }, a.clock.now);
    const carts = [await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }]), await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }])];
    for (const cart of carts) await a.call('POST', `/api/cart/apply-coupon?cartId=${cart}&coupon=${code}`);
    const results = await Promise.all(carts.map((cart) => a.call('POST', '/api/order', { ...orderBody(cart, [{ sku: 'OX-ANTON-42', qty: 1 }]), expected_grand_total_cents: 24200 })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.meta).toMatchObject({ errorCode: 'ERR_COUPON_UNAVAILABLE', grandTotalCents: 24900 });
    const placed = await a.t.db.selectFrom('orders').select(['discount_cents']).where('cart_id', 'in', carts).execute();
    expect(placed).toEqual([{ discount_cents: 700 }]);
  });
});

describe('SEPA direct debit on the server (spec 02 §2: a bank in DE, AT or CH)', () => {
  it('refuses another bank country, naming the field', async () => {
    const a = await createTestApp('sqlite', { payoneEnabled: true });
    try {
      const cartId = await cartWith(a, [{ sku: 'OX-ANTON-42', qty: 1 }]);
      const debit = (bankcountry: string) => orderBody(cartId, [{ sku: 'OX-ANTON-42', qty: 1 }], { payment_method_code: 'payone_debit_payment', payment_method_additional: { iban: 'DE02120300000000202051', bic: 'BYLADEM1001', bankcountry } });
      const france = await a.call('POST', '/api/order', debit('FR'));
      expect(france.body).toMatchObject({ code: 400, meta: { errorCode: 'ERR_PAYMENT_METHOD_UNAVAILABLE', field: 'addressInformation.payment_method_additional.bankcountry' } });
      expect((await a.call('POST', '/api/order', debit('DE'))).status).toBe(200);
    } finally {
      await a.close();
    }
  });
});
