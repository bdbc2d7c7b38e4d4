// The customer session in the browser (spec 02 §4 "Session"): start from the cached user, login, logout and the
// token refresh with its lock. The browser's parts (fetch, storage, notifications, the cart, the modal) are
// injected so that tests can drive every rule.
import { authorizationHeader } from '../../shared/api/access-token.js';
import { decideRefresh, GUEST_STATE, LOCK_FAILED, LOCK_IDLE, loggedOutState, TOKEN_LOCK_RETRY_MS, type CustomerProfile, type OrderHistory, type UserState } from '../../shared/account/session-rules.js';
import { ORDER_HISTORY_FIRST_PAGE, ORDER_HISTORY_PAGE_SIZE } from '../../shared/account/session-rules.js';
import { isUnanswered } from '../../shared/cart/error-notice.js';
import { createStore } from '../stores/create-store.js';
import type { ShellNotificationInput } from '../stores/notification-store.js';
import type { UserStorage } from './session-storage.js';
import { createUserApi, type UserAnswer } from './user-api.js';

export const LOGGED_OUT = "You're logged out";
export const REFRESH_UNAUTHORIZED = 'Error refreshing user token. User is not authorized to access the resource';
export const REFRESH_FAILED = 'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.';
export const SESSION_LOAD_FAILED = 'Something went wrong';

export interface SessionDeps {
  fetch: typeof fetch;
  storage: UserStorage;
  notify: (input: ShellNotificationInput) => void;
  translate: (key: string) => string;
  cart: { onLogin(token: string): Promise<void>; onLogout(): Promise<void> };
  setLoggedIn: (loggedIn: boolean) => void;
  /** Shows the sign-up modal (after a failed refresh). */
  openSignUp: () => void;
  /** Clears the unsent network tasks (offline queue) after a failed refresh. */
  clearUnsentTasks?: () => void;
  sleep?: (ms: number) => Promise<void>;
}

export class SessionError extends Error {
  constructor(
    message: string,
    readonly answer: UserAnswer,
  ) {
    super(message);
    this.name = 'SessionError';
  }
}

