// The browser's user, account and newsletter calls (spec 02 §7 "User", DESIGN §3.1): token in the Authorization header,
// answers in the {code, result, meta} envelope. A reply that is not JSON becomes the spec's error text; a network
// failure becomes ENOTFOUND. A 401 on a call that carried a token refreshes the token once and retries once.
import { authorizationHeader } from '../../shared/api/access-token.js';
import { BAD_CONTENT_TYPE, isEnvelope, WRONG_RESPONSE_FORMAT } from '../../shared/api/envelope.js';
import { shouldRefreshAndRetry } from '../../shared/account/session-rules.js';
import { NETWORK_ERROR_CODE } from '../../shared/cart/error-notice.js';

export interface UserAnswer<T = unknown> {
  code: number;
  result: T;
  meta?: Record<string, unknown>;
}

export interface UserCall {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Send the user token (and refresh it after a 401). */
  auth?: boolean;
}

export interface UserApiDeps {
  fetch: typeof fetch;
  getToken: () => string | null;
  /** Refreshes the token; true when a new one is there. */
  refresh: () => Promise<boolean>;
  timeoutMs?: number;
}

async function readAnswer(response: Response): Promise<UserAnswer> {
  const failed = response.status >= 400 ? response.status : 500;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return { code: failed, result: BAD_CONTENT_TYPE };
  try {
    const body: unknown = await response.json();
    return isEnvelope(body) ? body : { code: failed, result: WRONG_RESPONSE_FORMAT };
  } catch {
    return { code: failed, result: WRONG_RESPONSE_FORMAT };
  }
}

function urlOf(call: UserCall): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query ?? {})) if (value !== undefined) params.set(key, String(value));
  const query = params.toString();
  return query ? `${call.path}?${query}` : call.path;
}

export function createUserApi(deps: UserApiDeps) {
  async function send(call: UserCall, token: string | null): Promise<UserAnswer> {
    // The token in the Authorization header, never in the URL (issue #13 item 8).
    const headers: Record<string, string> = { accept: 'application/json', ...authorizationHeader(token) };
    // no-store: profile and orders are loaded fresh (spec 02 §4 "loads the session without cache").
    const init: RequestInit = { method: call.method, headers, cache: 'no-store', signal: AbortSignal.timeout(deps.timeoutMs ?? 15_000) };
    if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(call.body);
    }
    try {
      return await readAnswer(await deps.fetch(urlOf(call), init));
    } catch {
      return { code: 0, result: NETWORK_ERROR_CODE, meta: { errorCode: NETWORK_ERROR_CODE } };
    }
  }

  return async function request<T>(call: UserCall): Promise<UserAnswer<T>> {
    const token = call.auth ? deps.getToken() : null;
    const answer = await send(call, token);
    if (shouldRefreshAndRetry(answer.code, token !== null, false) && (await deps.refresh())) {
      return (await send(call, deps.getToken())) as UserAnswer<T>;
    }
    return answer as UserAnswer<T>;
  };
}

export type UserRequest = ReturnType<typeof createUserApi>;
