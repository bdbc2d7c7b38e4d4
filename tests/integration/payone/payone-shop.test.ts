// The whole shop with a Payone account (a local stand-in of the Payone server API): the edge's Payone routes are
// wired to the embedded commerce backend, whose internal payment routes the edge itself never forwards.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestShop, type TestShop } from '../helpers/start-app.js';
import { startPayoneStandIn, type PayoneStandIn } from '../../support/payone-stand-in.js';

const PORTAL_KEY = 'stand-in-portal-key-shop';
const ACCOUNT = { mid: '10001', portalId: '2000002', aid: '10002', mode: 'test' as const };

let standIn: PayoneStandIn;
let shop: TestShop;

beforeAll(async () => {
  standIn = await startPayoneStandIn({ ...ACCOUNT, portalKey: PORTAL_KEY });
  shop = await startTestShop({ env: { PAYONE_URL: standIn.url, PAYONE_MID: ACCOUNT.mid, PAYONE_PORTALID: ACCOUNT.portalId, PAYONE_AID: ACCOUNT.aid, PAYONE_KEY: PORTAL_KEY, PAYONE_MODE: 'test' } });
});

afterAll(async () => {
  await shop?.close();
  await standIn?.close();
});

describe('Payone in the running shop (stand-in of Payone)', () => {
  const status = (key: string, reference: string) =>
    shop.fetch('/api/payone/status', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ key, txaction: 'paid', txid: '1', reference, price: '10.00', currency: 'EUR', portalid: ACCOUNT.portalId }).toString(),
    });

  it('asks the commerce backend for the order: an unknown order number is refused and nothing reaches Payone', async () => {
    const response = await postJson(shop, '/api/payone/authorize', { orderNumber: '1999999999', paymentToken: 'A'.repeat(43), method: 'payone_paypal', amount: 1, currency: 'EUR' });
    expect(response.status).toBe(400);
    expect(response.body.meta.field).toBe('orderNumber');
    expect(standIn.received).toHaveLength(0);
  });

  it('a Klarna session is opened for the server cart: an empty cart has nothing to pay, whatever the browser says', async () => {
    const cartId = (await postJson(shop, '/api/cart/create', {})).body.result;
    const urls = { successurl: `${shop.config.publicUrl}/redirect?r=success`, errorurl: `${shop.config.publicUrl}/redirect?r=error`, backurl: `${shop.config.publicUrl}/redirect?r=back` };
    const response = await postJson(shop, '/api/payone/genericpayment', { request: 'genericpayment', add_paydata: { action: 'start_session' }, cartId, amount: 4900, country: 'DE', financingtype: 'KIV', ...urls });
    expect(response.status).toBe(400);
    expect(response.body.meta.field).toBe('amount');
    expect(standIn.received).toHaveLength(0);
  });

  it('TransactionStatus: a wrong key is 403, an unknown order 404 (both without TSOK)', async () => {
    const wrong = await status(createHash('md5').update('guess').digest('hex'), '1999999999');
    expect(wrong.status).toBe(403);
    const unknown = await status(createHash('md5').update(PORTAL_KEY).digest('hex'), '1999999999');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toBe('TSOK');
  });

  it('the backend’s internal payment routes are not reachable through the edge', async () => {
    expect((await shop.fetch('/internal/payone/orders/1999999999')).status).toBe(404);
    expect((await postJson(shop, '/internal/payone/transaction-status', { reference: '1999999999', txaction: 'paid' })).status).toBe(404);
  });
});
