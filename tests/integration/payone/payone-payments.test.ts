// Payments verified on the server (issue #13 item 1), on SQLite and PostgreSQL: the edge's Payone routes over real
// HTTP to the commerce backend (its stored orders and carts) and to a local stand-in of the Payone server API that
// checks the request format Payone documents. What Payone is asked to charge is the stored order's total, whatever
// the browser sends; Payone's TransactionStatus is verified (key, then reference and amount) and moves the order's
// payment state once, which the account's order history shows.
import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../../server/edge/errors.js';
import { payoneRoutes } from '../../../server/edge/gateway/payone.js';
import { createCommerceClient } from '../../../server/upstream/commerce-client.js';
import type { ForwardingClient } from '../../../server/upstream/forwarding-client.js';
import { createPayoneClient, type PayoneClient } from '../../../server/upstream/payone-client.js';
import { createPayoneCommerce } from '../../../server/upstream/payone-commerce.js';
import { cartWith, createTestApp, orderBody, signUp, type TestApp } from '../commerce/helpers/test-app.js';
import { DIALECTS } from '../commerce/helpers/test-database.js';
import { startPayoneStandIn, type PayoneStandIn } from '../../support/payone-stand-in.js';

const PORTAL_KEY = 'stand-in-portal-key-7c1';
const ACCOUNT = { mid: '10001', portalId: '2000002', aid: '10002', mode: 'test' as const };
const PUBLIC_URL = 'https://shop.example';
const RIGHT_KEY = createHash('md5').update(PORTAL_KEY).digest('hex');
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };
const LINES = [{ sku: 'OX-ANTON-42', qty: 2 }];
/** The fixture price of two OX-ANTON-42 (order.test.ts), shipping free. */
const TOTAL_CENTS = 49800;

