// The Payone routes of the edge, driven with app.inject, talking over real HTTP to a local stand-in of the Payone
// server API (tests/support/payone-stand-in.ts) that checks the request format Payone documents. The commerce side
// (stored orders and carts) is an in-memory stand-in here; payone-payments.test.ts runs the real commerce backend.
import { createHash, createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parsePayoneAnswer } from '../../../shared/payone/answer.js';
import type { PaymentOrderView } from '../../../shared/payone/order-payment.js';
import type { AttemptOutcome, StartAttemptRequest, StartedAttempt } from '../../../shared/payone/payment-attempt.js';
import type { PayoneTransactionStatus } from '../../../shared/payone/transaction-status.js';
import { registerErrorHandling } from '../../../server/edge/errors.js';
import { payoneRoutes, PAYONE_NOT_CONFIGURED, type PayoneRoutesOptions } from '../../../server/edge/gateway/payone.js';
import { PayoneError, createPayoneClient, type PayoneClient } from '../../../server/upstream/payone-client.js';
import type { CartTotalsForKlarna, CommerceAnswer, PayoneCommerce } from '../../../server/upstream/payone-commerce.js';
import { startPayoneStandIn, type PayoneStandIn } from '../../support/payone-stand-in.js';

const PORTAL_KEY = 'stand-in-portal-key-9f3';
const ACCOUNT = { mid: '10001', portalId: '2000002', aid: '10002', mode: 'test' as const };
const PUBLIC_URL = 'https://shop.example';
/** The order answer's payment token of every stored order here. */
const PAYMENT_TOKEN = 'stand-in-payment-token-000001';
const CUSTOMER = { firstname: 'Erika', lastname: 'Mustermann', street: 'Jägerweg 12', zip: '10115', city: 'Berlin', country: 'DE', email: 'erika@example.org' };
const ITEMS = [
  { it: 'goods', id: 'KR-101-42', pr: 12990, no: 1, de: 'Kranich Derby' },
  { it: 'shipment', id: 'shipping', pr: 490, no: 1, de: 'Versand' },
];
const REDIRECTS = { successurl: `${PUBLIC_URL}/redirect?r=success`, errorurl: `${PUBLIC_URL}/redirect?r=error`, backurl: `${PUBLIC_URL}/redirect?r=back` };
const KLARNA_SESSION = { request: 'genericpayment', add_paydata: { action: 'start_session' }, cartId: 'cart-1', country: 'DE', financingtype: 'KIS', ...REDIRECTS };
const BILLING = { firstname: 'Erika', lastname: 'Mustermann', street: ['Jägerweg 12', ''], postcode: '10115', city: 'Berlin', country_id: 'DE', email: 'erika@example.org' };
const CART_TOTALS: CartTotalsForKlarna = {
  grand_total: 134.8,
  shipping_incl_tax: 4.9,
  quote_currency_code: 'EUR',
  items: [{ item_id: 1, sku: 'KR-101-42', name: 'Kranich Derby', qty: 1, row_total_incl_tax: 129.9 }],
  total_segments: [{ code: 'shipping', title: 'Versand', value: 4.9 }],
};

function storedOrder(orderNumber: string, grandTotalCents: number, paymentState: string | null = 'pending'): PaymentOrderView {
  return {
    orderNumber,
    grandTotalCents,
    shippingCents: 490,
    discountCents: 0,
    currency: 'EUR',
    paymentMethod: 'payone_paypal',
    paymentState,
    storeCode: 'de',
    billingAddress: BILLING,
    items: [{ sku: 'KR-101-42', name: 'Kranich Derby', qty: 1, rowTotalCents: grandTotalCents - 490 }],
  };
}

