// Mail tokens (DESIGN §3.4: "one global mail token" is a weakness we do not copy): every get-token call gets its own
// random token, kept only as a sha256 hash, valid for MAIL_TOKEN_TTL_MS and MAIL_TOKEN_USES sends. A 'system' token
// (asked for with the admin token) may also send the templates that only the shop itself sends.
import { createHash, randomBytes } from 'node:crypto';
import { mailboxKey } from '../../../shared/commerce/email.js';
import type { MailStore } from './mail-store.js';

export const MAIL_TOKEN_TTL_MS = 15 * 60 * 1000;
/** One form, one send: a contact form asks for a token when it is shown and spends it on submit. */
export const MAIL_TOKEN_USES = 1;

export type MailTokenScope = 'public' | 'system';

export interface IssuedMailToken {
  token: string;
  expiresAt: Date;
}

export function hashSecret(raw: string): string {
  return createHash('sha256').update(raw, 'utf8').digest('hex');
}

export async function issueMailToken(store: MailStore, now: Date, scope: MailTokenScope = 'public'): Promise<IssuedMailToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + MAIL_TOKEN_TTL_MS);
  // Housekeeping on the way: tokens nobody spent are dropped once they expire.
  await store.deleteExpiredTokens(now.toISOString());
  await store.insertToken({ token_hash: hashSecret(token), scope, uses_left: MAIL_TOKEN_USES, expires_at: expiresAt.toISOString(), created_at: now.toISOString() });
  return { token, expiresAt };
}

/** Spends one use of the token; its scope, or null when it is unknown, used up or expired. */
export async function spendMailToken(store: MailStore, token: string, now: Date): Promise<MailTokenScope | null> {
  const scope = await store.useToken(hashSecret(token), now.toISOString());
  return scope === 'public' || scope === 'system' ? scope : null;
}

/** Mails to an address a stranger typed in (contact copies, withdrawal receipts): at most this many a day. */
export const RECIPIENT_DAILY_LIMIT = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts one more mail to `email` and says whether it may go (false once the daily limit is reached). */
export async function takeRecipientAllowance(store: MailStore, email: string, kind: string, now: Date): Promise<boolean> {
  // Counted per mailbox, so a+1@…, a+2@… (and a.b@gmail.com) do not each get their own allowance (issue #13 item 10).
  const recipientHash = hashSecret(mailboxKey(email));
  const sent = await store.countRecipientMails(recipientHash, new Date(now.getTime() - DAY_MS).toISOString());
  if (sent >= RECIPIENT_DAILY_LIMIT) return false;
  await store.logRecipientMail(recipientHash, kind, now.toISOString());
  return true;
}
