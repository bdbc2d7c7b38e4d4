// The newsletter's unsubscribe links (issue #13 item 5): the token is an HMAC-SHA256 of the normalised address, so
// only the shop can make one, every provider (embedded or Mailchimp) can check one, and no table holds it. The key
// is NEWSLETTER_LINK_SECRET when set; otherwise the shop makes a random one once and keeps it in its database
// (app_secrets), so links survive restarts and every process agrees, and no guessable default key ever exists.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { normalizeEmail } from '../../../shared/commerce/email.js';

export const LINK_SECRET_NAME = 'newsletter-link';
const PURPOSE = 'newsletter-unsubscribe\n';

export interface LinkSigner {
  sign(email: string): string;
  verify(email: string, token: string): boolean;
}

export function createLinkSigner(secret: string): LinkSigner {
  const sign = (email: string): string => createHmac('sha256', secret).update(PURPOSE + normalizeEmail(email), 'utf8').digest('base64url');
  return {
    sign,
    verify(email, token) {
      const expected = Buffer.from(sign(email));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The configured key, or the one kept in app_secrets (made on first use; two processes racing agree on the first). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- app_secrets comes from the core migration 004
export async function loadLinkSecret(db: Kysely<any>, configured: string | null, now: Date): Promise<string> {
  if (configured) return configured;
  const read = async (): Promise<string | undefined> => (await db.selectFrom('app_secrets').select('value').where('name', '=', LINK_SECRET_NAME).executeTakeFirst())?.value as string | undefined;
  const existing = await read();
  if (existing) return existing;
  await db
    .insertInto('app_secrets')
    .values({ name: LINK_SECRET_NAME, value: randomBytes(32).toString('base64url'), created_at: now.toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await read())!;
}
