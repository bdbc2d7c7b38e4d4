import { describe, expect, it } from 'vitest';
import { LOCK_FAILED, LOCK_IDLE } from '../../../shared/account/session-rules.js';
import { LOGGED_OUT, REFRESH_UNAUTHORIZED, SessionError } from '../../../client/session/session-controller.js';
import { cachedUser, harness, HISTORY, PROFILE } from './session-harness.js';

describe('spec 02 §4 "Session": start', () => {
  it('with a cached token: the cached user at once, then profile and order history fresh; the logged-in flag set', async () => {
    const h = harness({ 'GET /api/user/me': [{ code: 200, result: { ...PROFILE, firstname: 'Anne' } }], 'GET /api/user/order-history': [{ code: 200, result: HISTORY }] }, cachedUser());
    expect(h.session.getToken()).toBe('old-token');
    await h.session.start();
    expect(h.setLoggedIn).toHaveBeenCalledWith(true);
    expect(h.session.store.getState()).toMatchObject({ sessionStarted: true, groupId: 1, groupToken: 'g-token', current: { firstname: 'Anne' }, ordersHistory: HISTORY });
    expect(h.calls.map((c) => [c.url, c.token])).toEqual([
      ['/api/user/me', 'old-token'],
      ['/api/user/order-history?pageSize=20&currentPage=1', 'old-token'],
    ]);
  }, 5000);

  it('without a token: a guest session, no calls', async () => {
    const h = harness({});
    await h.session.start();
    expect(h.setLoggedIn).toHaveBeenCalledWith(false);
    expect(h.calls).toEqual([]);
  });
});

describe('spec 02 §4 "Session": login', () => {
  it('stores the token and the refresh token from meta, loads profile and orders, merges the guest cart', async () => {
    const h = harness({
      'POST /api/user/login': [{ code: 200, result: 'access-1', meta: { refreshToken: 'refresh-1' } }],
      'GET /api/user/me': [{ code: 200, result: PROFILE }],
      'GET /api/user/order-history': [{ code: 200, result: HISTORY }],
    });
    await h.session.login(' anna@example.com ', 'Kranich!2026');
    expect(h.calls[0]).toMatchObject({ url: '/api/user/login', body: { username: 'anna@example.com', password: 'Kranich!2026' } });
    expect(h.session.store.getState()).toMatchObject({ token: 'access-1', refreshToken: 'refresh-1', current: PROFILE });
    expect(JSON.parse(h.storage.data['shop/user'])).toMatchObject({ token: 'access-1', refreshToken: 'refresh-1' });
    expect(h.cart.onLogin).toHaveBeenCalledWith('access-1');
  });

  it('wrong credentials: the answer is returned, nothing stored', async () => {
    const h = harness({ 'POST /api/user/login': [{ code: 401, result: 'You did not sign in correctly or your account is temporarily disabled.' }] });
    const answer = await h.session.login('anna@example.com', 'nope');
    expect(answer.code).toBe(401);
    expect(h.session.store.getState().token).toBeNull();
    expect(h.cart.onLogin).not.toHaveBeenCalled();
  });

  it('a failing profile load clears the user and raises an error', async () => {
    const h = harness({ 'POST /api/user/login': [{ code: 200, result: 'a', meta: { refreshToken: 'r' } }], 'GET /api/user/me': [{ code: 500, result: 'boom' }] });
    await expect(h.session.login('anna@example.com', 'x')).rejects.toBeInstanceOf(SessionError);
    expect(h.session.store.getState()).toMatchObject({ token: null, refreshToken: null, current: null });
    expect(h.storage.data['shop/user']).toBeUndefined();
  });
});

describe('spec 02 §4 "Session": logout clears everything listed', () => {
  it('token, group, profile, order history, refresh token and the other features\' local data; cart disconnected; message', async () => {
    const h = harness({}, { ...cachedUser({ groupId: 1, groupToken: 'g', ordersHistory: HISTORY }), 'shop/checkout': '{}', 'shop/cart': 'kept-by-the-cart' });
    h.session.getToken();
    await h.session.logout();
    expect(h.session.store.getState()).toMatchObject({ token: null, refreshToken: null, groupId: null, groupToken: null, current: null, ordersHistory: null });
    expect(h.storage.data).toEqual({ 'shop/cart': 'kept-by-the-cart' });
    expect(h.cart.onLogout).toHaveBeenCalled();
    expect(h.setLoggedIn).toHaveBeenLastCalledWith(false);
    expect(h.notices).toEqual([{ type: 'success', message: LOGGED_OUT }]);
    expect(h.calls[0]).toMatchObject({ method: 'POST', url: '/api/user/logout', token: 'old-token', body: { refreshToken: 'old-refresh' } });
  });

  it('silent logout shows nothing', async () => {
    const h = harness({}, cachedUser());
    await h.session.logout({ silent: true });
    expect(h.notices).toEqual([]);
  });
});

