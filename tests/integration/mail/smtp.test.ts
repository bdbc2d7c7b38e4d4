// With SMTP_URL set, mail goes out over SMTP: a real SMTP server (the smtp-server package) on loopback receives the
// message, and we check its envelope and content (from, to, subject, body) — through the mailer and over HTTP.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, MailDeliveryError } from '../../../server/backend/mail/mailer.js';
import { sendTemplate } from '../../../server/backend/mail/templates/index.js';
import { createMailTestApp, SHOP_ADDRESS, type MailTestApp } from './helpers/mail-test-app.js';

interface Received {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no STARTTLS with a self-signed certificate for the client to refuse.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', rcptTo: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

/** A header's value with RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) decoded. */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}: `)) ?? '';
  return line
    .slice(name.length + 2)
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

/** The text/plain part of a received message, decoded from quoted-printable. */
function plainText(raw: string): string {
  const part = raw.split(/Content-Type: text\/plain; charset=utf-8\r?\n/i)[1] ?? '';
  const body = part.split(/\r?\n\r?\n/).slice(1).join('\n\n').split(/\r?\n--/)[0];
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('SMTP delivery (real SMTP server on loopback)', () => {
  it('the mailer delivers a template with the right envelope, headers and body', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: '/nonexistent', mailFrom: 'Kranich Schuhmanufaktur <shop@kranich-schuhe.example>', publicUrl: 'https://shop.example' });
    try {
      const sent = await sendTemplate(mailer, 'password-reset', 'de', 'kunde@example.com', { email: 'kunde@example.com', token: 'abc123' });
      const mail = received.at(-1)!;
      expect(mail.mailFrom).toBe('shop@kranich-schuhe.example');
      expect(mail.rcptTo).toEqual(['kunde@example.com']);
      expect(header(mail.raw, 'From')).toBe('Kranich Schuhmanufaktur <shop@kranich-schuhe.example>');
      expect(header(mail.raw, 'To')).toBe('kunde@example.com');
      expect(header(mail.raw, 'Subject')).toBe('Passwort zurücksetzen');
      expect(mail.raw).toContain(`Message-ID: ${sent.messageId}`);
      expect(plainText(mail.raw)).toContain('https://shop.example/de/resetpassword?email=kunde%40example.com&token=abc123');
      expect(plainText(mail.raw)).toContain('Der Link gilt einmal und eine Stunde lang.');
    } finally {
      mailer.close();
    }
  });

  it('an unreachable SMTP server is a MailDeliveryError', async () => {
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', dataDir: '/nonexistent', mailFrom: 'shop@kranich-schuhe.example', publicUrl: 'https://shop.example' });
    try {
      await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toBeInstanceOf(MailDeliveryError);
    } finally {
      mailer.close();
    }
  });

  describe('over HTTP', () => {
    let t: MailTestApp;
    beforeAll(async () => {
      t = await createMailTestApp('sqlite', { smtpUrl: `smtp://127.0.0.1:${port}` });
    });
    afterAll(async () => t?.close());

    it('send-email reaches the shop mailbox with the sender as Reply-To, sends no copy to the typed address; nothing lands in the outbox', async () => {
      const before = received.length;
      const res = await t.call('POST', '/api/ext/mail-service/send-email', {
        token: await t.token(),
        sourceAddress: 'anna@example.com',
        targetAddress: SHOP_ADDRESS,
        subject: 'Termin im Werksladen',
        emailText: 'Guten Tag,\nhaben Sie samstags geöffnet?',
        confirmation: true,
      });
      expect(res.body).toEqual({ code: 200, result: 'OK' });
      // The typed sender address is not proven to be the sender's, so it gets no copy (even when one is asked for).
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received.slice(before)).toHaveLength(1);
      const [toShop] = received.slice(before);
      expect(toShop.rcptTo).toEqual([SHOP_ADDRESS]);
      expect(toShop.mailFrom).toBe('shop@kranich-schuhe.example');
      expect(header(toShop.raw, 'Reply-To')).toBe('anna@example.com');
      expect(header(toShop.raw, 'From')).toBe('Kranich Schuhmanufaktur <shop@kranich-schuhe.example>');
      expect(header(toShop.raw, 'Subject')).toBe('Kontaktformular: Termin im Werksladen');
      expect(plainText(toShop.raw)).toContain('haben Sie samstags geöffnet?');
      expect(await t.outbox()).toEqual([]);
    });

    it('when the SMTP server refuses, the answer is 502 with a generic message', async () => {
      const refusing = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false, onRcptTo: (_a, _s, cb) => cb(new Error('mailbox unavailable')) });
      await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
      const broken = await createMailTestApp('sqlite', { smtpUrl: `smtp://127.0.0.1:${(refusing.server.address() as AddressInfo).port}` });
      try {
        const res = await broken.call('POST', '/api/ext/mail-service/send-email', { token: await broken.token(), sourceAddress: 'anna@example.com', targetAddress: SHOP_ADDRESS, subject: 's', emailText: 't' });
        expect(res.status).toBe(502);
        expect(res.body).toEqual({ code: 502, result: 'The e-mail could not be sent. Please try again later.', meta: { errorCode: 'ERR_MAIL_DELIVERY' } });
      } finally {
        await broken.close();
        await new Promise<void>((resolve) => refusing.close(() => resolve()));
      }
    });
  });
});
