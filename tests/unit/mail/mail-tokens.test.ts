// Mail tokens (DESIGN §3.4: no global mail token): one random token per get-token, stored only as a hash, valid
// 15 minutes and for one send; and the daily cap on mails to an address a stranger typed in.
import { describe, expect, it } from 'vitest';
import { createMemoryMailStore, type MailStore, type MailTokenRow } from '../../../server/backend/mail/mail-store.js';
import { hashSecret, issueMailToken, MAIL_TOKEN_TTL_MS, RECIPIENT_DAILY_LIMIT, spendMailToken, takeRecipientAllowance } from '../../../server/backend/mail/mail-tokens.js';

const T0 = new Date('2026-07-03T07:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

function recordingStore(): MailStore & { rows: MailTokenRow[] } {
  const inner = createMemoryMailStore();
  const rows: MailTokenRow[] = [];
  return { ...inner, rows, insertToken: async (row) => (rows.push(row), inner.insertToken(row)) };
}

describe('mail tokens', () => {
  it('each call gets a different token, and only its sha256 is stored', async () => {
    const store = recordingStore();
    const a = await issueMailToken(store, T0);
    const b = await issueMailToken(store, T0);
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(store.rows.map((r) => r.token_hash)).toEqual([hashSecret(a.token), hashSecret(b.token)]);
    expect(JSON.stringify(store.rows)).not.toContain(a.token);
    expect(a.expiresAt).toEqual(at(MAIL_TOKEN_TTL_MS));
  });

  it('a token works once', async () => {
    const store = createMemoryMailStore();
    const { token } = await issueMailToken(store, T0);
    expect(await spendMailToken(store, token, at(1000))).toBe('public');
    expect(await spendMailToken(store, token, at(2000))).toBeNull();
  });

  it('a token expires after 15 minutes (injected clock)', async () => {
    const store = createMemoryMailStore();
    const early = await issueMailToken(store, T0);
    const late = await issueMailToken(store, T0);
    expect(await spendMailToken(store, early.token, at(MAIL_TOKEN_TTL_MS - 1))).toBe('public');
    expect(await spendMailToken(store, late.token, at(MAIL_TOKEN_TTL_MS))).toBeNull();
  });

  it('an unknown token and a system token', async () => {
    const store = createMemoryMailStore();
    expect(await spendMailToken(store, 'made-up', T0)).toBeNull();
    const { token } = await issueMailToken(store, T0, 'system');
    expect(await spendMailToken(store, token, T0)).toBe('system');
  });
});

describe('mails to a stranger-given address', () => {
  it(`at most ${RECIPIENT_DAILY_LIMIT} a day per address (case-insensitive), counted over a sliding day`, async () => {
    const store = createMemoryMailStore();
    for (let i = 0; i < RECIPIENT_DAILY_LIMIT; i++) expect(await takeRecipientAllowance(store, 'Anna@Example.com', 'contact', at(i * 1000))).toBe(true);
    expect(await takeRecipientAllowance(store, 'anna@example.com ', 'contact', at(60_000))).toBe(false);
    expect(await takeRecipientAllowance(store, 'ben@example.com', 'contact', at(60_000))).toBe(true);
    expect(await takeRecipientAllowance(store, 'anna@example.com', 'contact', at(24 * 3600 * 1000 + 1))).toBe(true);
  });
});
