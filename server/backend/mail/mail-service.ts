// What the mail-service routes do, once their input is checked.
//
// The open-relay rule: a mail whose words come from a stranger goes only to (1) the shop's own contact address
// (MAIL_ALLOWED_TARGETS: SHOP.email and MAIL_FROM's address), from MAIL_FROM with the stranger as Reply-To (never
// with a forged From), and (2) at most a fixed-form copy or receipt to the address the stranger gave as their own,
// framed by our template ("a copy of what you sent us; if it was not you, ignore this"), and no more than
// RECIPIENT_DAILY_LIMIT such mails per address per day, whoever asks. Nothing else a stranger sends can reach a
// third address. Templates the shop alone sends (order confirmation, reset link, newsletter mails) need a
// 'system' token, which only a caller holding ADMIN_TOKEN gets; the in-process sendTemplate is the usual path.
import type { FastifyBaseLogger } from 'fastify';
import { normalizeEmail } from '../../../shared/commerce/email.js';
import type { StoreCode } from '../../../shared/store-views.js';
import { ApiError, invalidField, type JsonObject } from './api-error.js';
import { parseContactData, readText, NAME_MAX_LENGTH, ORDER_NUMBER_MAX_LENGTH, EMAIL_TEXT_MAX_LENGTH, WITHDRAWAL_ITEMS_MAX_LENGTH, type SendEmailInput, type TransactionInput } from './mail-input.js';
import type { MailStore } from './mail-store.js';
import { takeRecipientAllowance, type MailTokenScope } from './mail-tokens.js';
import type { Mailer } from './mailer.js';
import { renderTemplate, sendTemplate, type ContactData, type TemplateDataMap, type TemplateName, type WithdrawalData } from './templates/index.js';

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

/** Templates a public token may send: the shopper's own forms. Everything else needs a 'system' token. */
const SHOPPER_TEMPLATES: ReadonlySet<TemplateName> = new Set(['contact', 'withdrawal-confirmation']);

export function isShopperTemplate(template: TemplateName): boolean {
  return SHOPPER_TEMPLATES.has(template);
}

/** The address part of 'Name <a@b.c>' or the address itself. */
export function addressOf(mailbox: string): string {
  const angle = /<([^>]+)>\s*$/.exec(mailbox);
  return (angle ? angle[1] : mailbox).trim();
}

export function assertShopTarget(ctx: Pick<MailServiceContext, 'allowedTargets'>, address: string, field: string): void {
  if (!ctx.allowedTargets.has(normalizeEmail(address))) throw invalidField(field, `${field} must be the shop's contact address`);
}

/** A copy or receipt to the address a stranger gave; skipped (and logged) past the daily limit, answer unchanged. */
async function sendToShopper<T extends TemplateName>(ctx: MailServiceContext, template: T, store: StoreCode, to: string, data: TemplateDataMap[T]): Promise<void> {
  if (!(await takeRecipientAllowance(ctx.store, to, template, ctx.now()))) {
    ctx.log.warn({ template }, 'daily limit of mails to this address reached; copy not sent');
    return;
  }
  await sendTemplate(ctx.mailer, template, store, to, data);
}

async function sendContact(ctx: MailServiceContext, target: string, data: ContactData, store: StoreCode, copy: boolean): Promise<void> {
  await sendTemplate(ctx.mailer, 'contact-to-shop', SHOP_MAILBOX_STORE, target, data, { replyTo: data.email });
  if (copy) await sendToShopper(ctx, 'contact', store, data.email, data);
}

/** POST send-email: the contact form. The target was checked by assertShopTarget before the token was spent. */
export async function sendContactEmail(ctx: MailServiceContext, input: SendEmailInput): Promise<void> {
  const data: ContactData = { email: input.sourceAddress, subject: input.subject, message: input.emailText };
  await sendContact(ctx, input.targetAddress, data, input.store, input.confirmation);
}

export function parseWithdrawalData(data: JsonObject, email: string, receivedAt: Date): WithdrawalData {
  return {
    // The time of receipt is the shop's clock, never the sender's word.
    receivedAt: receivedAt.toISOString(),
    orderNumber: readText(data, 'orderNumber', { max: ORDER_NUMBER_MAX_LENGTH }, 'data.orderNumber')!,
    name: readText(data, 'name', { max: NAME_MAX_LENGTH }, 'data.name')!,
    email,
    items: readText(data, 'items', { max: WITHDRAWAL_ITEMS_MAX_LENGTH, multiline: true, optional: true }, 'data.items'),
    message: readText(data, 'message', { max: EMAIL_TEXT_MAX_LENGTH, multiline: true, optional: true }, 'data.message'),
  };
}

/** Checks a shopper template's data before the token is spent (400 naming the field). */
export function parseShopperData(input: TransactionInput, now: Date): ContactData | WithdrawalData {
  return input.template === 'contact' ? parseContactData(input.data, input.to) : parseWithdrawalData(input.data, input.to, now);
}

async function sendShopperTransaction(ctx: MailServiceContext, input: TransactionInput, data: ContactData | WithdrawalData): Promise<void> {
  if (input.template === 'contact') return sendContact(ctx, ctx.mailer.shopAddress, data as ContactData, input.store, true);
  const withdrawal = data as WithdrawalData;
  await sendTemplate(ctx.mailer, 'withdrawal-confirmation', SHOP_MAILBOX_STORE, ctx.mailer.shopAddress, withdrawal, { replyTo: withdrawal.email });
  await sendToShopper(ctx, 'withdrawal-confirmation', input.store, withdrawal.email, withdrawal);
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
export async function sendTransaction(ctx: MailServiceContext, input: TransactionInput, scope: MailTokenScope, shopperData: ContactData | WithdrawalData | null): Promise<void> {
  if (shopperData) return sendShopperTransaction(ctx, input, shopperData);
  if (scope !== 'system') throw new ApiError(403, 'ERR_FORBIDDEN', `The template ${input.template} is sent by the shop only`, 'template');
  await sendTemplate(ctx.mailer, input.template, input.store, input.to, input.data as never);
}
