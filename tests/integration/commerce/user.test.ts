// /api/user/* over HTTP on SQLite and PostgreSQL: sign-up, login, tokens (expiry with an injected clock), profile,
// password change and reset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_NOW } from './fixtures/products.js';
import { createTestApp, GERMAN_ADDRESS, signUp, STRONG_PASSWORD, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';

const HOUR = 60 * 60 * 1000;

describe.each(DIALECTS)('user API on %s', (dialect) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(dialect);
  });
  afterAll(async () => a?.close());
  const later = (ms: number) => (a.clock.now = new Date(a.clock.now.getTime() + ms));

  it('creates a customer; the same e-mail in any case gets the same answer and creates nothing (issue #13 item 6)', async () => {
    const res = await a.call('POST', '/api/user/create', { customer: { email: 'Eva@Example.com', firstname: 'Eva', lastname: 'Eichwald', addresses: [GERMAN_ADDRESS] }, password: STRONG_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ email: 'Eva@Example.com', firstname: 'Eva', lastname: 'Eichwald', group_id: 1, store_id: 1, website_id: 1 });
    expect(res.body.result.addresses[0]).toMatchObject({ id: 1, city: 'Berlin', street: ['Hauptstraße 1', ''] });
    expect(res.body.result.password_hash).toBeUndefined();
    const dup = await a.call('POST', '/api/user/create', { customer: { email: 'eva@example.COM', firstname: 'Eva', lastname: 'Other' }, password: STRONG_PASSWORD });
    expect(dup.status).toBe(200);
    expect(dup.body.result).toMatchObject({ email: 'eva@example.COM', firstname: 'Eva', lastname: 'Other' });
    expect(await a.t.db.selectFrom('customers').select('lastname').where('email_normalized', '=', 'eva@example.com').execute()).toEqual([{ lastname: 'Eichwald' }]);
  });

  it('refuses weak passwords, bad e-mails and short names (spec 02 §5)', async () => {
    const customer = { email: 'weak@example.com', firstname: 'Wim', lastname: 'Weak' };
    expect((await a.call('POST', '/api/user/create', { customer, password: 'short1A' })).body.meta).toEqual({ errorCode: 'ERR_WEAK_PASSWORD', field: 'password' });
    expect((await a.call('POST', '/api/user/create', { customer, password: 'alllowercase' })).body.meta.errorCode).toBe('ERR_WEAK_PASSWORD');
    expect((await a.call('POST', '/api/user/create', { customer: { ...customer, email: 'nope' }, password: STRONG_PASSWORD })).body.meta).toEqual({ errorCode: 'ERR_VALIDATION', field: 'customer.email' });
    expect((await a.call('POST', '/api/user/create', { customer: { ...customer, firstname: 'W' }, password: STRONG_PASSWORD })).body.meta).toEqual({ errorCode: 'ERR_VALIDATION', field: 'customer.firstname' });
    expect((await a.call('POST', '/api/user/create', { customer: { ...customer, addresses: [{ ...GERMAN_ADDRESS, postcode: '1' }] }, password: STRONG_PASSWORD })).body.meta).toEqual({ errorCode: 'ERR_VALIDATION', field: 'customer.addresses.0.postcode' });
    expect((await a.call('POST', '/api/user/create', { customer })).body.meta).toEqual({ errorCode: 'ERR_VALIDATION', field: 'password' });
  });

  it('logs in with the token in result and the refresh token in meta; wrong credentials are 401 without saying which', async () => {
    await signUp(a, 'login@example.com');
    const res = await a.call('POST', '/api/user/login', { username: 'LOGIN@example.com', password: STRONG_PASSWORD });
    expect(res.body).toEqual({ code: 200, result: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), meta: { refreshToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), deviceToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } });
    const wrong = await a.call('POST', '/api/user/login', { username: 'login@example.com', password: 'Wrong!pass1' });
    const unknown = await a.call('POST', '/api/user/login', { username: 'nobody@example.com', password: 'Wrong!pass1' });
    expect(wrong).toEqual({ status: 401, body: { code: 401, result: 'You did not sign in correctly or your account is temporarily disabled.', meta: { errorCode: 'ERR_INVALID_CREDENTIALS' } } });
    expect(unknown).toEqual(wrong);
  });

  it('stores tokens only as hashes', async () => {
    const s = await signUp(a, 'hashes@example.com');
    const raw = await a.t.db.selectFrom('access_tokens').select('token_hash').where('token_hash', '=', s.token).executeTakeFirst();
    expect(raw).toBeUndefined();
    expect(await a.t.db.selectFrom('access_tokens').select('token_hash').where('customer_id', '=', s.id).execute()).toHaveLength(1);
  });

  it('GET me needs a live token: none or wrong → 401, expired after 1 hour → 401', async () => {
    a.clock.now = new Date(TEST_NOW);
    const s = await signUp(a, 'me@example.com');
    expect((await a.call('GET', `/api/user/me?token=${s.token}`)).body.result).toMatchObject({ email: 'me@example.com', firstname: 'Anna' });
    expect((await a.call('GET', '/api/user/me')).status).toBe(401);
    expect((await a.call('GET', '/api/user/me?token=')).status).toBe(401);
    expect((await a.call('GET', '/api/user/me?token=abc')).body).toEqual({ code: 401, result: 'User is not authorized to access the resource', meta: { errorCode: 'ERR_UNAUTHORIZED' } });
    later(HOUR - 1000);
    expect((await a.call('GET', `/api/user/me?token=${s.token}`)).status).toBe(200);
    later(2000);
    expect((await a.call('GET', `/api/user/me?token=${s.token}`)).status).toBe(401);
  });

  it('refresh rotates the refresh token; the old one stops working; refresh tokens expire after 30 days', async () => {
    a.clock.now = new Date(TEST_NOW);
    const s = await signUp(a, 'refresh@example.com');
    later(2 * HOUR);
    const refreshed = await a.call('POST', '/api/user/refresh', { refreshToken: s.refreshToken });
    expect(refreshed.body).toEqual({ code: 200, result: expect.any(String), meta: { refreshToken: expect.any(String) } });
    expect(refreshed.body.meta.refreshToken).not.toBe(s.refreshToken);
    expect((await a.call('GET', `/api/user/me?token=${refreshed.body.result}`)).status).toBe(200);
    expect((await a.call('POST', '/api/user/refresh', { refreshToken: s.refreshToken })).status).toBe(401);
    later(30 * 24 * HOUR + 1000);
    expect((await a.call('POST', '/api/user/refresh', { refreshToken: refreshed.body.meta.refreshToken })).body.meta.errorCode).toBe('ERR_UNAUTHORIZED');
    expect((await a.call('POST', '/api/user/refresh', {})).body.meta).toEqual({ errorCode: 'ERR_VALIDATION', field: 'refreshToken' });
  });

  it('POST me changes only firstname, lastname, email, gender, addresses and loyalty card', async () => {
    a.clock.now = new Date(TEST_NOW);
    const s = await signUp(a, 'profile@example.com');
    await signUp(a, 'taken@example.com');
    const update = { id: 999, group_id: 4, password_hash: 'x', created_at: '1999', email: 'Profile.New@example.com', firstname: 'Petra', lastname: 'Neu', gender: 2, loyalty_card: 'K-123', addresses: [GERMAN_ADDRESS] };
    const res = await a.call('POST', `/api/user/me?token=${s.token}`, { customer: update, currentPassword: STRONG_PASSWORD });
    expect(res.body.result).toMatchObject({ id: s.id, group_id: 1, email: 'Profile.New@example.com', firstname: 'Petra', lastname: 'Neu', gender: 2, loyalty_card: 'K-123' });
    expect(res.body.result.created_at).not.toBe('1999');
    expect((await a.call('POST', '/api/user/login', { username: 'profile.new@example.com', password: STRONG_PASSWORD })).status).toBe(200);
    const dup = await a.call('POST', `/api/user/me?token=${s.token}`, { customer: { email: 'TAKEN@example.com' }, currentPassword: STRONG_PASSWORD });
    expect(dup.body.meta).toEqual({ errorCode: 'ERR_DUPLICATE_EMAIL', field: 'customer.email' });
    expect((await a.call('POST', '/api/user/me', { customer: { firstname: 'X' } })).status).toBe(401);
    expect((await a.call('POST', `/api/user/me?token=${s.token}`, { customer: { gender: 9 } })).body.meta).toEqual({ errorCode: 'ERR_VALIDATION', field: 'customer.gender' });
  });

  it('keeps the gender the profile form saves (issue 12 item 10): stored, read back, changed alone, 0 when never answered', async () => {
    const s = await signUp(a, 'gender@example.com');
    const me = async () => (await a.call('GET', `/api/user/me?token=${s.token}`)).body.result;
    expect((await me()).gender).toBe(0);
    expect((await a.call('POST', `/api/user/me?token=${s.token}`, { customer: { gender: 2 } })).status).toBe(200);
    expect(await me()).toMatchObject({ gender: 2, firstname: 'Anna' });
    expect(await a.t.db.selectFrom('customers').select('gender').where('email_normalized', '=', 'gender@example.com').execute()).toEqual([{ gender: 2 }]);
    await a.call('POST', `/api/user/me?token=${s.token}`, { customer: { gender: 3, firstname: 'Anne' } });
    expect(await me()).toMatchObject({ gender: 3, firstname: 'Anne' });
    for (const bad of [-1, 4, 1.5, 'female']) {
      const refused = await a.call('POST', `/api/user/me?token=${s.token}`, { customer: { gender: bad } });
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body.meta, String(bad)).toEqual({ errorCode: 'ERR_VALIDATION', field: 'customer.gender' });
    }
    expect((await me()).gender).toBe(3);
  });

  it('change-password needs the current password (400 with result.errorMessage) and ends the other sessions', async () => {
    const s = await signUp(a, 'change@example.com');
    const wrong = await a.call('POST', `/api/user/change-password?token=${s.token}`, { currentPassword: 'Nope!nope1', newPassword: 'Neues!Pass1' });
    expect(wrong).toEqual({ status: 400, body: { code: 400, result: { errorMessage: "The password doesn't match this account. Verify the password and try again." }, meta: { errorCode: 'ERR_WRONG_PASSWORD', field: 'currentPassword' } } });
    const weak = await a.call('POST', `/api/user/change-password?token=${s.token}`, { currentPassword: STRONG_PASSWORD, newPassword: 'weak' });
    expect(weak.body).toMatchObject({ code: 400, result: { errorMessage: expect.stringMatching(/at least 8 characters/) }, meta: { errorCode: 'ERR_WEAK_PASSWORD' } });
    const ok = await a.call('POST', `/api/user/change-password?token=${s.token}`, { currentPassword: STRONG_PASSWORD, newPassword: 'Neues!Pass1' });
    expect(ok.body).toEqual({ code: 200, result: true });
    expect((await a.call('POST', '/api/user/refresh', { refreshToken: s.refreshToken })).status).toBe(401);
    expect((await a.call('GET', `/api/user/me?token=${s.token}`)).status).toBe(200);
    expect((await a.call('POST', '/api/user/login', { username: 'change@example.com', password: STRONG_PASSWORD })).status).toBe(401);
    expect((await a.call('POST', '/api/user/login', { username: 'change@example.com', password: 'Neues!Pass1' })).status).toBe(200);
    expect((await a.call('POST', '/api/user/change-password', { currentPassword: 'a', newPassword: 'b' })).status).toBe(401);
  });

  it('reset-password always answers OK; create-password consumes a live reset token once', async () => {
    a.clock.now = new Date(TEST_NOW);
    const s = await signUp(a, 'reset@example.com');
    const mails = a.resetMails.length;
    const unknown = await a.call('POST', '/api/user/reset-password', { email: 'nobody@example.com' });
    const known = await a.call('POST', '/api/user/reset-password', { email: 'RESET@example.com' });
    expect(unknown.body).toEqual({ code: 200, result: true });
    expect(known.body).toEqual(unknown.body);
    expect(a.resetMails.slice(mails)).toEqual([{ email: 'reset@example.com', token: expect.any(String) }]);
    const token = a.resetMails.at(-1)!.token;
    const weak = await a.call('POST', '/api/user/create-password', { email: 'reset@example.com', resetToken: token, newPassword: 'weak' });
    expect(weak.body.meta.errorCode).toBe('ERR_WEAK_PASSWORD');
    const wrongMail = await a.call('POST', '/api/user/create-password', { email: 'other@example.com', resetToken: token, newPassword: 'Reset!Pass1' });
    expect(wrongMail.body.meta).toEqual({ errorCode: 'ERR_INVALID_RESET_TOKEN', field: 'resetToken' });
    expect((await a.call('POST', '/api/user/create-password', { email: 'reset@example.com', resetToken: token, newPassword: 'Reset!Pass1' })).body).toEqual({ code: 200, result: true });
    expect((await a.call('POST', '/api/user/create-password', { email: 'reset@example.com', resetToken: token, newPassword: 'Again!Pass1' })).status).toBe(400);
    expect((await a.call('GET', `/api/user/me?token=${s.token}`)).status).toBe(401);
    expect((await a.call('POST', '/api/user/login', { username: 'reset@example.com', password: 'Reset!Pass1' })).status).toBe(200);
  });

  it('a reset token expires after 1 hour, and a new one retires the old one', async () => {
    a.clock.now = new Date(TEST_NOW);
    await signUp(a, 'expire@example.com');
    await a.call('POST', '/api/user/reset-password', { email: 'expire@example.com' });
    const first = a.resetMails.at(-1)!.token;
    await a.call('POST', '/api/user/reset-password', { email: 'expire@example.com' });
    expect(a.resetMails.at(-1)!.token).toBe(first); // no second mail within a minute
    later(2 * 60 * 1000);
    await a.call('POST', '/api/user/reset-password?storeCode=de', { email: 'expire@example.com' });
    expect(a.resetMails.at(-1)).toMatchObject({ email: 'expire@example.com', storeCode: 'de' });
    const middle = a.resetMails.at(-1)!.token;
    expect(middle).not.toBe(first);
    later(2 * 60 * 1000);
    await a.call('POST', '/api/user/reset-password', { email: 'expire@example.com' });
    const second = a.resetMails.at(-1)!.token;
    expect(second).not.toBe(first);
    for (const old of [first, middle]) expect((await a.call('POST', '/api/user/create-password', { email: 'expire@example.com', resetToken: old, newPassword: 'Reset!Pass1' })).status).toBe(400);
    later(HOUR + 1000);
    expect((await a.call('POST', '/api/user/create-password', { email: 'expire@example.com', resetToken: second, newPassword: 'Reset!Pass1' })).body.meta.errorCode).toBe('ERR_INVALID_RESET_TOKEN');
  });
});