export function createSessionController(deps: SessionDeps) {
  const store = createStore<UserState>(GUEST_STATE);
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let lock = LOCK_IDLE;
  let loaded = false;

  /** The cached user, read on first use (the cart may ask for the token before the session starts). */
  function ensureLoaded(): void {
    if (loaded) return;
    loaded = true;
    const cached = deps.storage.read();
    if (cached) store.setState({ ...cached, localDataLoaded: true });
    else store.setState({ localDataLoaded: true });
  }

  function persist(): void {
    const { token, refreshToken, groupToken, groupId, current, ordersHistory } = store.getState();
    if (token) deps.storage.write({ token, refreshToken, groupToken, groupId, current, ordersHistory });
  }

  const getToken = () => (ensureLoaded(), store.getState().token);
  const request = createUserApi({ fetch: deps.fetch, getToken, refresh: () => refresh() });

  /** Spec 02 §4: a refresh at a time; others wait 1000 ms and look again; attempts capped; a refused refresh logs out. */
  async function refresh(): Promise<boolean> {
    ensureLoaded();
    let attempts = 0;
    let waited = false;
    for (;;) {
      const decision = decideRefresh(lock, attempts, waited);
      if (decision === 'done') return store.getState().token !== null;
      if (decision === 'give-up') return false;
      if (decision === 'wait') {
        await sleep(TOKEN_LOCK_RETRY_MS);
        waited = true;
        continue;
      }
      attempts += 1;
      lock += 1;
      const answer = await exchangeRefreshToken();
      if (answer?.code === 200) {
        lock = LOCK_IDLE;
        return true;
      }
      // No answer at all (offline, timed out, the page left or reloaded mid-call) says nothing about the token:
      // nobody is logged out and no queued order is dropped; the next call that needs a fresh token tries again.
      if (answer && isUnanswered(answer)) {
        lock = LOCK_IDLE;
        return false;
      }
      lock = LOCK_FAILED;
      await onRefreshFailed(answer);
      return false;
    }
  }

  async function exchangeRefreshToken(): Promise<UserAnswer | null> {
    const refreshToken = store.getState().refreshToken;
    if (!refreshToken) return null;
    const answer = await request<string>({ method: 'POST', path: '/api/user/refresh', body: { refreshToken } });
    if (answer.code === 200 && typeof answer.result === 'string') {
      store.setState({ token: answer.result, refreshToken: typeof answer.meta?.refreshToken === 'string' ? answer.meta.refreshToken : refreshToken });
      persist();
    }
    return answer;
  }

  async function onRefreshFailed(answer: UserAnswer | null): Promise<void> {
    await logout({ silent: true });
    deps.clearUnsentTasks?.();
    deps.openSignUp();
    deps.notify({ type: 'danger', message: deps.translate(answer === null || answer.code === 401 ? REFRESH_UNAUTHORIZED : REFRESH_FAILED) });
  }

  /** Profile (with group) and the first page of orders, asked fresh (spec 02 §4 "loads the session without cache"). */
  async function loadSession(): Promise<boolean> {
    const me = await request<CustomerProfile>({ method: 'GET', path: '/api/user/me', auth: true });
    if (me.code !== 200 || !me.result) return false;
    const profile = { ...me.result, addresses: me.result.addresses ?? [] };
    store.setState({ current: profile, groupId: profile.group_id ?? null, groupToken: profile.groupToken ?? null });
    persist();
    deps.setLoggedIn(true);
    await loadOrders(ORDER_HISTORY_FIRST_PAGE);
    return true;
  }

  /** One page of the order history; page 1 replaces the list, later pages append ("load more"). */
  async function loadOrders(page: number): Promise<UserAnswer<OrderHistory>> {
    const answer = await request<OrderHistory>({ method: 'GET', path: '/api/user/order-history', auth: true, query: { pageSize: ORDER_HISTORY_PAGE_SIZE, currentPage: page } });
    if (answer.code === 200 && answer.result && Array.isArray(answer.result.items)) {
      const before = page === ORDER_HISTORY_FIRST_PAGE ? [] : (store.getState().ordersHistory?.items ?? []);
      const known = new Set(before.map((o) => o.increment_id));
      store.setState({ ordersHistory: { items: [...before, ...answer.result.items.filter((o) => !known.has(o.increment_id))], total_count: answer.result.total_count } });
      persist();
    }
    return answer;
  }

  /** Start: the cached user at once, then a fresh profile in the background when there is a token. */
  async function start(): Promise<void> {
    // Layouts (default, minimal) each mount the session root; the session starts once per page load.
    if (store.getState().sessionStarted) return;
    ensureLoaded();
    const { token, current } = store.getState();
    store.setState({ sessionStarted: true });
    deps.setLoggedIn(token !== null && current !== null);
    if (!token) return;
    const fresh = await loadSession();
    if (!fresh && store.getState().token !== null && !store.getState().current) await logout({ silent: true });
  }

  /** Login: on 200 the tokens are kept, the session loaded fresh and the guest cart merged into the customer's. */
  async function login(username: string, password: string): Promise<UserAnswer<string>> {
    ensureLoaded();
    lock = LOCK_IDLE;
    const answer = await request<string>({ method: 'POST', path: '/api/user/login', body: { username: username.trim(), password } });
    if (answer.code !== 200 || typeof answer.result !== 'string') return answer;
    const refreshToken = typeof answer.meta?.refreshToken === 'string' ? answer.meta.refreshToken : null;
    store.setState({ token: answer.result, refreshToken });
    if (!(await loadSession())) {
      store.setState(loggedOutState(store.getState()));
      deps.storage.clear();
      throw new SessionError(SESSION_LOAD_FAILED, answer);
    }
    await deps.cart.onLogin(answer.result);
    return answer;
  }

  /** Logout (spec 02 §4): ends the server session, clears the user and the cart locally, says so unless silent. */
  async function logout(opts: { silent?: boolean } = {}): Promise<void> {
    const { token, refreshToken } = store.getState();
    if (token) {
      // Not through request(): a 401 here must not start a refresh. Fire and forget: the local logout counts.
      const headers = { 'content-type': 'application/json', ...authorizationHeader(token) };
      void deps.fetch('/api/user/logout', { method: 'POST', headers, body: JSON.stringify({ refreshToken: refreshToken ?? '' }) }).catch(() => {});
    }
    store.setState(loggedOutState(store.getState()));
    deps.storage.clear();
    deps.setLoggedIn(false);
    await deps.cart.onLogout();
    if (!opts.silent) deps.notify({ type: 'success', message: deps.translate(LOGGED_OUT) });
  }

  return { store, request, getToken, persist, refresh, start, login, logout, loadSession, loadOrders, lockState: () => lock };
}

export type SessionController = ReturnType<typeof createSessionController>;