/** The commerce backend's answers for these tests: a few stored orders and one cart. */
class CommerceStandIn implements PayoneCommerce {
  orders = new Map<string, PaymentOrderView>([
    ['0000000042', storedOrder('0000000042', 13480)],
    ['KR-43', storedOrder('KR-43', 12990)],
    ['KR-44', storedOrder('KR-44', 12990)],
    ['KR-45', storedOrder('KR-45', 13480)],
    ['KR-46', storedOrder('KR-46', 100)],
    ['KR-47', storedOrder('KR-47', 13480, 'paid')],
  ]);
  carts = new Map<string, CartTotalsForKlarna>([['cart-1', CART_TOTALS]]);
  notifications: PayoneTransactionStatus[] = [];
  private found = <T>(value: T | undefined): CommerceAnswer<T> => (value ? { ok: true, value } : { ok: false, refusal: { status: 404, envelope: { code: 404, result: 'Not found' } } });
  async paymentOrder(orderNumber: string) {
    return this.found(this.orders.get(orderNumber));
  }
  async cartTotals(cartId: string) {
    return this.found(this.carts.get(cartId));
  }
  outcomes: { orderNumber: string; attempt: number; outcome: AttemptOutcome }[] = [];
  private refused = (status: number, errorCode: string, field: string): CommerceAnswer<never> => ({ ok: false, refusal: { status, envelope: { code: status, result: errorCode, meta: { errorCode, field } } } });
  async checkedPaymentOrder(orderNumber: string, paymentToken: string) {
    if (this.orders.has(orderNumber) && paymentToken !== PAYMENT_TOKEN) return this.refused(403, 'ERR_PAYMENT_TOKEN', 'paymentToken');
    return this.found(this.orders.get(orderNumber));
  }
  /** Every call claims its attempt here; payone-payments.test.ts runs the real backend's attempt rules. */
  async startAttempt(orderNumber: string, request: StartAttemptRequest): Promise<CommerceAnswer<StartedAttempt>> {
    const order = this.orders.get(orderNumber);
    if (!order) return this.found<StartedAttempt>(undefined);
    if (request.paymentToken !== PAYMENT_TOKEN) return this.refused(403, 'ERR_PAYMENT_TOKEN', 'paymentToken');
    if (order.paymentState === 'paid' || order.paymentState === 'appointed') return this.refused(409, 'ERR_ALREADY_PAID', 'orderNumber');
    const attempt = { attempt: request.attempt, method: request.method, state: 'started' as const, txid: null, redirecturl: null, errorCode: null, customerMessage: null };
    return { ok: true as const, value: { fresh: true, attempt, order } };
  }
  async recordAttemptOutcome(orderNumber: string, attempt: number, outcome: AttemptOutcome) {
    this.outcomes.push({ orderNumber, attempt, outcome });
    return { ok: true as const, value: null };
  }
  async recordTransactionStatus(status: PayoneTransactionStatus) {
    this.notifications.push(status);
    return this.found(this.orders.has(status.reference) ? { orderNumber: status.reference, paymentState: 'paid', changed: true } : undefined);
  }
}

async function buildApp(options: PayoneRoutesOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  await app.register(payoneRoutes, options);
  await app.ready();
  return app;
}

