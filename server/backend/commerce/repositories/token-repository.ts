// Access, refresh and password-reset tokens, stored only as sha256 hashes.
import type { Database } from '../../../db/schema.js';

export type SessionTokenTable = 'access_tokens' | 'refresh_tokens';

export async function insertToken(db: Database, table: SessionTokenTable, row: { token_hash: string; customer_id: number; expires_at: string; created_at: string; family_id: string }): Promise<void> {
  await db.insertInto(table).values({ ...row, revoked_at: null }).execute();
}

/** The session family of a token (whatever its state), or null for an unknown or pre-family token. */
export async function findTokenFamily(db: Database, table: SessionTokenTable, tokenHash: string): Promise<string | null> {
  const row = await db.selectFrom(table).select('family_id').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row?.family_id ?? null;
}

/** Owner and session family of a token whatever its state (a spent refresh token shown again), or null. */
export async function findTokenOwner(db: Database, table: SessionTokenTable, tokenHash: string): Promise<{ customerId: number; familyId: string | null } | null> {
  const row = await db.selectFrom(table).select(['customer_id', 'family_id']).where('token_hash', '=', tokenHash).executeTakeFirst();
  return row ? { customerId: row.customer_id, familyId: row.family_id } : null;
}

/** Whether the family holds another refresh token than this one: this one was rotated by a refresh. */
export async function wasRotated(db: Database, tokenHash: string, familyId: string): Promise<boolean> {
  const row = await db.selectFrom('refresh_tokens').select('token_hash').where('family_id', '=', familyId).where('token_hash', '!=', tokenHash).executeTakeFirst();
  return row !== undefined;
}

/** Revokes every live token of one session family of this customer. */
export async function revokeFamilyTokens(db: Database, table: SessionTokenTable, customerId: number, familyId: string, nowIso: string): Promise<void> {
  await db.updateTable(table).set({ revoked_at: nowIso }).where('customer_id', '=', customerId).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Revokes every live token of the customer outside one session family (the session that asked stays). */
export async function revokeOtherFamilies(db: Database, table: SessionTokenTable, customerId: number, keepFamilyId: string | null, nowIso: string): Promise<void> {
  let query = db.updateTable(table).set({ revoked_at: nowIso }).where('customer_id', '=', customerId).where('revoked_at', 'is', null);
  if (keepFamilyId !== null) query = query.where((eb) => eb.or([eb('family_id', 'is', null), eb('family_id', '!=', keepFamilyId)]));
  await query.execute();
}

/** The customer of a live (unrevoked, unexpired) token, or null. */
export async function findLiveTokenCustomer(db: Database, table: SessionTokenTable, tokenHash: string, nowIso: string): Promise<number | null> {
  const row = await db
    .selectFrom(table)
    .select('customer_id')
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

/**
 * Revokes a live token and returns its customer and session family; null when it was not live (so two racing
 * refreshes cannot both win).
 */
export async function revokeLiveToken(db: Database, table: SessionTokenTable, tokenHash: string, nowIso: string): Promise<{ customerId: number; familyId: string | null } | null> {
  const row = await db
    .updateTable(table)
    .set({ revoked_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning(['customer_id', 'family_id'])
    .executeTakeFirst();
  return row ? { customerId: row.customer_id, familyId: row.family_id } : null;
}

export async function revokeCustomerTokens(db: Database, table: SessionTokenTable, customerId: number, nowIso: string, exceptHash?: string): Promise<void> {
  let query = db.updateTable(table).set({ revoked_at: nowIso }).where('customer_id', '=', customerId).where('revoked_at', 'is', null);
  if (exceptHash) query = query.where('token_hash', '!=', exceptHash);
  await query.execute();
}

export async function insertResetToken(db: Database, row: { token_hash: string; customer_id: number; expires_at: string; created_at: string }): Promise<void> {
  await db.insertInto('password_reset_tokens').values({ ...row, used_at: null }).execute();
}

export async function latestResetTokenCreatedAt(db: Database, customerId: number): Promise<string | null> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select('created_at')
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** Marks every unused reset token of the customer used (a new one replaces them). */
export async function retireResetTokens(db: Database, customerId: number, nowIso: string): Promise<void> {
  await db.updateTable('password_reset_tokens').set({ used_at: nowIso }).where('customer_id', '=', customerId).where('used_at', 'is', null).execute();
}

/** Consumes a live reset token of the customer; true when it was live (single use even under races). */
export async function consumeResetToken(db: Database, tokenHash: string, customerId: number, nowIso: string): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes one token of this customer (another customer's token is left alone). */
export async function revokeCustomerToken(db: Database, table: SessionTokenTable, customerId: number, tokenHash: string, nowIso: string): Promise<void> {
  await db.updateTable(table).set({ revoked_at: nowIso }).where('customer_id', '=', customerId).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
}
