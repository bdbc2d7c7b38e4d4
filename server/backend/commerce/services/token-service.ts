// Session tokens: random 32-byte tokens (base64url) handed to the client once and stored as sha256 hashes.
// Access tokens live 1 hour, refresh tokens 30 days; a refresh rotates the refresh token (the old one is revoked).
// Every token of one log-in and of the refreshes that follow it shares a random family id: logout ends the family,
// so the session's refresh token dies with it even when the client does not send it (issue #13 item 9).
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../../db/schema.js';
import { fail } from '../commerce-error.js';
import * as tokens from '../repositories/token-repository.js';

export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

export function hashToken(raw: string): string {
  return createHash('sha256').update(raw, 'utf8').digest('hex');
}

export function newRawToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new session (a log-in) starts a new family; a refresh continues the family of the refresh token it spent. */
export async function issueSession(db: Database, customerId: number, now: Date, familyId: string = randomBytes(16).toString('hex')): Promise<SessionTokens> {
  const token = newRawToken();
  const refreshToken = newRawToken();
  const created_at = now.toISOString();
  const family_id = familyId;
  await tokens.insertToken(db, 'access_tokens', { token_hash: hashToken(token), customer_id: customerId, created_at, family_id, expires_at: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS).toISOString() });
  await tokens.insertToken(db, 'refresh_tokens', { token_hash: hashToken(refreshToken), customer_id: customerId, created_at, family_id, expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString() });
  return { token, refreshToken };
}

/** The customer of a live access token; a wrong, revoked or expired token is ERR_UNAUTHORIZED (401). */
export async function authenticate(db: Database, token: string, now: Date): Promise<number> {
  const customerId = await tokens.findLiveTokenCustomer(db, 'access_tokens', hashToken(token), now.toISOString());
  if (customerId === null) throw fail('ERR_UNAUTHORIZED');
  return customerId;
}

/** The e-mail of a live access token's customer, or null (for the other backends, e.g. the newsletter's own-address rule). */
export async function customerEmailOfToken(db: Database, token: string): Promise<string | null> {
  const customerId = await tokens.findLiveTokenCustomer(db, 'access_tokens', hashToken(token), new Date().toISOString());
  if (customerId === null) return null;
  const row = await db.selectFrom('customers').select('email').where('id', '=', customerId).executeTakeFirst();
  return row?.email ?? null;
}

/** Exchanges a live refresh token for a new session; the presented refresh token stops working. */
export async function refreshSession(db: Database, refreshToken: string, now: Date): Promise<SessionTokens> {
  const renewed = await db.transaction().execute(async (trx) => {
    const spent = await tokens.revokeLiveToken(trx, 'refresh_tokens', hashToken(refreshToken), now.toISOString());
    if (spent !== null) return issueSession(trx, spent.customerId, now, spent.familyId ?? undefined);
    // A refresh token shown again after it was spent: two parties hold it, and the shop cannot tell the owner from
    // the thief, so the whole session family ends (the tokens the other party got from it too). Committed before
    // the refusal, which is why the refusal is thrown outside the transaction.
    const reused = await tokens.findTokenOwner(trx, 'refresh_tokens', hashToken(refreshToken));
    // Only a token that a refresh replaced counts: one revoked by a password change or logout is merely refused.
    if (reused?.familyId && (await tokens.wasRotated(trx, hashToken(refreshToken), reused.familyId))) {
      await tokens.revokeFamilyTokens(trx, 'access_tokens', reused.customerId, reused.familyId, now.toISOString());
      await tokens.revokeFamilyTokens(trx, 'refresh_tokens', reused.customerId, reused.familyId, now.toISOString());
    }
    return null;
  });
  if (renewed === null) throw fail('ERR_UNAUTHORIZED');
  return renewed;
}

/** Ends every session of a customer, except the access token that asked (after a password change). */
export async function revokeAllSessions(db: Database, customerId: number, now: Date, keepAccessToken?: string): Promise<void> {
  const nowIso = now.toISOString();
  await tokens.revokeCustomerTokens(db, 'access_tokens', customerId, nowIso, keepAccessToken ? hashToken(keepAccessToken) : undefined);
  await tokens.revokeCustomerTokens(db, 'refresh_tokens', customerId, nowIso);
}

/** Ends every session of the customer but the one the access token belongs to (after an e-mail change). */
export async function revokeOtherSessions(db: Database, customerId: number, accessToken: string, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const family = await tokens.findTokenFamily(db, 'access_tokens', hashToken(accessToken));
  if (family === null) return revokeAllSessions(db, customerId, now, accessToken);
  await tokens.revokeOtherFamilies(db, 'access_tokens', customerId, family, nowIso);
  await tokens.revokeOtherFamilies(db, 'refresh_tokens', customerId, family, nowIso);
}

/**
 * Logout: every access and refresh token of the presented access token's session family stops working, and (when
 * given) the customer's named refresh token as well (a token from before families existed).
 */
export async function endSession(db: Database, customerId: number, accessToken: string, refreshToken: string | undefined, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const family = await tokens.findTokenFamily(db, 'access_tokens', hashToken(accessToken));
  await tokens.revokeLiveToken(db, 'access_tokens', hashToken(accessToken), nowIso);
  if (family !== null) {
    await tokens.revokeFamilyTokens(db, 'access_tokens', customerId, family, nowIso);
    await tokens.revokeFamilyTokens(db, 'refresh_tokens', customerId, family, nowIso);
  }
  if (refreshToken) await tokens.revokeCustomerToken(db, 'refresh_tokens', customerId, hashToken(refreshToken), nowIso);
}
