// Session tokens: random 32-byte tokens (base64url) handed to the client once and stored as sha256 hashes.
// Access tokens live 1 hour, refresh tokens 30 days; a refresh rotates the refresh token (the old one is revoked).
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

export async function issueSession(db: Database, customerId: number, now: Date): Promise<SessionTokens> {
  const token = newRawToken();
  const refreshToken = newRawToken();
  const created_at = now.toISOString();
  await tokens.insertToken(db, 'access_tokens', { token_hash: hashToken(token), customer_id: customerId, created_at, expires_at: new Date(now.getTime() + ACCESS_TOKEN_TTL_MS).toISOString() });
  await tokens.insertToken(db, 'refresh_tokens', { token_hash: hashToken(refreshToken), customer_id: customerId, created_at, expires_at: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString() });
  return { token, refreshToken };
}

/** The customer of a live access token; a wrong, revoked or expired token is ERR_UNAUTHORIZED (401). */
export async function authenticate(db: Database, token: string, now: Date): Promise<number> {
  const customerId = await tokens.findLiveTokenCustomer(db, 'access_tokens', hashToken(token), now.toISOString());
  if (customerId === null) throw fail('ERR_UNAUTHORIZED');
  return customerId;
}

/** Exchanges a live refresh token for a new session; the presented refresh token stops working. */
export async function refreshSession(db: Database, refreshToken: string, now: Date): Promise<SessionTokens> {
  return db.transaction().execute(async (trx) => {
    const customerId = await tokens.revokeLiveToken(trx, 'refresh_tokens', hashToken(refreshToken), now.toISOString());
    if (customerId === null) throw fail('ERR_UNAUTHORIZED');
    return issueSession(trx, customerId, now);
  });
}

/** Ends every session of a customer, except the access token that asked (after a password change). */
export async function revokeAllSessions(db: Database, customerId: number, now: Date, keepAccessToken?: string): Promise<void> {
  const nowIso = now.toISOString();
  await tokens.revokeCustomerTokens(db, 'access_tokens', customerId, nowIso, keepAccessToken ? hashToken(keepAccessToken) : undefined);
  await tokens.revokeCustomerTokens(db, 'refresh_tokens', customerId, nowIso);
}

/** Logout: the presented access token and (when given) the customer's refresh token stop working. */
export async function endSession(db: Database, customerId: number, accessToken: string, refreshToken: string | undefined, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  await tokens.revokeLiveToken(db, 'access_tokens', hashToken(accessToken), nowIso);
  if (refreshToken) await tokens.revokeCustomerToken(db, 'refresh_tokens', customerId, hashToken(refreshToken), nowIso);
}
