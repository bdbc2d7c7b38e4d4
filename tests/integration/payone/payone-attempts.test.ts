// One order per purchase, paid once, from the checkout that placed it: on SQLite and PostgreSQL, two commerce
// backends on one database (replicas) behind two edges, talking over real HTTP to a local stand-in of the Payone
// server API that counts the requests it receives. Parallel or repeated authorizations of one attempt reach Payone
// once; a paid order is not authorized again; only the order answer's payment token pays an order; a PayPal payment
// left with "back" is paid again for the same order (one order, one confirmation mail); a SEPA debit Payone refuses
// sends no confirmation; a bad IBAN never becomes an order.
import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceRoutes } from '../../../server/backend/commerce/commerce-routes.js';
import { closeDatabase, openDatabase, type Database } from '../../../server/db/database.js';
import { registerErrorHandling } from '../../../server/edge/errors.js';
import { payoneRoutes } from '../../../server/edge/gateway/payone.js';
import { createCommerceClient } from '../../../server/upstream/commerce-client.js';
import type { ForwardingClient } from '../../../server/upstream/forwarding-client.js';
import { createPayoneClient, type PayoneClient } from '../../../server/upstream/payone-client.js';
import { createPayoneCommerce } from '../../../server/upstream/payone-commerce.js';
import { cartWith, createTestApp, orderBody, TEST_CATALOG_INDEX, type TestApp } from '../commerce/helpers/test-app.js';
import { DIALECTS } from '../commerce/helpers/test-database.js';
import { startPayoneStandIn, type PayoneStandIn } from '../../support/payone-stand-in.js';

