// Where the mail backend keeps its tokens and its per-recipient counts: the embedded backends' database (tables of
// migrations/mail-tables.ts), or memory when the mail routes run without a database (one process only).
import type { Kysely } from 'kysely';

export interface MailTokenRow {
  token_hash: string;
  scope: string;
  uses_left: number;
  expires_at: string;
  created_at: string;
}

export interface MailStore {
  insertToken(row: MailTokenRow): Promise<void>;
  /** Takes one use of a live token (atomically); its scope, or null when it is unknown, used up or expired. */
  useToken(tokenHash: string, nowIso: string): Promise<string | null>;
  deleteExpiredTokens(nowIso: string): Promise<void>;
  countRecipientMails(recipientHash: string, sinceIso: string): Promise<number>;
  logRecipientMail(recipientHash: string, kind: string, nowIso: string): Promise<void>;
}

interface MailTables {
  mail_tokens: MailTokenRow;
  mail_recipient_log: { recipient_hash: string; kind: string; created_at: string };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app schema: these tables come from our own migration
export function createSqlMailStore(anyDb: Kysely<any>): MailStore {
  const db = anyDb as Kysely<MailTables>;
  return {
    async insertToken(row) {
      await db.insertInto('mail_tokens').values(row).execute();
    },
    async useToken(tokenHash, nowIso) {
      const updated = await db
        .updateTable('mail_tokens')
        .set((eb) => ({ uses_left: eb('uses_left', '-', 1) }))
        .where('token_hash', '=', tokenHash)
        .where('uses_left', '>', 0)
        .where('expires_at', '>', nowIso)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return null;
      const row = await db.selectFrom('mail_tokens').select('scope').where('token_hash', '=', tokenHash).executeTakeFirst();
      return row?.scope ?? null;
    },
    async deleteExpiredTokens(nowIso) {
      await db.deleteFrom('mail_tokens').where((eb) => eb.or([eb('expires_at', '<=', nowIso), eb('uses_left', '<=', 0)])).execute();
    },
    async countRecipientMails(recipientHash, sinceIso) {
      const row = await db
        .selectFrom('mail_recipient_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('recipient_hash', '=', recipientHash)
        .where('created_at', '>', sinceIso)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async logRecipientMail(recipientHash, kind, nowIso) {
      await db.insertInto('mail_recipient_log').values({ recipient_hash: recipientHash, kind, created_at: nowIso }).execute();
      // Rows older than a few days count for nothing; dropping this recipient's keeps the table small.
      const old = new Date(Date.parse(nowIso) - 7 * 24 * 3600 * 1000).toISOString();
      await db.deleteFrom('mail_recipient_log').where('recipient_hash', '=', recipientHash).where('created_at', '<', old).execute();
    },
  };
}

export function createMemoryMailStore(): MailStore {
  const tokens = new Map<string, MailTokenRow>();
  let log: { recipientHash: string; createdAt: string }[] = [];
  return {
    async insertToken(row) {
      tokens.set(row.token_hash, { ...row });
    },
    async useToken(tokenHash, nowIso) {
      const row = tokens.get(tokenHash);
      if (!row || row.uses_left <= 0 || row.expires_at <= nowIso) return null;
      row.uses_left -= 1;
      return row.scope;
    },
    async deleteExpiredTokens(nowIso) {
      for (const [hash, row] of tokens) if (row.expires_at <= nowIso || row.uses_left <= 0) tokens.delete(hash);
    },
    async countRecipientMails(recipientHash, sinceIso) {
      return log.filter((e) => e.recipientHash === recipientHash && e.createdAt > sinceIso).length;
    },
    async logRecipientMail(recipientHash, _kind, nowIso) {
      const old = new Date(Date.parse(nowIso) - 7 * 24 * 3600 * 1000).toISOString();
      log = log.filter((e) => e.createdAt >= old);
      log.push({ recipientHash, createdAt: nowIso });
    },
  };
}