describe.each(DIALECTS)('Payone payments verified against the stored order (stand-in of Payone) on %s', (dialect) => {
  let a: TestApp;
  let standIn: PayoneStandIn;
  let payone: PayoneClient;
  let commerce: ForwardingClient;
  let edge: FastifyInstance;
  const authorizations = () => standIn.received.map((r) => r.form).filter((f) => f.request === 'authorization');

  beforeAll(async () => {
    a = await createTestApp(dialect, { payoneEnabled: true });
    const commerceUrl = await a.app.listen({ host: '127.0.0.1', port: 0 });
    commerce = createCommerceClient(commerceUrl, 5000);
    standIn = await startPayoneStandIn({ ...ACCOUNT, portalKey: PORTAL_KEY });
    payone = createPayoneClient({ ...ACCOUNT, url: standIn.url, key: PORTAL_KEY }, { timeoutMs: 5000 });
    edge = Fastify({ logger: false });
    registerErrorHandling(edge);
    await edge.register(payoneRoutes, { config: { publicUrl: PUBLIC_URL }, client: payone, commerce: createPayoneCommerce(commerce) });
    await edge.ready();
  });

  afterAll(async () => {
    await edge?.close();
    await payone?.close();
    await commerce?.close();
    await standIn?.close();
    await a?.close();
  });

  const paymentTokens = new Map<string, string>();

  async function payoneOrder(method = 'payone_paypal', token = ''): Promise<string> {
    const cartId = await cartWith(a, LINES, token);
    const placed = await a.call('POST', `/api/order?token=${token}`, orderBody(cartId, LINES, { payment_method_code: method }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    paymentTokens.set(placed.body.result.orderNumber, placed.body.result.paymentToken);
    return placed.body.result.orderNumber;
  }

  const stateOf = async (orderNumber: string) =>
    a.t.db.selectFrom('orders').select(['payment_state', 'payment_txid', 'payment_updated_at']).where('increment_id', '=', orderNumber).executeTakeFirstOrThrow();

  const notify = (fields: Record<string, string>) =>
    edge.inject({ method: 'POST', url: '/api/payone/status', headers: FORM_HEADERS, payload: new URLSearchParams({ key: RIGHT_KEY, mode: 'test', portalid: ACCOUNT.portalId, aid: ACCOUNT.aid, clearingtype: 'wlt', currency: 'EUR', ...fields }).toString() });

  it('an authorization asking for €0.01 charges the order’s real total, under its order number', async () => {
    const orderNumber = await payoneOrder();
    expect(await stateOf(orderNumber)).toMatchObject({ payment_state: 'pending' });
    const response = await edge.inject({ method: 'POST', url: '/api/payone/authorize', payload: { orderNumber, paymentToken: paymentTokens.get(orderNumber), method: 'payone_paypal', amount: 1, currency: 'EUR', reference: '1', store: 'de' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.status).toBe('REDIRECT');
    expect(authorizations().at(-1)).toMatchObject({ amount: String(TOTAL_CENTS), currency: 'EUR', reference: orderNumber, lastname: 'Kranich', city: 'Berlin', country: 'DE' });
  });

  it('an authorization for an order number that does not exist is refused, and nothing reaches Payone', async () => {
    const before = authorizations().length;
    const response = await edge.inject({ method: 'POST', url: '/api/payone/authorize', payload: { orderNumber: '1999999999', paymentToken: 'A'.repeat(43), method: 'payone_paypal' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.field).toBe('orderNumber');
    expect(authorizations()).toHaveLength(before);
  });

  it('TransactionStatus: a wrong key is refused; the right key moves appointed → paid; a repeat changes nothing', async () => {
    const orderNumber = await payoneOrder('payone_creditcard');
    const price = (TOTAL_CENTS / 100).toFixed(2);

    const wrong = await notify({ key: createHash('md5').update('not the portal key').digest('hex'), txaction: 'paid', txid: '301', reference: orderNumber, price });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toBe('TSOK');
    expect((await stateOf(orderNumber)).payment_state).toBe('pending');

    const appointed = await notify({ txaction: 'appointed', txid: '301', reference: orderNumber, price });
    expect([appointed.statusCode, appointed.body]).toEqual([200, 'TSOK']);
    expect(await stateOf(orderNumber)).toMatchObject({ payment_state: 'appointed', payment_txid: '301' });

    // Once appointed, the browser cannot have the order authorized (charged) a second time.
    const again = await edge.inject({ method: 'POST', url: '/api/payone/authorize', payload: { orderNumber, paymentToken: paymentTokens.get(orderNumber), method: 'payone_creditcard', paymentAdditional: { pseudocardpan: '9410010000000000001' } } });
    expect(again.statusCode).toBe(409);

    const paid = await notify({ txaction: 'paid', txid: '301', reference: orderNumber, price });
    expect([paid.statusCode, paid.body]).toEqual([200, 'TSOK']);
    const afterPaid = await stateOf(orderNumber);
    expect(afterPaid.payment_state).toBe('paid');

    a.clock.now = new Date(a.clock.now.getTime() + 60_000);
    for (const txaction of ['paid', 'appointed']) {
      const repeat = await notify({ txaction, txid: '301', reference: orderNumber, price });
      expect([repeat.statusCode, repeat.body]).toEqual([200, 'TSOK']);
    }
    expect(await stateOf(orderNumber)).toEqual(afterPaid);
  });

  it('TransactionStatus with another amount or currency, or for an unknown order, is refused and moves nothing', async () => {
    const orderNumber = await payoneOrder();
    const mismatches: Record<string, string>[] = [{ price: '0.01' }, { price: '' }, { currency: 'USD', price: (TOTAL_CENTS / 100).toFixed(2) }];
    for (const fields of mismatches) {
      const refused = await notify({ txaction: 'paid', txid: '302', reference: orderNumber, ...fields });
      expect(refused.statusCode, JSON.stringify(fields)).toBe(409);
      expect(refused.body).not.toBe('TSOK');
    }
    expect((await stateOf(orderNumber)).payment_state).toBe('pending');

    const unknown = await notify({ txaction: 'paid', txid: '303', reference: '1999999999', price: '498.00' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toBe('TSOK');
  });

  it('a failed payment is recorded, and the account’s order history shows each order’s payment state', async () => {
    const me = await signUp(a, `payer-${dialect}@example.com`);
    const failed = await payoneOrder('payone_paypal', me.token);
    const offline = await payoneOrder('banktransfer', me.token);
    const response = await notify({ txaction: 'failed', txid: '304', reference: failed, price: (TOTAL_CENTS / 100).toFixed(2) });
    expect(response.body).toBe('TSOK');
    const history = (await a.call('GET', `/api/user/order-history?token=${me.token}`)).body.result.items as { increment_id: string; payment: { payment_state: string | null } }[];
    const stateIn = (n: string) => history.find((o) => o.increment_id === n)?.payment.payment_state;
    expect([stateIn(failed), stateIn(offline)]).toEqual(['failed', null]);
  });

  it('a Klarna session is opened for the server cart’s total, whatever the browser says', async () => {
    const cartId = await cartWith(a, LINES);
    const urls = { successurl: `${PUBLIC_URL}/redirect?r=success`, errorurl: `${PUBLIC_URL}/redirect?r=error`, backurl: `${PUBLIC_URL}/redirect?r=back` };
    const response = await edge.inject({ method: 'POST', url: '/api/payone/genericpayment', payload: { request: 'genericpayment', add_paydata: { action: 'start_session' }, cartId, amount: 1, country: 'DE', financingtype: 'KIV', ...urls } });
    expect(response.statusCode, response.body).toBe(200);
    expect(standIn.received.at(-1)!.form).toMatchObject({ request: 'genericpayment', amount: String(TOTAL_CENTS), 'pr[1]': '24900', 'no[1]': '2', 'id[1]': 'OX-ANTON-42' });
  });
});
