// Changing the account e-mail (issue #13 item 3): whoever holds a session must not be able to take the account over
// by moving it to their own address. So the change needs the current password, the OLD address gets a notice with
// an undo link (random, single use, 7 days, stored hashed), and the change ends every other session. The undo puts
// the old address back and ends every session, the attacker's included; the owner then resets the password.
import { normalizeEmail } from '../../../../shared/commerce/email.js';
import type { CustomerRow, Database } from '../../../db/schema.js';
import { fail } from '../commerce-error.js';
import { verifyPassword } from '../password-hash.js';
import * as customers from '../repositories/customer-repository.js';
import * as undoTokens from '../repositories/email-change-repository.js';
import { hashToken, newRawToken, revokeAllSessions, revokeOtherSessions } from './token-service.js';

export const EMAIL_CHANGE_UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The password check an e-mail change needs: missing → ERR_PASSWORD_REQUIRED, wrong → ERR_WRONG_PASSWORD. */
export async function assertCurrentPassword(customer: CustomerRow, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) throw fail('ERR_PASSWORD_REQUIRED', { field: 'currentPassword' });
  if (!(await verifyPassword(currentPassword, customer.password_hash))) throw fail('ERR_WRONG_PASSWORD', { field: 'currentPassword' });
}

/** After the new address is stored: the undo token for the old one (returned raw, for the mail), other sessions end. */
export async function afterEmailChange(db: Database, before: CustomerRow, accessToken: string, now: Date): Promise<string> {
  const token = newRawToken();
  await undoTokens.insertUndoToken(db, {
    token_hash: hashToken(token),
    customer_id: before.id,
    old_email: before.email,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + EMAIL_CHANGE_UNDO_TTL_MS).toISOString(),
  });
  await revokeOtherSessions(db, before.id, accessToken, now);
  return token;
}

/** The undo link: the old address comes back (unless another account took it meanwhile) and every session ends. */
export async function undoEmailChange(db: Database, token: string, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const undo = await undoTokens.consumeUndoToken(trx, hashToken(token), nowIso);
    if (!undo) throw fail('ERR_INVALID_UNDO_TOKEN', { field: 'token' });
    const holder = await customers.findCustomerByEmail(trx, normalizeEmail(undo.oldEmail));
    if (holder && holder.id !== undo.customerId) throw fail('ERR_DUPLICATE_EMAIL', { field: 'token' });
    await customers.updateCustomer(trx, undo.customerId, { email: undo.oldEmail, email_normalized: normalizeEmail(undo.oldEmail), updated_at: nowIso });
    await revokeAllSessions(trx, undo.customerId, now);
  });
}
