// The outbox (no SMTP_URL): one .eml (RFC 822, as SMTP would have received it) and one .json summary per message,
// written atomically; readOutbox lists them newest first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../../server/backend/mail/mailer.js';
import { clearOutbox, extractLinks, findOutboxMessage, outboxDir, readOutbox } from '../../../server/backend/mail/outbox.js';

let dataDir: string;
const clock = { now: new Date('2026-07-03T07:05:00.000Z') };

function mailer() {
  return createMailer({ smtpUrl: null, dataDir, mailFrom: 'Kranich <shop@kranich.example>', publicUrl: 'https://shop.example' }, { now: () => new Date(clock.now) });
}

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('outbox', () => {
  it('writes an .eml with the headers and a .json summary with text and links', async () => {
    const sent = await mailer().send({
      to: 'anna@example.com',
      subject: 'Grüße – Ümläute',
      text: 'Link: https://shop.example/de/resetpassword?email=a%40b.de&token=xyz.',
      html: '<a href="https://shop.example/x?a=1&amp;b=2">x</a>',
      replyTo: 'reply@example.com',
      template: 'password-reset',
      attachments: [{ filename: 'agb.txt', content: 'AGB' }],
    });
    const [entry] = await readOutbox(outboxDir(dataDir));
    expect(entry.messageId).toBe(sent.messageId);
    expect(entry).toMatchObject({ date: '2026-07-03T07:05:00.000Z', from: 'Kranich <shop@kranich.example>', to: ['anna@example.com'], replyTo: 'reply@example.com', subject: 'Grüße – Ümläute', template: 'password-reset', attachments: ['agb.txt'] });
    expect(entry.links).toEqual(['https://shop.example/de/resetpassword?email=a%40b.de&token=xyz', 'https://shop.example/x?a=1&b=2']);
    const eml = fs.readFileSync(entry.emlPath, 'utf8');
    expect(eml).toMatch(/^From: Kranich <shop@kranich\.example>$/m);
    expect(eml).toMatch(/^To: anna@example\.com$/m);
    expect(eml).toMatch(/^Reply-To: reply@example\.com$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(eml).toMatch(/^Date: Fri, 03 Jul 2026 07:05:00 \+0000$/m);
    expect(eml).toContain('multipart/mixed');
    expect(eml).toContain('filename=agb.txt');
  });

  it('lists messages newest first and leaves no temp files behind', async () => {
    const m = mailer();
    for (const [i, at] of ['2026-07-03T07:05:00Z', '2026-07-03T09:00:00Z', '2026-07-03T08:00:00Z'].entries()) {
      clock.now = new Date(at);
      await m.send({ to: 'a@example.com', subject: `n${i}`, text: 't' });
    }
    const entries = await readOutbox(outboxDir(dataDir));
    expect(entries.map((e) => e.subject)).toEqual(['n1', 'n2', 'n0']);
    const files = fs.readdirSync(outboxDir(dataDir));
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(3);
  });

  it('finds one message by id prefix and clears the outbox', async () => {
    await mailer().send({ to: 'a@example.com', subject: 'one', text: 't' });
    const [entry] = await readOutbox(outboxDir(dataDir));
    expect((await findOutboxMessage(outboxDir(dataDir), entry.id.slice(0, 22)))?.subject).toBe('one');
    expect(await findOutboxMessage(outboxDir(dataDir), 'nope')).toBeNull();
    expect(await clearOutbox(outboxDir(dataDir))).toBe(1);
    expect(await readOutbox(outboxDir(dataDir))).toEqual([]);
  });

  it('an absent outbox directory reads as empty', async () => {
    expect(await readOutbox(path.join(dataDir, 'missing'))).toEqual([]);
  });

  it('extractLinks trims trailing punctuation, decodes &amp; and drops repeats', () => {
    expect(extractLinks('see https://a.example/x. and (https://a.example/y)', '<a href="https://a.example/x">https://a.example/z?a=1&amp;b=2</a>')).toEqual([
      'https://a.example/x',
      'https://a.example/y',
      'https://a.example/z?a=1&b=2',
    ]);
  });
});
