// Issue #13 items 3 and 9 over HTTP, on SQLite and PostgreSQL: logout ends the whole session (its refresh-token
// family) even without the refresh token in the body; an e-mail change needs the password, mails the old address an
// undo link and ends the other sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, STRONG_PASSWORD, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';

describe.each(DIALECTS)('session families on %s', (dialect) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(dialect);
  });
  afterAll(async () => a?.close());

  it('logout without a refresh token in the body revokes that session’s refresh token too', async () => {
    const s = await signUp(a, `family-${dialect}@example.com`);
    expect((await a.call('POST', `/api/user/logout?token=${s.token}`, {})).status).toBe(200);
    expect((await a.call('POST', '/api/user/refresh', { refreshToken: s.refreshToken })).status).toBe(401);
  });

  it('logout after refreshes ends every token of the family, and only that family', async () => {
    const email = `rotated-${dialect}@example.com`;
    const s = await signUp(a, email);
    const other = (await a.call('POST', '/api/user/login', { username: email, password: STRONG_PASSWORD })).body;
    const refreshed = (await a.call('POST', '/api/user/refresh', { refreshToken: s.refreshToken })).body;
    // The access token of the first pair is still live (it only expires); logging out with it ends the rotated pair.
    expect((await a.call('POST', `/api/user/logout?token=${s.token}`, {})).status).toBe(200);
    expect((await a.call('GET', `/api/user/me?token=${refreshed.result}`)).status).toBe(401);
    expect((await a.call('POST', '/api/user/refresh', { refreshToken: refreshed.meta.refreshToken })).status).toBe(401);
    expect((await a.call('GET', `/api/user/me?token=${other.result}`)).status).toBe(200);
    expect((await a.call('POST', '/api/user/refresh', { refreshToken: other.meta.refreshToken })).status).toBe(200);
  });
});

describe.each(DIALECTS)('e-mail change on %s', (dialect) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(dialect);
  });
  afterAll(async () => a?.close());

  const changeEmail = (token: string, email: string, currentPassword?: string) =>
    a.call('POST', `/api/user/me?token=${token}&storeCode=de`, { customer: { email }, ...(currentPassword === undefined ? {} : { currentPassword }) });

  it('needs the current password: missing is a 400 naming currentPassword, wrong is ERR_WRONG_PASSWORD; the e-mail stays', async () => {
    const s = await signUp(a, `needs-pw-${dialect}@example.com`);
    const missing = await changeEmail(s.token, `thief-${dialect}@example.com`);
    expect(missing.status).toBe(400);
    expect(missing.body.meta).toMatchObject({ errorCode: 'ERR_PASSWORD_REQUIRED', field: 'currentPassword' });
    const wrong = await changeEmail(s.token, `thief-${dialect}@example.com`, 'Wrong!2026x');
    expect(wrong.status).toBe(400);
    expect(wrong.body.meta).toMatchObject({ errorCode: 'ERR_WRONG_PASSWORD', field: 'currentPassword' });
    expect((await a.call('GET', `/api/user/me?token=${s.token}`)).body.result.email).toBe(`needs-pw-${dialect}@example.com`);
    expect(a.emailChanges).toHaveLength(0);
    // Other fields need no password.
    expect((await a.call('POST', `/api/user/me?token=${s.token}`, { customer: { firstname: 'Berta' } })).status).toBe(200);
  });

  it('mails the old address an undo link, keeps this session and ends the others', async () => {
    const old = `owner-${dialect}@example.com`;
    const s = await signUp(a, old);
    const other = (await a.call('POST', '/api/user/login', { username: old, password: STRONG_PASSWORD })).body;
    const res = await changeEmail(s.token, `new-owner-${dialect}@example.com`, STRONG_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.result.email).toBe(`new-owner-${dialect}@example.com`);
    const mail = a.emailChanges.at(-1)!;
    expect(mail).toMatchObject({ oldEmail: old, newEmail: `new-owner-${dialect}@example.com`, storeCode: 'de' });
    expect(mail.token).toMatch(/^[\w-]{40,}$/);
    expect((await a.call('GET', `/api/user/me?token=${other.result}`)).status).toBe(401);
    expect((await a.call('POST', '/api/user/refresh', { refreshToken: other.meta.refreshToken })).status).toBe(401);
    expect((await a.call('GET', `/api/user/me?token=${s.token}`)).status).toBe(200);
    expect((await a.call('POST', '/api/user/refresh', { refreshToken: s.refreshToken })).status).toBe(200);
    // The token is stored hashed only.
    const rows = await a.t.db.selectFrom('email_change_undo_tokens').selectAll().execute();
    expect(rows.some((r) => r.token_hash === mail.token)).toBe(false);
  });

  it('the undo link restores the old e-mail once and ends every session; it dies after 7 days', async () => {
    const old = `undo-${dialect}@example.com`;
    const s = await signUp(a, old);
    await changeEmail(s.token, `hijacked-${dialect}@example.com`, STRONG_PASSWORD);
    const { token } = a.emailChanges.at(-1)!;
    const undo = await a.call('POST', '/api/user/undo-email-change', { token });
    expect(undo.status).toBe(200);
    expect((await a.call('GET', `/api/user/me?token=${s.token}`)).status).toBe(401);
    expect((await a.call('POST', '/api/user/login', { username: old, password: STRONG_PASSWORD })).status).toBe(200);
    const again = await a.call('POST', '/api/user/undo-email-change', { token });
    expect(again.status).toBe(400);
    expect(again.body.meta).toMatchObject({ errorCode: 'ERR_INVALID_UNDO_TOKEN', field: 'token' });

    const later = await signUp(a, `late-${dialect}@example.com`);
    await changeEmail(later.token, `late-new-${dialect}@example.com`, STRONG_PASSWORD);
    const lateToken = a.emailChanges.at(-1)!.token;
    a.clock.now = new Date(a.clock.now.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000);
    expect((await a.call('POST', '/api/user/undo-email-change', { token: lateToken })).status).toBe(400);
  });
});

