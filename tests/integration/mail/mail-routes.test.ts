// The mail-service paths over HTTP (app.inject) on SQLite and, where DATABASE_URL is set, PostgreSQL: a token per
// get-token, 401 without a live token, 400 naming the bad field, and no open relay (mail goes to the shop, plus a
// capped copy to the sender).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_TOKEN_TTL_MS, RECIPIENT_DAILY_LIMIT } from '../../../server/backend/mail/mail-tokens.js';
import { ADMIN_TOKEN, createMailTestApp, DIALECTS, SHOP_ADDRESS, TEST_NOW, type MailTestApp } from './helpers/mail-test-app.js';

const SEND = '/api/ext/mail-service/send-email';
const TRANSACTION = '/api/ext/mail-service/send-email-transaction';

describe.each(DIALECTS)('mail service on %s', (dialect) => {
  let t: MailTestApp;
  beforeAll(async () => {
    t = await createMailTestApp(dialect);
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    t.clock.now = new Date(TEST_NOW);
  });

  const contact = (token: string, patch: Record<string, unknown> = {}) => ({
    token,
    sourceAddress: 'anna@example.com',
    targetAddress: SHOP_ADDRESS,
    subject: 'Welche Größe?',
    emailText: 'Hallo,\nfällt der Oxford groß aus?',
    ...patch,
  });

  it('get-token answers a new token each time, with its expiry', async () => {
    const a = await t.call('GET', '/api/ext/mail-service/get-token');
    const b = await t.call('GET', '/api/ext/mail-service/get-token');
    expect(a.status).toBe(200);
    expect(a.body.code).toBe(200);
    expect(typeof a.body.result).toBe('string');
    expect(a.body.result).not.toBe(b.body.result);
    expect(a.body.meta.expiresAt).toBe(new Date(t.clock.now.getTime() + MAIL_TOKEN_TTL_MS).toISOString());
  });

  it('send-email with a token mails the shop from MAIL_FROM with the sender as Reply-To, and spends the token', async () => {
    const before = (await t.outbox()).length;
    const token = await t.token();
    const res = await t.call('POST', SEND, contact(token));
    expect(res).toEqual({ status: 200, body: { code: 200, result: 'OK' } });
    const [mail] = await t.outbox();
    expect((await t.outbox()).length).toBe(before + 1);
    expect(mail).toMatchObject({ to: [SHOP_ADDRESS], from: 'Kranich Schuhmanufaktur <shop@kranich-schuhe.example>', replyTo: 'anna@example.com', subject: 'Kontaktformular: Welche Größe?', template: 'contact-to-shop' });
    expect(mail.text).toContain('fällt der Oxford groß aus?');
    const again = await t.call('POST', SEND, contact(token));
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ code: 401, meta: { errorCode: 'ERR_MAIL_TOKEN', field: 'token' } });
  });

  it('send-email without a token, or with a made-up or expired one, is 401 and sends nothing', async () => {
    const before = (await t.outbox()).length;
    expect((await t.call('POST', SEND, contact(''))).status).toBe(401);
    const { token: _omit, ...noToken } = contact('x');
    expect((await t.call('POST', SEND, noToken)).status).toBe(401);
    expect((await t.call('POST', SEND, contact('made-up-token'))).status).toBe(401);
    const token = await t.token();
    t.clock.now = new Date(t.clock.now.getTime() + MAIL_TOKEN_TTL_MS);
    expect((await t.call('POST', SEND, contact(token))).status).toBe(401);
    expect((await t.outbox()).length).toBe(before);
  });

  it('a bad address is 400 naming the field, and the token is not spent', async () => {
    const token = await t.token();
    const bad = await t.call('POST', SEND, contact(token, { sourceAddress: 'anna(at)example' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 400, meta: { field: 'sourceAddress' } });
    expect(bad.body.result).toContain('sourceAddress');
    expect((await t.call('POST', SEND, contact(token, { subject: 'x'.repeat(201) }))).body.meta.field).toBe('subject');
    expect((await t.call('POST', SEND, contact(token))).status).toBe(200);
  });

  it('is no open relay: any other target is 400 (targetAddress)', async () => {
    const token = await t.token();
    const res = await t.call('POST', SEND, contact(token, { targetAddress: 'victim@example.com' }));
    expect(res.status).toBe(400);
    expect(res.body.meta.field).toBe('targetAddress');
    // The vue-storefront "confirmation" call shape (shop as source, stranger as target) is refused the same way.
    const vsf = await t.call('POST', SEND, contact(token, { sourceAddress: SHOP_ADDRESS, targetAddress: 'victim@example.com', confirmation: true }));
    expect(vsf.body.meta.field).toBe('targetAddress');
  });

  it('the daily limit counts mailboxes: +tags and Gmail dots do not get their own allowance (issue #13 item 10)', async () => {
    const copies = async () => (await t.outbox()).filter((m) => /^plus(\+\d+)?@gmail\.com$|^p\.lus(\+\d+)?@gmail\.com$/i.test(m.to[0])).length;
    for (let i = 0; i < RECIPIENT_DAILY_LIMIT + 3; i++) {
      const sourceAddress = i % 2 === 0 ? `plus+${i}@gmail.com` : `P.lus+${i}@gmail.com`;
      expect((await t.call('POST', SEND, contact(await t.token(), { sourceAddress, confirmation: true }))).status).toBe(200);
    }
    expect(await copies()).toBe(RECIPIENT_DAILY_LIMIT);
  });

  it('confirmation: true also sends a copy to the sender, at most a few a day per address', async () => {
    const copies = async () => (await t.outbox()).filter((m) => m.to[0] === 'copy@example.com').length;
    for (let i = 0; i < RECIPIENT_DAILY_LIMIT + 2; i++) {
      const res = await t.call('POST', SEND, contact(await t.token(), { sourceAddress: 'copy@example.com', confirmation: true, store: 'it' }));
      expect(res.status).toBe(200);
    }
    expect(await copies()).toBe(RECIPIENT_DAILY_LIMIT);
    const copy = (await t.outbox()).find((m) => m.to[0] === 'copy@example.com')!;
    expect(copy.subject).toBe('Copia del suo messaggio: Welche Größe?');
    expect(copy.text).toContain('fällt der Oxford groß aus?');
  });

  it('send-email-transaction: a public token sends the withdrawal receipt (shop + shopper), not shop-only templates', async () => {
    const body = { template: 'withdrawal-confirmation', to: 'widerruf@example.com', store: 'de', data: { orderNumber: '100000007', name: 'Anna Kranich', message: 'Ich widerrufe.' } };
    const ok = await t.call('POST', TRANSACTION, { token: await t.token(), ...body });
    expect(ok.body).toEqual({ code: 200, result: 'OK' });
    const mails = (await t.outbox()).filter((m) => m.template === 'withdrawal-confirmation').slice(0, 2);
    expect(mails.map((m) => m.to[0]).sort()).toEqual([SHOP_ADDRESS, 'widerruf@example.com']);
    expect(mails[0].text).toContain('Eingegangen am: 09:05 3-7-2026');
    const forbidden = await t.call('POST', TRANSACTION, { token: await t.token(), template: 'password-reset', to: 'victim@example.com', data: { email: 'victim@example.com', token: 'x' } });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.meta.field).toBe('template');
    expect((await t.call('POST', TRANSACTION, { ...body, token: 'nope' })).status).toBe(401);
    expect((await t.call('POST', TRANSACTION, { token: await t.token(), ...body, data: {} })).body.meta.field).toBe('data.orderNumber');
  });

  it('send-email-transaction: a system token (get-token with x-admin-token) sends shop-only templates', async () => {
    expect((await t.call('GET', '/api/ext/mail-service/get-token', undefined, { 'x-admin-token': 'wrong' })).status).toBe(401);
    const token = await t.token({ 'x-admin-token': ADMIN_TOKEN });
    const res = await t.call('POST', TRANSACTION, { token, template: 'password-reset', to: 'kunde@example.com', store: 'de', data: { email: 'kunde@example.com', token: 'reset-123' } });
    expect(res.status).toBe(200);
    const [mail] = await t.outbox();
    expect(mail.links).toContain('https://shop.example/de/resetpassword?email=kunde%40example.com&token=reset-123');
    const missing = await t.call('POST', TRANSACTION, { token: await t.token({ 'x-admin-token': ADMIN_TOKEN }), template: 'password-reset', to: 'kunde@example.com', data: { email: 'kunde@example.com' } });
    expect(missing.body.meta.field).toBe('data.token');
  });

  it('bad JSON is 400 naming the body, never a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: SEND, payload: '{"token":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, meta: { field: 'body' } });
  });
});
