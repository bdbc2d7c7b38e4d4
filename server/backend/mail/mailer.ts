// One way to send mail for every backend (Medusa's notification-provider pattern): SMTP through nodemailer when
// SMTP_URL is set, else the outbox in DATA_DIR, composed by the same nodemailer code, so an outbox .eml is exactly
// what the SMTP server would have received. nodemailer is the well-kept SMTP client of the Node world (pooling,
// STARTTLS, RFC 2047/2231 encodings) — not something to hand-write.
import nodemailer, { type Transporter } from 'nodemailer';
import { SHOP } from '../../../shared/brands.js';
import type { Config } from '../../config.js';
import { extractLinks, newOutboxId, outboxDir, writeOutboxMessage } from './outbox.js';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType?: string;
}

export interface MailMessage {
  to: string | string[];
  /** Defaults to MAIL_FROM. */
  from?: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
  /** The template that rendered it, recorded in the outbox summary. */
  template?: string;
}

export interface SentMail {
  messageId: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** MAIL_FROM: the sender of every mail the shop sends. */
  readonly from: string;
  /** PUBLIC_URL, for links in mails. */
  readonly publicUrl: string;
  /** The shop's contact address: the only target of contact mails. */
  readonly shopAddress: string;
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

export type MailerConfig = Pick<Config, 'smtpUrl' | 'dataDir' | 'mailFrom' | 'publicUrl'>;

export interface MailerOptions {
  now?: () => Date;
  shopAddress?: string;
}

/** Delivery failed (SMTP refused or unreachable, disk full); the message says why, for the log. */
export class MailDeliveryError extends Error {
  readonly code = 'ERR_MAIL_DELIVERY';
}

type AnyTransporter = Transporter<{ messageId: string; message?: unknown }>;

function toNodemailer(message: MailMessage, from: string, date: Date): nodemailer.SendMailOptions {
  return {
    from: message.from ?? from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments,
    headers: message.headers,
    date,
  };
}

export function createMailer(config: MailerConfig, options: MailerOptions = {}): Mailer {
  const now = options.now ?? (() => new Date());
  const base = { from: config.mailFrom, publicUrl: config.publicUrl, shopAddress: options.shopAddress ?? SHOP.email };
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl) as AnyTransporter;
    return {
      ...base,
      kind: 'smtp',
      async send(message) {
        try {
          const info = await transport.sendMail(toNodemailer(message, base.from, now()));
          return { messageId: info.messageId };
        } catch (error) {
          throw new MailDeliveryError(`SMTP delivery failed: ${(error as Error).message}`, { cause: error });
        }
      },
      close: () => transport.close(),
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(config.dataDir);
  return {
    ...base,
    kind: 'outbox',
    async send(message) {
      const date = now();
      try {
        const info = await composer.sendMail(toNodemailer(message, base.from, date));
        const summary = {
          id: newOutboxId(date),
          messageId: info.messageId,
          date: date.toISOString(),
          from: message.from ?? base.from,
          to: [message.to].flat(),
          replyTo: message.replyTo ?? null,
          subject: message.subject,
          template: message.template ?? null,
          text: message.text,
          links: extractLinks(message.text, message.html ?? ''),
          attachments: (message.attachments ?? []).map((a) => a.filename),
        };
        await writeOutboxMessage(dir, summary, info.message as Buffer);
        return { messageId: info.messageId };
      } catch (error) {
        throw new MailDeliveryError(`Writing to the outbox failed: ${(error as Error).message}`, { cause: error });
      }
    },
    close: () => composer.close(),
  };
}
