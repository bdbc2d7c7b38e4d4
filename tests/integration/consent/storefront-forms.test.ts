// The consent feature's edge routes over real HTTP on the whole shop: the public settings the tag-manager loader
// reads (spec 01 §4), the footer newsletter form without JavaScript (spec 01 §4, spec 02 §7: it subscribes with a
// double opt-in mail in the store's language), and the contact form's send-email (to the shop only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir, readOutbox } from '../../../server/backend/mail/outbox.js';
import { SHOP } from '../../../shared/brands.js';
import { startTestShop, type TestShop } from '../helpers/start-app.js';

let shop: TestShop;
let bare: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ fresh: true, env: { TAG_MANAGER_ID: 'GTM-TEST42', TAG_MANAGER_URL: 'http://127.0.0.1:9/gtm.js', RATE_LIMIT_RESET_PER_MINUTE: '100' } });
  bare = await startTestShop({ fresh: true });
});

afterAll(async () => {
  await shop?.close();
  await bare?.close();
});

const mailsTo = async (address: string) => (await readOutbox(outboxDir(shop.config.dataDir))).filter((mail) => mail.to.includes(address));
const postForm = (path: string, fields: Record<string, string>) =>
  shop.fetch(path, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, body: new URLSearchParams(fields).toString() });

describe('GET /api/settings/public', () => {
  it('names the configured tag manager and nothing secret', async () => {
    const res = await shop.fetch('/api/settings/public');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 200, result: { tagManager: { scriptUrl: 'http://127.0.0.1:9/gtm.js', containerId: 'GTM-TEST42' } } });
  });

  it('answers tagManager null when no TAG_MANAGER_ID is set', async () => {
    expect(await (await bare.fetch('/api/settings/public')).json()).toEqual({ code: 200, result: { tagManager: null } });
  });
});

describe('POST {prefix}/newsletter (footer form without JavaScript)', () => {
  it('subscribes and sends the shopper to the /newsletter page of the store view, with the opt-in mail in its language', async () => {
    const res = await postForm('/de/newsletter', { email: 'nojs@example.com', gender: 'female' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/de/newsletter?subscribed=1');
    const [mail] = await mailsTo('nojs@example.com');
    expect(mail.template).toBe('newsletter-confirmation');
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    expect(mail.links[0]).toMatch(/\/de\/newsletter\?confirm=/);
  });

  it('answers 400 naming the field for a missing or malformed e-mail, and for an unknown gender', async () => {
    const wrong: Record<string, string>[] = [{ gender: 'male' }, { email: 'not-an-address' }, { email: 'a@b.example', gender: 'other' }];
    for (const fields of wrong) {
      const res = await postForm('/newsletter', fields);
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/email|gender/);
    }
  });
});

describe('contact form call (send-email; the edge holds the mail token, issue #13 item 4)', () => {
  const send = (body: Record<string, unknown>) => shop.fetch('/api/ext/mail-service/send-email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it("sends the message to the shop's mailbox with the sender as Reply-To, and no copy to the address typed in", async () => {
    const body = { sourceAddress: 'writer@example.com', targetAddress: SHOP.email, subject: 'Order 100000001', emailText: 'Anna\n\nWhere is my parcel?', confirmation: true, store: 'it' };
    const res = await send(body);
    expect(await res.json()).toEqual({ code: 200, result: 'OK' });
    const [toShop] = await mailsTo(SHOP.email);
    expect(toShop.replyTo).toContain('writer@example.com');
    expect(toShop.text).toContain('Where is my parcel?');
    expect(await mailsTo('writer@example.com')).toEqual([]);
  });

  it('lets no browser choose the recipient: another target is 400 naming targetAddress, and nothing is sent to it', async () => {
    const res = await send({ sourceAddress: 'victim@example.com', targetAddress: 'victim@example.com', subject: 'Your order', emailText: 'Click http://evil.example' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('targetAddress');
    expect(await mailsTo('victim@example.com')).toEqual([]);
  });

  it('offers browsers neither get-token nor send-email-transaction', async () => {
    expect((await shop.fetch('/api/ext/mail-service/get-token', { headers: { accept: 'application/json' } })).status).toBe(404);
    const transaction = { token: 'x', template: 'withdrawal-confirmation', to: 'victim@example.com', data: { orderNumber: '1', name: 'x', message: 'free text' } };
    const res = await shop.fetch('/api/ext/mail-service/send-email-transaction', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(transaction) });
    expect(res.status).toBe(404);
    expect(await mailsTo('victim@example.com')).toEqual([]);
  });
});
