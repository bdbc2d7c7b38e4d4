// The undo links of e-mail changes (migrations/004-account-security.ts), stored only as sha256 hashes.
import type { Database } from '../../../db/schema.js';

export async function insertUndoToken(db: Database, row: { token_hash: string; customer_id: number; old_email: string; created_at: string; expires_at: string }): Promise<void> {
  await db.insertInto('email_change_undo_tokens').values({ ...row, used_at: null }).execute();
}

/** Consumes a live undo token; its customer and old address, or null when it is unknown, used or expired (single use under races). */
export async function consumeUndoToken(db: Database, tokenHash: string, nowIso: string): Promise<{ customerId: number; oldEmail: string } | null> {
  const row = await db
    .updateTable('email_change_undo_tokens')
    .set({ used_at: nowIso })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning(['customer_id', 'old_email'])
    .executeTakeFirst();
  return row ? { customerId: row.customer_id, oldEmail: row.old_email } : null;
}
