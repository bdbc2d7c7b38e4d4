// The newsletter paths over HTTP (app.inject) on SQLite and, where DATABASE_URL is set, PostgreSQL: double opt-in
// (spec 02 §1: e-mail confirmation, 10% coupon), the no-ops of spec 02 §4, and the unsubscribe link rule.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findUsableCoupon } from '../../../server/backend/commerce/services/coupon-service.js';
import { CONFIRM_TOKEN_TTL_MS, RESEND_INTERVAL_MS } from '../../../server/backend/newsletter/newsletter-service.js';
import { createMailTestApp, DIALECTS, TEST_NOW, type MailTestApp } from '../mail/helpers/mail-test-app.js';

const SUBSCRIBE = '/api/ext/mailchimp-subscribe/subscribe';
const CONFIRM = '/api/ext/mailchimp-subscribe/confirm';
const UNSUBSCRIBE = '/api/ext/mailchimp-subscribe/unsubscribe';

describe.each(DIALECTS)('newsletter on %s', (dialect) => {
  let t: MailTestApp;
  beforeAll(async () => {
    t = await createMailTestApp(dialect);
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    t.clock.now = new Date(TEST_NOW);
  });

  const signedIn = (email: string) => ({ authorization: `Bearer customer:${email}` });
  const status = async (email: string) => (await t.call('GET', `${SUBSCRIBE}?email=${encodeURIComponent(email)}`, undefined, signedIn(email))).body.result;
  const mailsTo = async (email: string, template?: string) => (await t.outbox()).filter((m) => m.to[0] === email && (!template || m.template === template));
  const later = (ms: number) => (t.clock.now = new Date(t.clock.now.getTime() + ms));
  const linkParam = (link: string, name: string) => new URL(link).searchParams.get(name)!;

  async function subscribeAndConfirm(email: string, store = 'main'): Promise<{ couponCode: string; unsubscribeToken: string }> {
    expect((await t.call('POST', SUBSCRIBE, { email, store })).body).toEqual({ code: 200, result: 'OK' });
    const [optIn] = await mailsTo(email, 'newsletter-confirmation');
    expect((await t.call('POST', CONFIRM, { token: linkParam(optIn.links[0], 'confirm') })).body).toEqual({ code: 200, result: 'subscribed' });
    const [welcome] = await mailsTo(email, 'newsletter-welcome');
    return { couponCode: /NL-[A-Z0-9]{6}/.exec(welcome.text)![0], unsubscribeToken: linkParam(welcome.links.find((l) => l.includes('/abmelden'))!, 'token') };
  }

  it('an address never seen is unsubscribed', async () => {
    expect(await status('nobody@example.com')).toBe('unsubscribed');
  });

  it('subscribe → pending with a confirmation mail → confirm → subscribed with a single-use 10% coupon mail', async () => {
    const res = await t.call('POST', SUBSCRIBE, { email: 'Anna@Example.com', store: 'de' });
    expect(res).toEqual({ status: 200, body: { code: 200, result: 'OK' } });
    expect(await status('anna@example.com')).toBe('pending');
    const [optIn] = await mailsTo('Anna@Example.com', 'newsletter-confirmation');
    expect(optIn.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    expect(optIn.links[0]).toMatch(/^https:\/\/shop\.example\/de\/newsletter\?confirm=[A-Za-z0-9_-]{43}$/);

    const confirmed = await t.call('POST', CONFIRM, { token: linkParam(optIn.links[0], 'confirm') });
    expect(confirmed.body).toEqual({ code: 200, result: 'subscribed' });
    expect(await status('anna@example.com')).toBe('subscribed');
    const [welcome] = await mailsTo('Anna@Example.com', 'newsletter-welcome');
    expect(welcome.subject).toBe('Willkommen beim Newsletter – Ihr 10-%-Gutschein');
    const code = /NL-[A-Z0-9]{6}/.exec(welcome.text)![0];
    // The commerce backend's cart accepts it (the same check apply-coupon makes) …
    const coupon = await findUsableCoupon(t.db, code.toLowerCase(), t.clock.now);
    expect(coupon).toMatchObject({ code, kind: 'percent', amount: 10, singleUse: true, usedAt: null });
    // … and a second click on the link answers the same, with no second coupon.
    expect((await t.call('POST', CONFIRM, { token: linkParam(optIn.links[0], 'confirm') })).body.result).toBe('subscribed');
    expect(await mailsTo('Anna@Example.com', 'newsletter-welcome')).toHaveLength(1);
  });

  it('subscribing twice is a no-op: no second mail while pending (10 min), none at all once subscribed', async () => {
    await t.call('POST', SUBSCRIBE, { email: 'twice@example.com' });
    await t.call('POST', SUBSCRIBE, { email: 'twice@example.com' });
    expect(await mailsTo('twice@example.com')).toHaveLength(1);
    later(RESEND_INTERVAL_MS + 1000);
    await t.call('POST', SUBSCRIBE, { email: 'twice@example.com' });
    const optIns = await mailsTo('twice@example.com', 'newsletter-confirmation');
    expect(optIns).toHaveLength(2);
    // Only the newest link works.
    expect((await t.call('POST', CONFIRM, { token: linkParam(optIns[1].links[0], 'confirm') })).status).toBe(400);
    expect((await t.call('POST', CONFIRM, { token: linkParam(optIns[0].links[0], 'confirm') })).body.result).toBe('subscribed');
    const count = (await mailsTo('twice@example.com')).length;
    expect((await t.call('POST', SUBSCRIBE, { email: 'twice@example.com' })).body.result).toBe('OK');
    expect(await mailsTo('twice@example.com')).toHaveLength(count);
  });

  it('a confirmation link is invalid after 7 days, and a made-up one is 400 naming the token', async () => {
    await t.call('POST', SUBSCRIBE, { email: 'late@example.com' });
    const [optIn] = await mailsTo('late@example.com');
    later(CONFIRM_TOKEN_TTL_MS);
    const res = await t.call('POST', CONFIRM, { token: linkParam(optIn.links[0], 'confirm') });
    expect(res.status).toBe(400);
    expect(res.body.meta).toMatchObject({ field: 'token' });
    expect(await status('late@example.com')).toBe('unsubscribed');
    expect((await t.call('POST', CONFIRM, { token: 'made-up' })).body.meta.field).toBe('token');
    expect((await t.call('POST', CONFIRM, {})).body.meta.field).toBe('token');
  });

  it('DELETE unsubscribes the signed-in customer; a second DELETE and one for an unknown address are no-ops answering OK', async () => {
    await subscribeAndConfirm('leave@example.com');
    expect((await t.call('DELETE', SUBSCRIBE, { email: 'leave@example.com' }, signedIn('leave@example.com'))).body).toEqual({ code: 200, result: 'OK' });
    expect(await status('leave@example.com')).toBe('unsubscribed');
    expect((await t.call('DELETE', SUBSCRIBE, { email: 'leave@example.com' }, signedIn('leave@example.com'))).body.result).toBe('OK');
    expect((await t.call('DELETE', SUBSCRIBE, { email: 'never@example.com' }, signedIn('never@example.com'))).body.result).toBe('OK');
  });

  it('DELETE needs the signed link token or the owner signed in: no token is 401, another address 403, a wrong token 400', async () => {
    const { unsubscribeToken } = await subscribeAndConfirm('victim@example.com');
    expect((await t.call('DELETE', SUBSCRIBE, { email: 'victim@example.com' })).status).toBe(401);
    expect((await t.call('DELETE', SUBSCRIBE, { email: 'victim@example.com' }, signedIn('attacker@example.com'))).status).toBe(403);
    const forged = await t.call('DELETE', SUBSCRIBE, { email: 'victim@example.com', token: 'forged' });
    expect(forged.status).toBe(400);
    expect(forged.body.meta.field).toBe('token');
    // A link token is bound to its address.
    const { unsubscribeToken: otherToken } = await subscribeAndConfirm('other-reader@example.com');
    expect((await t.call('DELETE', SUBSCRIBE, { email: 'victim@example.com', token: otherToken })).status).toBe(400);
    expect(await status('victim@example.com')).toBe('subscribed');
    expect((await t.call('DELETE', SUBSCRIBE, { email: 'victim@example.com', token: unsubscribeToken })).body).toEqual({ code: 200, result: 'OK' });
    expect(await status('victim@example.com')).toBe('unsubscribed');
  });

  it('GET tells only the signed-in customer about their own address: no token is 401, another address 403', async () => {
    await subscribeAndConfirm('private@example.com');
    const anonymous = await t.call('GET', `${SUBSCRIBE}?email=private%40example.com`);
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toContain('subscribed');
    expect((await t.call('GET', `${SUBSCRIBE}?email=private%40example.com`, undefined, signedIn('nosy@example.com'))).status).toBe(403);
    expect((await t.call('GET', SUBSCRIBE, undefined, signedIn('Private@Example.com'))).body.result).toBe('subscribed');
  });

  it('unsubscribe with the link token works; a wrong token is 400 whether or not the address exists', async () => {
    const { unsubscribeToken } = await subscribeAndConfirm('link@example.com', 'it');
    const wrong = await t.call('POST', UNSUBSCRIBE, { email: 'link@example.com', token: 'wrong' });
    const unknown = await t.call('POST', UNSUBSCRIBE, { email: 'ghost@example.com', token: 'wrong' });
    expect(wrong.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
    expect(await status('link@example.com')).toBe('subscribed');
    expect((await t.call('POST', UNSUBSCRIBE, { email: 'link@example.com', token: unsubscribeToken })).body.result).toBe('unsubscribed');
    expect(await status('link@example.com')).toBe('unsubscribed');
  });

  it('unsubscribe without a token mails the link to a subscribed address only, and answers OK either way', async () => {
    const { unsubscribeToken } = await subscribeAndConfirm('footer@example.com');
    expect((await t.call('POST', UNSUBSCRIBE, { email: 'footer@example.com' })).body).toEqual({ code: 200, result: 'OK' });
    expect((await t.call('POST', UNSUBSCRIBE, { email: 'stranger@example.com' })).body).toEqual({ code: 200, result: 'OK' });
    expect(await mailsTo('stranger@example.com')).toEqual([]);
    expect(await status('footer@example.com')).toBe('subscribed');
    const [mail] = await mailsTo('footer@example.com', 'newsletter-unsubscribe');
    expect(mail.links[0]).toBe(`https://shop.example/abmelden?email=footer%40example.com&token=${unsubscribeToken}`);
    await t.call('POST', UNSUBSCRIBE, { email: 'footer@example.com' });
    expect(await mailsTo('footer@example.com', 'newsletter-unsubscribe')).toHaveLength(1);
  });

  it('subscribing again after unsubscribing needs a new confirmation and gives no second coupon', async () => {
    await subscribeAndConfirm('again@example.com');
    await t.call('DELETE', SUBSCRIBE, { email: 'again@example.com' }, signedIn('again@example.com'));
    later(RESEND_INTERVAL_MS + 1000);
    await t.call('POST', SUBSCRIBE, { email: 'again@example.com' });
    expect(await status('again@example.com')).toBe('pending');
    const [optIn] = await mailsTo('again@example.com', 'newsletter-confirmation');
    expect((await t.call('POST', CONFIRM, { token: linkParam(optIn.links[0], 'confirm') })).body.result).toBe('subscribed');
    expect(await mailsTo('again@example.com', 'newsletter-welcome')).toHaveLength(1);
  });

  it('a bad address is 400 naming email; a bad store is 400 naming store', async () => {
    expect((await t.call('POST', SUBSCRIBE, { email: 'nope' })).body).toMatchObject({ code: 400, meta: { field: 'email' } });
    expect((await t.call('GET', `${SUBSCRIBE}?email=nope`, undefined, signedIn('ok@example.com'))).body).toMatchObject({ code: 400, meta: { field: 'email' } });
    expect((await t.call('DELETE', SUBSCRIBE, {})).body).toMatchObject({ code: 400, meta: { field: 'email' } });
    expect((await t.call('POST', SUBSCRIBE, { email: 'ok@example.com', store: 'fr' })).body).toMatchObject({ code: 400, meta: { field: 'store' } });
  });
});