const PORTAL_KEY = 'stand-in-portal-key-attempts';
const ACCOUNT = { mid: '10001', portalId: '2000002', aid: '10002', mode: 'test' as const };
const PUBLIC_URL = 'https://shop.example';
const LINES = [{ sku: 'OX-ANTON-42', qty: 1 }];
const PRICE = '249.00';
const CARD = { pseudocardpan: '9410010000000000001', cardtype: 'V' };
const SEPA = { iban: 'DE02120300000000202051', bic: 'BYLADEM1001', bankcountry: 'DE' };
const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(DIALECTS)('Payone payments once per order and attempt (two backends, stand-in of Payone) on %s', (dialect) => {
  let a: TestApp;
  let replicaDb: Database;
  let replica: FastifyInstance;
  let standIn: PayoneStandIn;
  let payone: PayoneClient;
  const clients: ForwardingClient[] = [];
  const edges: FastifyInstance[] = [];
  const replicaMails: string[] = [];

  beforeAll(async () => {
    a = await createTestApp(dialect, { payoneEnabled: true });
    // A second backend on the same database, as a second replica would run (its own connections).
    replicaDb = await openDatabase(a.t.config);
    replica = Fastify({ logger: false });
    await replica.register(commerceRoutes, { db: replicaDb, now: () => new Date(a.clock.now), payoneEnabled: true, catalogIndex: TEST_CATALOG_INDEX, onOrderPlaced: async (order) => void replicaMails.push(order.incrementId) });
    standIn = await startPayoneStandIn({ ...ACCOUNT, portalKey: PORTAL_KEY });
    payone = createPayoneClient({ ...ACCOUNT, url: standIn.url, key: PORTAL_KEY }, { timeoutMs: 5000 });
    for (const backend of [a.app, replica]) {
      const client = createCommerceClient(await backend.listen({ host: '127.0.0.1', port: 0 }), 5000);
      clients.push(client);
      const edge = Fastify({ logger: false });
      registerErrorHandling(edge);
      await edge.register(payoneRoutes, { config: { publicUrl: PUBLIC_URL }, client: payone, commerce: createPayoneCommerce(client) });
      await edge.ready();
      edges.push(edge);
    }
  });

  afterAll(async () => {
    for (const edge of edges) await edge.close();
    await payone?.close();
    for (const client of clients) await client.close();
    await standIn?.close();
    await replica?.close();
    if (replicaDb) await closeDatabase(replicaDb);
    await a?.close();
  });

  const authorizationsOf = (orderNumber: string) => standIn.received.map((r) => r.form).filter((f) => f.request === 'authorization' && f.reference === orderNumber);
  const mailsOf = (orderNumber: string) => [...a.placedOrders.map((o) => o.incrementId), ...replicaMails].filter((n) => n === orderNumber);
  const ordersOfCart = (cartId: string) => a.t.db.selectFrom('orders').select(['increment_id', 'payment_state', 'payment_method']).where('cart_id', '=', cartId).execute();

  const historyOf = (orderNumber: string) =>
    a.t.db
      .selectFrom('order_state_history')
      .innerJoin('orders', 'orders.id', 'order_state_history.order_id')
      .select(['order_state_history.from_state', 'order_state_history.to_state'])
      .where('orders.increment_id', '=', orderNumber)
      .orderBy('order_state_history.id')
      .execute();

  async function place(method: string, additional: Record<string, string> = {}): Promise<{ cartId: string; orderNumber: string; paymentToken: string }> {
    const cartId = await cartWith(a, LINES);
    const placed = await a.call('POST', '/api/order', orderBody(cartId, LINES, { payment_method_code: method, payment_method_additional: additional }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return { cartId, orderNumber: placed.body.result.orderNumber, paymentToken: placed.body.result.paymentToken };
  }

  const authorize = (payload: Record<string, unknown>, edge = 0) => edges[edge].inject({ method: 'POST', url: '/api/payone/authorize', payload });

  const notify = (fields: Record<string, string>) =>
    edges[0].inject({
      method: 'POST',
      url: '/api/payone/status',
      headers: FORM_HEADERS,
      payload: new URLSearchParams({ key: createHash('md5').update(PORTAL_KEY).digest('hex'), mode: 'test', portalid: ACCOUNT.portalId, aid: ACCOUNT.aid, currency: 'EUR', price: PRICE, ...fields }).toString(),
    });

  it('six parallel authorizations of one card order, spread over both backends, reach Payone once; the order is then never authorized again', async () => {
    const { orderNumber, paymentToken } = await place('payone_creditcard');
    expect(paymentToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    standIn.delayMs = 300;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => authorize({ orderNumber, paymentToken, method: 'payone_creditcard', paymentAdditional: CARD }, i % 2)));
    standIn.delayMs = 0;
    expect(authorizationsOf(orderNumber)).toHaveLength(1);
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().meta.errorCode === 'ERR_PAYMENT_IN_PROGRESS')).toBe(true);
    expect(await a.t.db.selectFrom('orders').select(['payment_state', 'state']).where('increment_id', '=', orderNumber).executeTakeFirstOrThrow()).toEqual({ payment_state: 'appointed', state: 'paid' });
    expect(await historyOf(orderNumber)).toEqual([
      { from_state: null, to_state: 'pending_payment' },
      { from_state: 'pending_payment', to_state: 'paid' },
    ]);
    expect(mailsOf(orderNumber)).toHaveLength(1);

    // The same attempt again: Payone's first answer, not a second request.
    const repeat = await authorize({ orderNumber, paymentToken, method: 'payone_creditcard', paymentAdditional: CARD }, 1);
    expect([repeat.statusCode, repeat.json().result.status]).toEqual([200, 'APPROVED']);
    // A next attempt of a paid order is refused.
    const again = await authorize({ orderNumber, paymentToken, attempt: 2, method: 'payone_creditcard', paymentAdditional: CARD });
    expect([again.statusCode, again.json().meta.errorCode]).toEqual([409, 'ERR_ALREADY_PAID']);
    expect(authorizationsOf(orderNumber)).toHaveLength(1);
    expect(mailsOf(orderNumber)).toHaveLength(1);
  });

  it('only the order answer’s payment token pays an order: none, another order’s or a guessed one is refused and nothing reaches Payone', async () => {
    const mine = await place('payone_creditcard');
    const other = await place('payone_creditcard');
    const prepaid = await place('banktransfer');
    expect(prepaid.paymentToken).toBeUndefined();
    const missing = await authorize({ orderNumber: mine.orderNumber, method: 'payone_creditcard', paymentAdditional: CARD });
    expect([missing.statusCode, missing.json().meta.field]).toEqual([400, 'paymentToken']);
    for (const [orderNumber, paymentToken] of [
      [mine.orderNumber, other.paymentToken],
      [mine.orderNumber, 'A'.repeat(43)],
      // A prepayment order is not charged by card or direct debit, whatever token is shown.
      [prepaid.orderNumber, mine.paymentToken],
    ]) {
      for (const [method, paymentAdditional] of [['payone_creditcard', CARD], ['payone_debit_payment', SEPA]] as const) {
        const refused = await authorize({ orderNumber, paymentToken, method, paymentAdditional });
        expect([refused.statusCode, refused.json().meta.errorCode]).toEqual([403, 'ERR_PAYMENT_TOKEN']);
      }
    }
    const session = { request: 'genericpayment', add_paydata: { action: 'start_session' }, country: 'DE', financingtype: 'KIV', successurl: `${PUBLIC_URL}/redirect?r=success`, errorurl: `${PUBLIC_URL}/redirect?r=error`, backurl: `${PUBLIC_URL}/redirect?r=back` };
    const klarna = await edges[0].inject({ method: 'POST', url: '/api/payone/genericpayment', payload: { ...session, orderNumber: mine.orderNumber, paymentToken: other.paymentToken } });
    expect([klarna.statusCode, klarna.json().meta.field]).toEqual([403, 'paymentToken']);
    expect(standIn.received.filter((r) => [mine.orderNumber, other.orderNumber, prepaid.orderNumber].includes(r.form.reference))).toHaveLength(0);

    // The checkout that placed it pays it; a Klarna session for the order is opened for the order's own amount.
    const paid = await authorize({ orderNumber: mine.orderNumber, paymentToken: mine.paymentToken, method: 'payone_creditcard', paymentAdditional: CARD });
    expect(paid.json().result.status).toBe('APPROVED');
    const forOther = await edges[0].inject({ method: 'POST', url: '/api/payone/genericpayment', payload: { ...session, orderNumber: other.orderNumber, paymentToken: other.paymentToken } });
    expect(forOther.statusCode, forOther.body).toBe(200);
    expect(standIn.received.at(-1)!.form).toMatchObject({ request: 'genericpayment', amount: '24900', 'id[1]': 'OX-ANTON-42' });
  });

  it('PayPal left with "back" is paid again for the same order: one order, the mail only when Payone reports it authorized', async () => {
    const { cartId, orderNumber, paymentToken } = await place('payone_paypal');
    expect(mailsOf(orderNumber)).toHaveLength(0);
    const first = await authorize({ orderNumber, paymentToken, attempt: 1, method: 'payone_paypal' });
    expect(first.json().result).toMatchObject({ status: 'REDIRECT', attempt: 1 });
    // The shopper comes back with r=back; ordering the same cart again answers the same order.
    const reordered = await a.call('POST', '/api/order', orderBody(cartId, LINES, { payment_method_code: 'payone_paypal' }));
    expect(reordered.body.result.orderNumber).toBe(orderNumber);
    const token = reordered.body.result.paymentToken as string;
    // The token handed out again replaces the first one.
    expect((await authorize({ orderNumber, paymentToken, attempt: 2, method: 'payone_paypal' })).statusCode).toBe(403);
    // Attempt 3 is not the next one.
    const skipped = await authorize({ orderNumber, paymentToken: token, attempt: 3, method: 'payone_paypal' });
    expect([skipped.statusCode, skipped.json().meta.field]).toEqual([409, 'attempt']);
    const second = await authorize({ orderNumber, paymentToken: token, attempt: 2, method: 'payone_paypal' });
    expect(second.json().result).toMatchObject({ status: 'REDIRECT', attempt: 2 });
    expect(second.json().result.redirecturl).not.toBe(first.json().result.redirecturl);
    expect(authorizationsOf(orderNumber)).toHaveLength(2);
    expect(mailsOf(orderNumber)).toHaveLength(0);

    // Payone reports the second attempt's payment: the one confirmation mail goes out, once.
    for (const txaction of ['appointed', 'paid']) expect((await notify({ txaction, txid: second.json().result.txid, reference: orderNumber, clearingtype: 'wlt' })).body).toBe('TSOK');
    expect(mailsOf(orderNumber)).toHaveLength(1);
    expect(await ordersOfCart(cartId)).toEqual([{ increment_id: orderNumber, payment_state: 'paid', payment_method: 'payone_paypal' }]);
    expect(await historyOf(orderNumber)).toEqual([
      { from_state: null, to_state: 'pending_payment' },
      { from_state: 'pending_payment', to_state: 'paid' },
    ]);
  });

  it('back from PayPal, the shopper may pay the same order by card instead: the order takes the method, one mail', async () => {
    const { cartId, orderNumber, paymentToken } = await place('payone_paypal');
    await authorize({ orderNumber, paymentToken, method: 'payone_paypal' });
    const card = await authorize({ orderNumber, paymentToken, attempt: 2, method: 'payone_creditcard', paymentAdditional: CARD });
    expect(card.json().result.status).toBe('APPROVED');
    expect(await ordersOfCart(cartId)).toEqual([{ increment_id: orderNumber, payment_state: 'appointed', payment_method: 'payone_creditcard' }]);
    expect(mailsOf(orderNumber)).toHaveLength(1);
  });

  it('a SEPA debit Payone refuses sends no confirmation; paying again with another account does, once', async () => {
    standIn.refusedIbans.add('DE89370400440532013000');
    const refusedAccount = { ...SEPA, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };
    const { orderNumber, paymentToken } = await place('payone_debit_payment', refusedAccount);
    const refused = await authorize({ orderNumber, paymentToken, method: 'payone_debit_payment', paymentAdditional: refusedAccount });
    expect(refused.statusCode).toBe(402);
    // Repeating the refused attempt replays Payone's answer without asking again.
    expect((await authorize({ orderNumber, paymentToken, method: 'payone_debit_payment', paymentAdditional: refusedAccount })).statusCode).toBe(402);
    expect(authorizationsOf(orderNumber)).toHaveLength(1);
    expect(mailsOf(orderNumber)).toHaveLength(0);
    const second = await authorize({ orderNumber, paymentToken, attempt: 2, method: 'payone_debit_payment', paymentAdditional: SEPA });
    expect(second.json().result.status).toBe('APPROVED');
    expect(mailsOf(orderNumber)).toHaveLength(1);
  });

  it('an IBAN with wrong check digits, of another country, or of another country than the bank country chosen places no order (400 naming the field)', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...SEPA, iban: 'DE00120300000000202051' }, 'addressInformation.payment_method_additional.iban'],
      [{ ...SEPA, iban: 'FR7630006000011234567890189' }, 'addressInformation.payment_method_additional.iban'],
      [{ ...SEPA, iban: 'AT611904300234573201' }, 'addressInformation.payment_method_additional.bankcountry'],
      [{ bic: SEPA.bic, bankcountry: 'DE' }, 'addressInformation.payment_method_additional.iban'],
    ];
    for (const [additional, field] of cases) {
      const cartId = await cartWith(a, LINES);
      const refused = await a.call('POST', '/api/order', orderBody(cartId, LINES, { payment_method_code: 'payone_debit_payment', payment_method_additional: additional }));
      expect([refused.status, refused.body.meta], additional.iban).toEqual([400, { errorCode: 'ERR_INVALID_IBAN', field }]);
      expect(await ordersOfCart(cartId)).toEqual([]);
    }
    const cartId = await cartWith(a, LINES);
    const austrian = await a.call('POST', '/api/order', orderBody(cartId, LINES, { payment_method_code: 'payone_debit_payment', payment_method_additional: { ...SEPA, iban: 'AT61 1904 3002 3457 3201', bankcountry: 'AT' } }));
    expect(austrian.status).toBe(200);
  });
});