describe('Payone routes against a local stand-in of the Payone server API', () => {
  let standIn: PayoneStandIn;
  let client: PayoneClient;
  let app: FastifyInstance;
  const commerce = new CommerceStandIn();
  const notifications = commerce.notifications;
  const lastRequest = () => standIn.received.at(-1)!.form;

  beforeAll(async () => {
    standIn = await startPayoneStandIn({ ...ACCOUNT, portalKey: PORTAL_KEY });
    client = createPayoneClient({ ...ACCOUNT, url: standIn.url, key: PORTAL_KEY }, { timeoutMs: 2000 });
    app = await buildApp({ config: { publicUrl: PUBLIC_URL }, client, commerce });
  });

  afterAll(async () => {
    await app.close();
    await client.close();
    await standIn.close();
  });

  beforeEach(() => {
    standIn.received.length = 0;
    standIn.delayMs = 0;
  });

  it('creditcardcheck answers the iframe parameters with a hash that verifies, and no portal key anywhere', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/payone/creditcardcheck' });
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result).toMatchObject({ aid: '10002', api_version: '3.11', encoding: 'UTF-8', mid: '10001', mode: 'test', portalid: '2000002', request: 'creditcardcheck', responsetype: 'JSON', storecarddata: 'yes' });
    const data = [result.aid, result.api_version, result.encoding, result.mid, result.mode, result.portalid, result.request, result.responsetype, result.storecarddata].join('');
    expect(result.hash).toBe(createHmac('sha384', PORTAL_KEY).update(data).digest('hex'));
    expect(response.body).not.toContain(PORTAL_KEY);
    expect(response.body).not.toContain(createHash('md5').update(PORTAL_KEY).digest('hex'));
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('genericpayment start_session reaches the stand-in with the server cart’s amount and lines and returns the client token lines', async () => {
    // Spec 02 §7's amount and items are accepted from older clients and ignored: the server cart decides.
    const response = await app.inject({ method: 'POST', url: '/api/payone/genericpayment', payload: { ...KLARNA_SESSION, amount: 1, currency: 'EUR', items: [{ ...ITEMS[0], pr: 1 }], store: 'de' } });
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(parsePayoneAnswer(result.answer)['add_paydata[client_token]']).toMatch(/^stand-in-client-token-/);
    expect(result.clientToken).toBe(parsePayoneAnswer(result.answer)['add_paydata[client_token]']);
    expect(result.workorderid).toMatch(/^WX/);
    expect(lastRequest()).toMatchObject({
      request: 'genericpayment',
      'add_paydata[action]': 'start_session',
      clearingtype: 'fnc',
      financingtype: 'KIS',
      amount: '13480',
      currency: 'EUR',
      country: 'DE',
      'it[1]': 'goods',
      'pr[1]': '12990',
      'it[2]': 'shipment',
      'de[2]': 'Versand',
      language: 'de',
      key: createHash('md5').update(PORTAL_KEY).digest('hex'),
      ...REDIRECTS,
    });
  });

  it('authorize for PayPal returns REDIRECT with the URL, after sending our store view’s return URLs', async () => {
    const payload = { orderNumber: '0000000042', paymentToken: PAYMENT_TOKEN, method: 'payone_paypal', store: 'de' };
    const response = await app.inject({ method: 'POST', url: '/api/payone/authorize', payload });
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result.status).toBe('REDIRECT');
    expect(result.redirecturl).toMatch(new RegExp(`^${standIn.url}/checkout/\\d+\\?type=PPE$`));
    expect(result.txid).toMatch(/^\d+$/);
    expect(lastRequest()).toMatchObject({
      request: 'authorization',
      clearingtype: 'wlt',
      wallettype: 'PPE',
      reference: '0000000042',
      amount: '13480',
      lastname: 'Mustermann',
      successurl: `${PUBLIC_URL}/de/redirect?r=success`,
      errorurl: `${PUBLIC_URL}/de/redirect?r=error`,
      backurl: `${PUBLIC_URL}/de/redirect?r=back`,
      street: 'Jägerweg 12',
    });
  });

  it('authorize by card with the pseudo card number of the iframe check is APPROVED', async () => {
    const payload = { orderNumber: 'KR-43', paymentToken: PAYMENT_TOKEN, method: 'payone_creditcard', paymentAdditional: { pseudocardpan: '9410010000000000001', cardtype: 'V' } };
    const response = await app.inject({ method: 'POST', url: '/api/payone/authorize', payload });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ status: 'APPROVED', userid: '90000001' });
    expect(lastRequest()).toMatchObject({ clearingtype: 'cc', pseudocardpan: '9410010000000000001', amount: '12990' });
  });

  it('SEPA with a valid IBAN is APPROVED; a refused account’s ERROR becomes the customer message; a bad IBAN never reaches Payone', async () => {
    const sepa = (iban: string, bankcountry = 'DE') => ({ orderNumber: 'KR-44', paymentToken: PAYMENT_TOKEN, method: 'payone_debit_payment', store: 'de', paymentAdditional: { iban, bic: 'BYLADEM1001', bankcountry } });
    const ok = await app.inject({ method: 'POST', url: '/api/payone/authorize', payload: sepa('DE02 1203 0000 0000 2020 51') });
    expect(ok.json().result.status).toBe('APPROVED');
    expect(lastRequest()).toMatchObject({ clearingtype: 'elv', iban: 'DE02120300000000202051', bic: 'BYLADEM1001', bankcountry: 'DE' });

    standIn.refusedIbans.add('DE89370400440532013000');
    const refused = await app.inject({ method: 'POST', url: '/api/payone/authorize', payload: sepa('DE89 3704 0044 0532 0130 00') });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ code: 402, result: 'Die Lastschrift wurde abgelehnt. Bitte wählen Sie eine andere Zahlungsart.', meta: { status: 'ERROR', errorcode: '1005' } });

    const sent = standIn.received.length;
    const cases: [string, string, string][] = [
      ['DE00120300000000202051', 'DE', 'paymentAdditional.iban'],
      ['FR7630006000011234567890189', 'DE', 'paymentAdditional.iban'],
      ['AT611904300234573201', 'DE', 'paymentAdditional.bankcountry'],
    ];
    for (const [iban, bankcountry, field] of cases) {
      const bad = await app.inject({ method: 'POST', url: '/api/payone/authorize', payload: sepa(iban, bankcountry) });
      expect([bad.statusCode, bad.json().meta.field], iban).toEqual([400, field]);
    }
    expect(standIn.received).toHaveLength(sent);
  });

  it('Klarna authorize carries the widget’s token and the stored order’s basket', async () => {
    const payload = { orderNumber: 'KR-45', paymentToken: PAYMENT_TOKEN, method: 'payone_klarna_installment', paymentAdditional: { authorization_token: 'klarna-auth-1' } };
    const response = await app.inject({ method: 'POST', url: '/api/payone/authorize', payload });
    expect(response.json().result.status).toBe('APPROVED');
    expect(lastRequest()).toMatchObject({ clearingtype: 'fnc', financingtype: 'KIS', 'add_paydata[authorization_token]': 'klarna-auth-1', amount: '13480', 'pr[1]': '12990', 'no[1]': '1', 'it[2]': 'shipment', 'pr[2]': '490' });
  });

  it('bad input gets 400 naming the field, and nothing reaches Payone', async () => {
    const cases: [string, object, string][] = [
      ['/api/payone/genericpayment', { ...KLARNA_SESSION, cartId: undefined }, 'cartId'],
      ['/api/payone/genericpayment', { ...KLARNA_SESSION, successurl: 'https://evil.example/redirect' }, 'successurl'],
      ['/api/payone/authorize', { orderNumber: 'KR-46', paymentToken: PAYMENT_TOKEN, method: 'banktransfer' }, 'method'],
      ['/api/payone/authorize', { orderNumber: 'KR 46!', paymentToken: PAYMENT_TOKEN, method: 'payone_paypal' }, 'orderNumber'],
      ['/api/payone/authorize', { orderNumber: 'KR-99', paymentToken: PAYMENT_TOKEN, method: 'payone_paypal' }, 'orderNumber'],
      ['/api/payone/authorize', { orderNumber: 'KR-46', paymentToken: PAYMENT_TOKEN, method: 'payone_debit_payment', paymentAdditional: { iban: 'DE02', bic: 'BYLADEM1001' } }, 'paymentAdditional.iban'],
    ];
    for (const [url, payload, field] of cases) {
      const response = await app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, `${url} ${field}`).toBe(400);
      expect(response.json().meta.field).toBe(field);
      expect(response.json().result).toContain(field);
    }
    expect(standIn.received).toHaveLength(0);
  });

  it('the TransactionStatus endpoint answers TSOK to Payone’s key and rejects a wrong key', async () => {
    notifications.length = 0;
    const form = (key: string) => Buffer.from(`key=${key}&txaction=paid&txid=205387102&reference=KR-43&price=129.90&mode=test&portalid=2000002&aid=10002&clearingtype=wlt&currency=EUR&street=J%E4gerweg+12`, 'latin1');
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const good = await app.inject({ method: 'POST', url: '/api/payone/status', headers, payload: form(createHash('md5').update(PORTAL_KEY).digest('hex')) });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('TSOK');
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ txaction: 'paid', txid: '205387102', reference: 'KR-43', values: { street: 'Jägerweg 12', price: '129.90' } });
    expect(notifications[0].values).not.toHaveProperty('key');

    for (const key of [PORTAL_KEY, createHash('md5').update('another key').digest('hex'), '']) {
      const wrong = await app.inject({ method: 'POST', url: '/api/payone/status', headers, payload: form(key) });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.body).not.toBe('TSOK');
    }
    expect(notifications).toHaveLength(1);

    // A notification for an order commerce does not know is refused (not TSOK), so Payone keeps it for a retry.
    const unknown = await app.inject({ method: 'POST', url: '/api/payone/status', headers, payload: Buffer.from(form(createHash('md5').update(PORTAL_KEY).digest('hex')).toString('latin1').replace('KR-43', 'KR-00'), 'latin1') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toBe('TSOK');
  });

  it('a Payone that does not answer in time gives 504, not a hanging checkout', async () => {
    const slowClient = createPayoneClient({ ...ACCOUNT, url: standIn.url, key: PORTAL_KEY }, { timeoutMs: 150 });
    const slowApp = await buildApp({ config: { publicUrl: PUBLIC_URL }, client: slowClient, commerce: new CommerceStandIn() });
    standIn.delayMs = 600;
    try {
      const response = await slowApp.inject({ method: 'POST', url: '/api/payone/genericpayment', payload: KLARNA_SESSION });
      expect(response.statusCode).toBe(504);
      expect(response.json().meta.code).toBe('ERR_UPSTREAM_TIMEOUT');
    } finally {
      await slowApp.close();
      await slowClient.close();
    }
  });

  it('the stand-in refuses what the documented format forbids, and the client raises it as PayoneError', async () => {
    const valid = { request: 'authorization', clearingtype: 'wlt', wallettype: 'PPE', reference: 'KR-60', amount: '12990', currency: 'EUR', lastname: 'M', country: 'DE', ...REDIRECTS };
    const refused: [Record<string, string>, string][] = [
      [{ ...valid, amount: '129.90' }, '{amount}'],
      [{ ...valid, reference: 'KR-60-0123456789-ABCDEF' }, '{reference}'],
      [{ ...valid, currency: 'EURO' }, '{currency}'],
      [{ ...valid, successurl: 'shop.example/redirect' }, '{successurl}'],
      [{ ...valid, clearingtype: 'elv', iban: 'DE02120300000000202051', bankcountry: 'DE' }, '{bic}'],
      [{ ...valid, clearingtype: 'cc' }, '{pseudocardpan}'],
      [{ ...valid, 'it[1]': 'goods', 'id[1]': 'a', 'pr[1]': '100', 'no[1]': '1', 'de[1]': 'x' }, '{amount}'],
      [{ ...valid, request: 'capture' }, 'not supported'],
    ];
    for (const [params, message] of refused) {
      const error = await client.request(params).catch((e: unknown) => e);
      expect(error, message).toBeInstanceOf(PayoneError);
      expect((error as PayoneError).answer.values.errormessage).toContain(message);
    }
    await expect(client.request(valid)).resolves.toMatchObject({ status: 'REDIRECT' });
  });

  it('a Payone answer that is not a known status, or an HTTP error, becomes 502', async () => {
    const lostClient = createPayoneClient({ ...ACCOUNT, url: `${standIn.url}/elsewhere`, key: PORTAL_KEY }, { timeoutMs: 2000 });
    const lostApp = await buildApp({ config: { publicUrl: PUBLIC_URL }, client: lostClient, commerce: new CommerceStandIn() });
    try {
      const response = await lostApp.inject({ method: 'POST', url: '/api/payone/genericpayment', payload: KLARNA_SESSION });
      expect(response.statusCode).toBe(502);
      expect(response.json().meta.code).toBe('ERR_UPSTREAM_STATUS');
    } finally {
      await lostApp.close();
      await lostClient.close();
    }
  });

  it('amount, currency, reference and customer sent by the browser are never read: Payone gets the stored order’s', async () => {
    const payload = { orderNumber: 'KR-46', paymentToken: PAYMENT_TOKEN, method: 'payone_paypal', amount: 1, currency: 'USD', reference: 'KR-1', customer: { ...CUSTOMER, lastname: 'Fake' }, items: [{ ...ITEMS[0], pr: 1 }] };
    const response = await app.inject({ method: 'POST', url: '/api/payone/authorize', payload });
    expect(response.json().result.status).toBe('REDIRECT');
    expect(lastRequest()).toMatchObject({ amount: '100', currency: 'EUR', reference: 'KR-46', lastname: 'Mustermann' });
    expect(lastRequest()).not.toHaveProperty('it[1]');
  });

  it('an order Payone has already appointed or paid is not authorized again; an unknown cart gets commerce’s 404', async () => {
    const paid = await app.inject({ method: 'POST', url: '/api/payone/authorize', payload: { orderNumber: 'KR-47', paymentToken: PAYMENT_TOKEN, method: 'payone_paypal' } });
    expect([paid.statusCode, paid.json().meta.field]).toEqual([409, 'orderNumber']);
    const noCart = await app.inject({ method: 'POST', url: '/api/payone/genericpayment', payload: { ...KLARNA_SESSION, cartId: 'nope' } });
    expect(noCart.statusCode).toBe(404);
    expect(standIn.received).toHaveLength(0);
  });
});

describe('Payone routes without a Payone account', () => {
  it('answer 404 "Payone is not configured" on every route', async () => {
    const app = await buildApp({ config: { publicUrl: PUBLIC_URL }, client: null, commerce: new CommerceStandIn() });
    try {
      for (const url of ['/api/payone/creditcardcheck', '/api/payone/genericpayment', '/api/payone/authorize', '/api/payone/status']) {
        const response = await app.inject({ method: 'POST', url, payload: { amount: 1 } });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ code: 404, result: PAYONE_NOT_CONFIGURED });
      }
    } finally {
      await app.close();
    }
  });
});