describe.each(DIALECTS)('sign-up on %s', (dialect) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(dialect);
  });
  afterAll(async () => a?.close());

  const create = (email: string, password = 'Other!Pass2026') => a.call('POST', '/api/user/create', { customer: { email, firstname: 'Eva', lastname: 'Muster' }, password });
  const shape = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)])) : Array.isArray(value) ? 'array' : typeof value;

  it('answers an existing e-mail exactly like a new one, mails the owner instead, and leaves the account alone', async () => {
    const owner = `taken-${dialect}@example.com`;
    await signUp(a, owner);
    const fresh = await create(`fresh-${dialect}@example.com`);
    const again = await create(owner.toUpperCase());
    expect(again.status).toBe(fresh.status);
    expect(shape(again.body)).toEqual(shape(fresh.body));
    expect(again.body.result.email).toBe(owner.toUpperCase());
    expect(a.signUpsOfExistingEmail).toEqual([{ email: owner }]);
    expect((await a.call('POST', '/api/user/login', { username: owner, password: STRONG_PASSWORD })).status).toBe(200);
    expect((await a.call('POST', '/api/user/login', { username: owner, password: 'Other!Pass2026' })).status).toBe(401);
  });

  it('a full hashing queue answers sign-up 503 with Retry-After, while log-in has its own share', async () => {
    const { HASH_LANES, GENERAL_LANE_LIMITS } = await import('../../../server/backend/commerce/hash-queue.js');
    await signUp(a, `busy-${dialect}@example.com`);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held = Array.from({ length: GENERAL_LANE_LIMITS.concurrency + GENERAL_LANE_LIMITS.waiting }, () => HASH_LANES.general.run(() => gate));
    try {
      const res = await a.app.inject({ method: 'POST', url: '/api/user/create', payload: { customer: { email: `late-${dialect}@example.com`, firstname: 'Eva', lastname: 'Muster' }, password: 'Other!Pass2026' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.json().meta.errorCode).toBe('ERR_BUSY');
      expect((await a.call('POST', '/api/user/login', { username: `busy-${dialect}@example.com`, password: STRONG_PASSWORD })).status).toBe(200);
    } finally {
      release();
      await Promise.all(held);
    }
  });
});
