// The mail-service paths over HTTP (app.inject) on SQLite and, where DATABASE_URL is set, PostgreSQL: a token per
// get-token, 401 without a live token, 400 naming the bad field, and no open relay (mail goes to the shop, plus a
// capped copy to the sender).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_TOKEN_TTL_MS } from '../../../server/backend/mail/mail-tokens.js';
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

  it('confirmation: true sends no copy to the address the sender typed (nobody proved it is theirs)', async () => {
    const res = await t.call('POST', SEND, contact(await t.token(), { sourceAddress: 'copy@example.com', confirmation: true, store: 'it' }));
    expect(res.status).toBe(200);
    expect((await t.outbox()).filter((m) => m.to[0] === 'copy@example.com')).toEqual([]);
  });

  it('send-email-transaction: a public token sends no template, the withdrawal receipt with free text included', async () => {
    const before = (await t.outbox()).length;
    const body = { template: 'withdrawal-confirmation', to: 'victim@example.com', store: 'de', data: { orderNumber: '100000007', name: 'Anna Kranich', message: 'Visit https://evil.example' } };
    const refused = await t.call('POST', TRANSACTION, { token: await t.token(), ...body });
    expect([400, 403]).toContain(refused.status);
    const forbidden = await t.call('POST', TRANSACTION, { token: await t.token(), template: 'password-reset', to: 'victim@example.com', data: { email: 'victim@example.com', token: 'x' } });
    expect(forbidden.status).toBe(403);
    expect((await t.outbox()).length).toBe(before);
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