describe('spec 02 §4 "Token refresh lock" and §8 "401 with a token"', () => {
  it('a 401 with a token refreshes once and retries once with the new token', async () => {
    const h = harness(
      { 'GET /api/user/me': [{ code: 401, result: 'expired' }, { code: 200, result: PROFILE }], 'POST /api/user/refresh': [{ code: 200, result: 'new-token', meta: { refreshToken: 'new-refresh' } }] },
      cachedUser(),
    );
    const answer = await h.session.request({ method: 'GET', path: '/api/user/me', auth: true });
    expect(answer.code).toBe(200);
    expect(h.calls.map((c) => [c.url, c.token])).toEqual([
      ['/api/user/me', 'old-token'],
      ['/api/user/refresh', null],
      ['/api/user/me', 'new-token'],
    ]);
    expect(h.calls[1].body).toEqual({ refreshToken: 'old-refresh' });
    expect(h.session.store.getState()).toMatchObject({ token: 'new-token', refreshToken: 'new-refresh' });
    expect(h.session.lockState()).toBe(LOCK_IDLE);
  });

  it('a second 401 after the retry is not retried again', async () => {
    const h = harness({ 'GET /api/user/me': [{ code: 401, result: 'x' }, { code: 401, result: 'x' }], 'POST /api/user/refresh': [{ code: 200, result: 't2', meta: { refreshToken: 'r2' } }] }, cachedUser());
    const answer = await h.session.request({ method: 'GET', path: '/api/user/me', auth: true });
    expect(answer.code).toBe(401);
    expect(h.calls.filter((c) => c.url.startsWith('/api/user/me'))).toHaveLength(2);
    expect(h.calls.filter((c) => c.url === '/api/user/refresh')).toHaveLength(1);
  });

  it('a 401 without a token is not refreshed', async () => {
    const h = harness({ 'POST /api/user/login': [{ code: 401, result: 'x' }] });
    await h.session.login('a@example.com', 'x');
    expect(h.calls.map((c) => c.url)).toEqual(['/api/user/login']);
  });

  it('refresh failure: lock −1, silent logout, unsent tasks cleared, sign-up modal and an error notification', async () => {
    const h = harness({ 'GET /api/user/me': [{ code: 401, result: 'x' }], 'POST /api/user/refresh': [{ code: 401, result: 'x' }] }, cachedUser());
    await h.session.request({ method: 'GET', path: '/api/user/me', auth: true });
    expect(h.session.lockState()).toBe(LOCK_FAILED);
    expect(h.session.store.getState().token).toBeNull();
    expect(h.clearUnsentTasks).toHaveBeenCalled();
    expect(h.openSignUp).toHaveBeenCalled();
    expect(h.notices).toEqual([{ type: 'danger', message: REFRESH_UNAUTHORIZED }]);
    expect(await h.session.refresh()).toBe(false);
    expect(h.calls.filter((c) => c.url === '/api/user/refresh')).toHaveLength(1);
  });

  it('a refresh that gets no answer (connection lost, page left mid-call) logs nobody out: tokens and unsent orders stay, the next refresh tries again', async () => {
    const h = harness({ 'GET /api/user/me': [{ code: 401, result: 'x' }], 'POST /api/user/refresh': [{ drop: true }, { code: 200, result: 'new', meta: { refreshToken: 'r2' } }] }, cachedUser());
    await h.session.request({ method: 'GET', path: '/api/user/me', auth: true });
    expect(h.session.store.getState()).toMatchObject({ token: 'old-token', refreshToken: 'old-refresh', current: PROFILE });
    expect(JSON.parse(h.storage.data['shop/user'])).toMatchObject({ token: 'old-token' });
    expect(h.clearUnsentTasks).not.toHaveBeenCalled();
    expect(h.openSignUp).not.toHaveBeenCalled();
    expect(h.notices).toEqual([]);
    expect(h.session.lockState()).toBe(LOCK_IDLE);
    expect(await h.session.refresh()).toBe(true);
    expect(h.session.store.getState()).toMatchObject({ token: 'new', refreshToken: 'r2' });
  });

  it('callers that find a refresh in progress wait 1000 ms and then use the new token (one refresh call in all)', async () => {
    const h = harness({ 'POST /api/user/refresh': [{ code: 200, result: 'new', meta: { refreshToken: 'r2' } }] }, cachedUser());
    const [a, b, c] = await Promise.all([h.session.refresh(), h.session.refresh(), h.session.refresh()]);
    expect([a, b, c]).toEqual([true, true, true]);
    expect(h.calls.filter((x) => x.url === '/api/user/refresh')).toHaveLength(1);
    expect(h.sleeps.every((ms) => ms === 1000)).toBe(true);
    expect(h.sleeps.length).toBeGreaterThanOrEqual(2);
  });

  it('login resets a failed lock', async () => {
    const h = harness({
      'POST /api/user/refresh': [{ code: 401, result: 'x' }],
      'POST /api/user/login': [{ code: 200, result: 'a', meta: { refreshToken: 'r' } }],
      'GET /api/user/me': [{ code: 200, result: PROFILE }],
    }, cachedUser());
    await h.session.refresh();
    expect(h.session.lockState()).toBe(LOCK_FAILED);
    await h.session.login('anna@example.com', 'Kranich!2026');
    expect(h.session.lockState()).toBe(LOCK_IDLE);
  });
});

describe('spec 02 §4 "Session": start runs once per page', () => {
  it('a second start (another layout mounting) asks nothing again', async () => {
    const h = harness({ 'GET /api/user/me': [{ code: 200, result: PROFILE }], 'GET /api/user/order-history': [{ code: 200, result: HISTORY }] }, cachedUser());
    await h.session.start();
    await h.session.start();
    expect(h.calls).toHaveLength(2);
  });
});
