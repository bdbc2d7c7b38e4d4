// A session controller over a scripted fetch: each answer is looked up by "METHOD path" and taken in order.
import { vi } from 'vitest';
import { bearerToken } from '../../../shared/api/access-token.js';
import { createSessionController } from '../../../client/session/session-controller.js';
import { createUserStorage, type KeyValueStorage } from '../../../client/session/session-storage.js';

/** An answer, or `drop`: the call gets no answer at all (connection lost, the page left mid-call). */
export type Scripted = { code: number; result: unknown; meta?: Record<string, unknown> } | { drop: true };

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v), removeItem: (k) => void delete data[k] };
}

export function harness(script: Record<string, Scripted[]>, initialStorage: Record<string, string> = {}) {
  const calls: { method: string; url: string; token: string | null; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const token = bearerToken(new Headers(init?.headers).get('authorization') ?? undefined);
    calls.push({ method, url, token, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const key = `${method} ${url.split('?')[0]}`;
    const answer = script[key]?.shift() ?? { code: 200, result: true };
    if ('drop' in answer) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer), { status: answer.code || 200, headers: { 'content-type': 'application/json' } });
  });
  const storage = memoryStorage(initialStorage);
  const notices: { type?: string; message: string }[] = [];
  const cart = { onLogin: vi.fn(async () => {}), onLogout: vi.fn(async () => {}) };
  const setLoggedIn = vi.fn();
  const openSignUp = vi.fn();
  const clearUnsentTasks = vi.fn();
  const sleeps: number[] = [];
  const session = createSessionController({
    fetch: fetch as unknown as typeof globalThis.fetch,
    storage: createUserStorage(storage),
    notify: (n) => void notices.push(n),
    translate: (k) => k,
    cart,
    setLoggedIn,
    openSignUp,
    clearUnsentTasks,
    sleep: async (ms) => void sleeps.push(ms),
  });
  return { session, fetch, calls, storage, notices, cart, setLoggedIn, openSignUp, clearUnsentTasks, sleeps };
}

export const PROFILE = { id: 7, email: 'anna@example.com', firstname: 'Anna', lastname: 'Kranich', group_id: 1, groupToken: 'g-token', addresses: [] };
export const HISTORY = { items: [{ increment_id: '000000001', entity_id: 1, status: 'pending' }], total_count: 1 };
export const cachedUser = (extra: Record<string, unknown> = {}) => ({ 'shop/user': JSON.stringify({ token: 'old-token', refreshToken: 'old-refresh', current: PROFILE, ...extra }) });
