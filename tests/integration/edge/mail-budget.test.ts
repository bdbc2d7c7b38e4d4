// Issue #13 item 10 over real HTTP on the whole shop: one mail budget per client across every mail-sending route
// (here 3 a minute), on top of each route's own limit; calls that send no mail do not count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP } from '../../../shared/brands.js';
import { getJson, postJson, startTestShop, uniqueEmail, type TestShop } from '../helpers/start-app.js';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ fresh: true, env: { RATE_LIMIT_MAIL_PER_MINUTE: '3', RATE_LIMIT_RESET_PER_MINUTE: '100', RATE_LIMIT_LOGIN_PER_MINUTE: '100' } });
});

afterAll(async () => {
  await shop?.close();
});

describe('mail budget per client', () => {
  it('counts reset, newsletter and contact calls together and answers 429 with Retry-After past the budget', async () => {
    expect((await getJson(shop, '/api/stock/check?sku=nothing')).status).not.toBe(429);
    expect((await postJson(shop, '/api/user/reset-password', { email: 'a@example.com' })).status).toBe(200);
    expect((await postJson(shop, '/api/ext/mailchimp-subscribe/subscribe', { email: 'b@example.com' })).status).toBe(200);
    const contact = { sourceAddress: 'c@example.com', targetAddress: SHOP.email, subject: 'Hi', emailText: 'Hello' };
    expect((await postJson(shop, '/api/ext/mail-service/send-email', contact)).status).toBe(200);
    const refused = await shop.fetch('/api/user/reset-password', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'd@example.com' }) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await refused.json()).code).toBe(429);
    expect((await postJson(shop, '/api/user/create', { customer: { email: 'e@example.com', firstname: 'Eva', lastname: 'Muster' }, password: 'Kranich!2026' })).status).toBe(429);
    // Calls that send no mail are not refused by it.
    expect((await postJson(shop, '/api/user/login', { username: uniqueEmail('nobody'), password: 'Wrong!pass1' })).status).toBe(401);
  });
});
