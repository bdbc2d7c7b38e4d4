// The Payone routes of the edge, driven with app.inject, talking over real HTTP to a local stand-in of the Payone
// server API (tests/support/payone-stand-in.ts) that checks the request format Payone documents.
import { createHash, createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parsePayoneAnswer } from '../../../shared/payone/answer.js';
import type { PayoneTransactionStatus } from '../../../shared/payone/transaction-status.js';
import { registerErrorHandling } from '../../../server/edge/errors.js';
import { payoneRoutes, PAYONE_NOT_CONFIGURED, type PayoneRoutesOptions } from '../../../server/edge/gateway/payone.js';
import { PayoneError, createPayoneClient, type PayoneClient } from '../../../server/upstream/payone-client.js';
import { startPayoneStandIn, type PayoneStandIn } from '../../support/payone-stand-in.js';

const PORTAL_KEY = 'stand-in-portal-key-9f3';
const ACCOUNT = { mid: '10001', portalId: '2000002', aid: '10002', mode: 'test' as const };
const PUBLIC_URL = 'https://shop.example';
const CUSTOMER = { firstname: 'Erika', lastname: 'Mustermann', street: 'Jägerweg 12', zip: '10115', city: 'Berlin', country: 'DE', email: 'erika@example.org' };
const ITEMS = [
  { it: 'goods', id: 'KR-101-42', pr: 12990, no: 1, de: 'Kranich Derby' },
  { it: 'shipment', id: 'shipping', pr: 490, no: 1, de: 'Versand' },
];
const REDIRECTS = { successurl: `${PUBLIC_URL}/redirect?r=success`, errorurl: `${PUBLIC_URL}/redirect?r=error`, backurl: `${PUBLIC_URL}/redirect?r=back` };
const KLARNA_SESSION = { request: 'genericpayment', add_paydata: { action: 'start_session' }, amount: 13480, currency: 'EUR', country: 'DE', financingtype: 'KIS', items: ITEMS, ...REDIRECTS };

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
  const notifications: PayoneTransactionStatus[] = [];
  const lastRequest = () => standIn.received.at(-1)!.form;

  beforeAll(async () => {
    standIn = await startPayoneStandIn({ ...ACCOUNT, portalKey: PORTAL_KEY });
    client = createPayoneClient({ ...ACCOUNT, url: standIn.url, key: PORTAL_KEY }, { timeoutMs: 2000 });
    app = await buildApp({ config: { publicUrl: PUBLIC_URL }, client, onTransactionStatus: (s) => void notifications.push(s) });
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

  it('genericpayment start_session reaches the stand-in with the documented fields and returns the client token lines', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/payone/genericpayment', payload: { ...KLARNA_SESSION, store: 'de' } });
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
    const payload = { orderNumber: '000000042', method: 'payone_paypal', amount: 13480, currency: 'EUR', customer: CUSTOMER, store: 'de' };
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
      reference: '000000042',
      successurl: `${PUBLIC_URL}/de/redirect?r=success`,
      errorurl: `${PUBLIC_URL}/de/redirect?r=error`,
      backurl: `${PUBLIC_URL}/de/redirect?r=back`,
      street: 'Jägerweg 12',
    });
  });

  it('authorize by card with the pseudo card number of the iframe check is APPROVED', async () => {
    const payload = { orderNumber: 'KR-43', method: 'payone_creditcard', amount: 12990, currency: 'EUR', customer: CUSTOMER, paymentAdditional: { pseudocardpan: '9410010000000000001', cardtype: 'V' } };
    const response = await app.inject({ method: 'POST', url: '/api/payone/authorize', payload });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ status: 'APPROVED', userid: '90000001' });
    expect(lastRequest()).toMatchObject({ clearingtype: 'cc', pseudocardpan: '9410010000000000001', amount: '12990' });
  });

  it('SEPA with a valid IBAN is APPROVED; with a bad IBAN Payone’s ERROR becomes the customer message', async () => {
    const sepa = (iban: string) => ({ orderNumber: 'KR-44', method: 'payone_debit_payment', amount: 12990, currency: 'EUR', customer: CUSTOMER, store: 'de', paymentAdditional: { iban, bic: 'BYLADEM1001', bankcountry: 'DE' } });
    const ok = await app.inject({ method: 'POST', url: '/api/payone/authorize', payload: sepa('DE02 1203 0000 0000 2020 51') });
    expect(ok.json().result.status).toBe('APPROVED');
    expect(lastRequest()).toMatchObject({ clearingtype: 'elv', iban: 'DE02120300000000202051', bic: 'BYLADEM1001', bankcountry: 'DE' });

    const bad = await app.inject({ method: 'POST', url: '/api/payone/authorize', payload: sepa('DE00120300000000202051') });
    expect(bad.statusCode).toBe(402);
    expect(bad.json()).toEqual({ code: 402, result: 'Die IBAN ist ungültig. Bitte prüfen Sie Ihre Bankverbindung.', meta: { status: 'ERROR', errorcode: '1004' } });
  });

  it('Klarna authorize carries the widget’s token and the basket', async () => {
    const payload = { orderNumber: 'KR-45', method: 'payone_klarna_installment', amount: 13480, currency: 'EUR', customer: CUSTOMER, items: ITEMS, paymentAdditional: { authorization_token: 'klarna-auth-1' } };
    const response = await app.inject({ method: 'POST', url: '/api/payone/authorize', payload });
    expect(response.json().result.status).toBe('APPROVED');
    expect(lastRequest()).toMatchObject({ clearingtype: 'fnc', financingtype: 'KIS', 'add_paydata[authorization_token]': 'klarna-auth-1', 'no[1]': '1' });
  });

  it('bad input gets 400 naming the field, and nothing reaches Payone', async () => {
    const cases: [string, object, string][] = [
      ['/api/payone/genericpayment', { ...KLARNA_SESSION, amount: undefined }, 'amount'],
      ['/api/payone/genericpayment', { ...KLARNA_SESSION, amount: 134.8 }, 'amount'],
      ['/api/payone/genericpayment', { ...KLARNA_SESSION, amount: 13481 }, 'items'],
      ['/api/payone/genericpayment', { ...KLARNA_SESSION, successurl: 'https://evil.example/redirect' }, 'successurl'],
      ['/api/payone/authorize', { orderNumber: 'KR-46', method: 'payone_paypal', amount: 100, currency: 'EUR', customer: { lastname: 'X' } }, 'customer.country'],
      ['/api/payone/authorize', { orderNumber: 'KR-46', method: 'banktransfer', amount: 100, currency: 'EUR', customer: CUSTOMER }, 'method'],
      ['/api/payone/authorize', { orderNumber: 'KR 46!', method: 'payone_paypal', amount: 100, currency: 'EUR', customer: CUSTOMER }, 'reference'],
      ['/api/payone/authorize', { orderNumber: 'KR-46', method: 'payone_debit_payment', amount: 100, currency: 'EUR', customer: CUSTOMER, paymentAdditional: { iban: 'DE02', bic: 'BYLADEM1001' } }, 'paymentAdditional.iban'],
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
    const form = (key: string) => Buffer.from(`key=${key}&txaction=paid&txid=205387102&reference=KR-42&mode=test&portalid=2000002&aid=10002&clearingtype=wlt&currency=EUR&street=J%E4gerweg+12`, 'latin1');
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const good = await app.inject({ method: 'POST', url: '/api/payone/status', headers, payload: form(createHash('md5').update(PORTAL_KEY).digest('hex')) });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('TSOK');
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ txaction: 'paid', txid: '205387102', reference: 'KR-42', values: { street: 'Jägerweg 12' } });

    for (const key of [PORTAL_KEY, createHash('md5').update('another key').digest('hex'), '']) {
      const wrong = await app.inject({ method: 'POST', url: '/api/payone/status', headers, payload: form(key) });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.body).not.toBe('TSOK');
    }
    expect(notifications).toHaveLength(1);
  });

  it('a Payone that does not answer in time gives 504, not a hanging checkout', async () => {
    const slowClient = createPayoneClient({ ...ACCOUNT, url: standIn.url, key: PORTAL_KEY }, { timeoutMs: 150 });
    const slowApp = await buildApp({ config: { publicUrl: PUBLIC_URL }, client: slowClient });
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
    const lostApp = await buildApp({ config: { publicUrl: PUBLIC_URL }, client: lostClient });
    try {
      const response = await lostApp.inject({ method: 'POST', url: '/api/payone/genericpayment', payload: KLARNA_SESSION });
      expect(response.statusCode).toBe(502);
      expect(response.json().meta.code).toBe('ERR_UPSTREAM_STATUS');
    } finally {
      await lostApp.close();
      await lostClient.close();
    }
  });

  it('checks the amount against the order when the commerce side provides a lookup', async () => {
    const lookupApp = await buildApp({ config: { publicUrl: PUBLIC_URL }, client, commerce: { getOrderTotal: async (n) => (n === 'KR-50' ? { amount: 12990, currency: 'EUR' } : null) } });
    try {
      const base = { method: 'payone_paypal', currency: 'EUR', customer: CUSTOMER };
      const cheaper = await lookupApp.inject({ method: 'POST', url: '/api/payone/authorize', payload: { ...base, orderNumber: 'KR-50', amount: 100 } });
      expect([cheaper.statusCode, cheaper.json().meta.field]).toEqual([400, 'amount']);
      const unknown = await lookupApp.inject({ method: 'POST', url: '/api/payone/authorize', payload: { ...base, orderNumber: 'KR-51', amount: 12990 } });
      expect([unknown.statusCode, unknown.json().meta.field]).toEqual([400, 'orderNumber']);
      const right = await lookupApp.inject({ method: 'POST', url: '/api/payone/authorize', payload: { ...base, orderNumber: 'KR-50', amount: 12990 } });
      expect(right.json().result.status).toBe('REDIRECT');
    } finally {
      await lookupApp.close();
    }
  });
});

describe('Payone routes without a Payone account', () => {
  it('answer 404 "Payone is not configured" on every route', async () => {
    const app = await buildApp({ config: { publicUrl: PUBLIC_URL }, client: null });
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
