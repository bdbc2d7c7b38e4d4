// What the mail-service routes do, once their input is checked.
//
// The open-relay rule: a mail whose words come from a stranger goes only to the shop's own contact address
// (MAIL_ALLOWED_TARGETS: SHOP.email and MAIL_FROM's address), from MAIL_FROM with the stranger as Reply-To (never
// with a forged From). Nothing a stranger sends reaches a third address: no copy to the address typed in, and the
// withdrawal receipt is sent by commerce from the recorded declaration, not here. Every template through
// send-email-transaction needs a 'system' token, which only a caller holding ADMIN_TOKEN gets; the in-process
// sendTemplate is the usual path.
import type { FastifyBaseLogger } from 'fastify';
import { normalizeEmail } from '../../../shared/commerce/email.js';
import type { StoreCode } from '../../../shared/store-views.js';
import { ApiError, invalidField } from './api-error.js';
import type { SendEmailInput, TransactionInput } from './mail-input.js';
import type { MailStore } from './mail-store.js';
import type { MailTokenScope } from './mail-tokens.js';
import type { Mailer } from './mailer.js';
import { renderTemplate, sendTemplate, type ContactData, type TemplateName } from './templates/index.js';

/** The shop's mailbox reads German (the shop is in Baden-Baden), whatever store view the shopper used. */
export const SHOP_MAILBOX_STORE: StoreCode = 'de';

export interface MailServiceContext {
  store: MailStore;
  mailer: Mailer;
  now: () => Date;
  /** Normalised addresses a stranger's mail may be sent to. */
  allowedTargets: ReadonlySet<string>;
  log: FastifyBaseLogger;
}

/** The address part of 'Name <a@b.c>' or the address itself. */
export function addressOf(mailbox: string): string {
  const angle = /<([^>]+)>\s*$/.exec(mailbox);
  return (angle ? angle[1] : mailbox).trim();
}

export function assertShopTarget(ctx: Pick<MailServiceContext, 'allowedTargets'>, address: string, field: string): void {
  if (!ctx.allowedTargets.has(normalizeEmail(address))) throw invalidField(field, `${field} must be the shop's contact address`);
}

/**
 * POST send-email: the contact form, to the shop's mailbox only (the target was checked by assertShopTarget before
 * the token was spent). No copy goes to the address the stranger typed: nobody proved it is theirs, and the copy
 * would carry their words to it.
 */
export async function sendContactEmail(ctx: MailServiceContext, input: SendEmailInput): Promise<void> {
  const data: ContactData = { email: input.sourceAddress, subject: input.subject, message: input.emailText };
  await sendTemplate(ctx.mailer, 'contact-to-shop', SHOP_MAILBOX_STORE, input.targetAddress, data, { replyTo: data.email });
}

const REQUIRED_STRINGS: Partial<Record<TemplateName, readonly string[]>> = {
  'password-reset': ['email', 'token'],
  'newsletter-confirmation': ['token'],
  'newsletter-welcome': ['email', 'couponCode', 'unsubscribeToken'],
  'newsletter-unsubscribe': ['email', 'unsubscribeToken'],
  'contact-to-shop': ['email', 'subject', 'message'],
};

/** Checks a shop-only template's data before the token is spent (400 naming the field). */
export function checkSystemData(input: TransactionInput): void {
  for (const field of REQUIRED_STRINGS[input.template] ?? []) {
    if (typeof input.data[field] !== 'string' || input.data[field] === '') throw invalidField(`data.${field}`, `data.${field} is required`);
  }
  if (input.template === 'newsletter-welcome' && !(Number.isInteger(input.data.percent) && (input.data.percent as number) > 0 && (input.data.percent as number) <= 100)) {
    throw invalidField('data.percent', 'data.percent must be a whole number from 1 to 100');
  }
  try {
    renderTemplate(input.template, input.store, input.data as never, { publicUrl: '' });
  } catch {
    throw invalidField('data', `data does not fit the template ${input.template}`);
  }
}

/** POST send-email-transaction, after its data was checked and the token spent with the given scope. */
export async function sendTransaction(ctx: MailServiceContext, input: TransactionInput, scope: MailTokenScope): Promise<void> {
  if (scope !== 'system') throw new ApiError(403, 'ERR_FORBIDDEN', `The template ${input.template} is sent by the shop only`, 'template');
  await sendTemplate(ctx.mailer, input.template, input.store, input.to, input.data as never);
}
