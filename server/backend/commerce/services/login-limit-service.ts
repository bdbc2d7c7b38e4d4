// Per-account log-in limit: at most LOGIN_FAILURES_PER_WINDOW failed attempts per account (its normalised e-mail,
// existing or not) per LOGIN_WINDOW_MS, counted in the database every backend process and edge shares, whatever
// the client address. Past it the account answers 429 with Retry-After until the window ends; its owner is mailed
// once per window. A browser that logged in to the account before (a known device) still gets in with the right
// password, so guessing cannot lock the owner out.
import type { Database } from '../../../db/schema.js';
import { fail } from '../commerce-error.js';
import { hashToken, newRawToken } from './token-service.js';

export const LOGIN_FAILURES_PER_WINDOW = 10;
export const LOGIN_WINDOW_MS = 15 * 60_000;

export interface LoginLimitState {
  limited: boolean;
  retryAfterSeconds: number;
}

function windowStillOpen(startedAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(startedAt) < LOGIN_WINDOW_MS;
}

export async function loginLimitState(db: Database, emailKey: string, now: Date): Promise<LoginLimitState> {
  const row = await db.selectFrom('login_failures').selectAll().where('email_key', '=', emailKey).executeTakeFirst();
  if (!row || !windowStillOpen(row.window_started_at, now) || row.failures < LOGIN_FAILURES_PER_WINDOW) return { limited: false, retryAfterSeconds: 0 };
  return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((Date.parse(row.window_started_at) + LOGIN_WINDOW_MS - now.getTime()) / 1000)) };
}

/** Counts a failed attempt; true when this one reached the limit and the owner has not been told in this window. */
export async function recordLoginFailure(db: Database, emailKey: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const nowIso = now.toISOString();
    const row = await trx.selectFrom('login_failures').selectAll().where('email_key', '=', emailKey).executeTakeFirst();
    if (!row) {
      await trx.insertInto('login_failures').values({ email_key: emailKey, window_started_at: nowIso, failures: 1, notified_at: null }).execute();
      return LOGIN_FAILURES_PER_WINDOW <= 1;
    }
    const open = windowStillOpen(row.window_started_at, now);
    const failures = open ? row.failures + 1 : 1;
    const notifiedInWindow = open && row.notified_at !== null;
    const notify = failures >= LOGIN_FAILURES_PER_WINDOW && !notifiedInWindow;
    await trx
      .updateTable('login_failures')
      .set({ window_started_at: open ? row.window_started_at : nowIso, failures, notified_at: notify ? nowIso : open ? row.notified_at : null })
      .where('email_key', '=', emailKey)
      .execute();
    return notify;
  });
}

export async function clearLoginFailures(db: Database, emailKey: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email_key', '=', emailKey).execute();
}

export function tooManyAttempts(state: LoginLimitState): Error {
  return fail('ERR_TOO_MANY_LOGIN_ATTEMPTS', { retryAfterSeconds: state.retryAfterSeconds });
}

/** Whether the device token names a browser that logged in to this customer before. */
export async function isKnownDevice(db: Database, customerId: number, deviceToken: string | undefined): Promise<boolean> {
  if (!deviceToken) return false;
  const row = await db.selectFrom('known_devices').select('customer_id').where('token_hash', '=', hashToken(deviceToken)).executeTakeFirst();
  return row?.customer_id === customerId;
}

/** The device token a browser keeps after a successful log-in: the one it showed when known, else a new one. */
export async function rememberDevice(db: Database, customerId: number, deviceToken: string | undefined, now: Date): Promise<string> {
  const nowIso = now.toISOString();
  if (deviceToken && (await isKnownDevice(db, customerId, deviceToken))) {
    await db.updateTable('known_devices').set({ last_used_at: nowIso }).where('token_hash', '=', hashToken(deviceToken)).execute();
    return deviceToken;
  }
  const fresh = newRawToken();
  await db.insertInto('known_devices').values({ token_hash: hashToken(fresh), customer_id: customerId, created_at: nowIso, last_used_at: nowIso }).execute();
  return fresh;
}
