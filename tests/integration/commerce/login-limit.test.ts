// Password guessing per account: at most 10 failed log-ins per account in 15 minutes, counted in the database every
// backend process and edge shares, whatever the client address; then 429 with Retry-After, the owner told once, and
// a known device still let in with the right password. A refresh token used twice ends its session family, and
// create-password takes as long for an unknown address as for a known one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_TOKEN_HEADER } from '../../../shared/api/device-token.js';
import { LOGIN_FAILURES_PER_WINDOW, LOGIN_WINDOW_MS } from '../../../server/backend/commerce/services/login-limit-service.js';
import { createTestApp, signUp, STRONG_PASSWORD, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';

describe.each(DIALECTS)('per-account log-in limit on %s', (dialect) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(dialect);
  });
  afterAll(async () => a?.close());

  const login = (username: string, password: string, device?: string) =>
    a.app.inject({ method: 'POST', url: '/api/user/login', payload: { username, password }, headers: { ...(device ? { [DEVICE_TOKEN_HEADER]: device } : {}), 'x-forwarded-for': `10.0.0.${Math.floor(Math.random() * 250)}` } });

  it('after 10 failures the account answers 429 with Retry-After, even to the right password; the owner is mailed once', async () => {
    const email = `guessed-${dialect}@example.com`;
    await signUp(a, email);
    const known = (await login(email, STRONG_PASSWORD)).json().meta.deviceToken as string;
    expect(known).toMatch(/^[\w-]{16,}$/);
    for (let i = 0; i < LOGIN_FAILURES_PER_WINDOW; i++) expect((await login(email.toUpperCase(), `Wrong!Guess${i}`)).statusCode).toBe(401);
    const limited = await login(email, STRONG_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().meta.errorCode).toBe('ERR_TOO_MANY_LOGIN_ATTEMPTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await login(email, 'Wrong!Again1')).statusCode).toBe(429);
    expect(a.loginLimitNotices).toEqual([email]);

    // The owner's known browser still gets in with the right password (and only with it).
    expect((await login(email, 'Wrong!Guess99', known)).statusCode).toBe(401);
    const owner = await login(email, STRONG_PASSWORD, known);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().meta.deviceToken).toBe(known);

    // The window ends: the right password works again from anywhere.
    for (let i = 0; i < LOGIN_FAILURES_PER_WINDOW; i++) await login(email, `Wrong!Guess${i}`);
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(429);
    a.clock.now = new Date(a.clock.now.getTime() + LOGIN_WINDOW_MS + 1000);
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('an address without an account is limited the same way (no way to tell which exist)', async () => {
    const email = `nobody-${dialect}@example.com`;
    for (let i = 0; i < LOGIN_FAILURES_PER_WINDOW; i++) expect((await login(email, `Wrong!Guess${i}`)).statusCode).toBe(401);
    expect((await login(email, 'Wrong!Guess')).statusCode).toBe(429);
  });

  it('a refresh token used twice ends its whole session family', async () => {
    const s = await signUp(a, `replayed-${dialect}@example.com`);
    const first = await a.call('POST', '/api/user/refresh', { refreshToken: s.refreshToken });
    expect(first.status).toBe(200);
    const renewedToken = first.body.result as string;
    expect((await a.call('GET', `/api/user/me?token=${renewedToken}`)).status).toBe(200);
    expect((await a.call('POST', '/api/user/refresh', { refreshToken: s.refreshToken })).status).toBe(401);
    expect((await a.call('GET', `/api/user/me?token=${renewedToken}`)).status).toBe(401);
    expect((await a.call('POST', '/api/user/refresh', { refreshToken: first.body.meta.refreshToken })).status).toBe(401);
  });

  it('create-password takes as long for an unknown address as for an account', async () => {
    await signUp(a, `timed-${dialect}@example.com`);
    const time = async (email: string) => {
      const started = performance.now();
      const res = await a.call('POST', '/api/user/create-password', { email, resetToken: 'not-a-token', newPassword: 'New!Password2026' });
      expect(res.status).toBe(400);
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(`timed-${dialect}@example.com`));
      unknown.push(await time(`nobody-timed-${i}-${dialect}@example.com`));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  });
});
