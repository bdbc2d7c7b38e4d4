// The mail templates other backends use: renderTemplate (subject, text, HTML in the store view's language) and
// sendTemplate (render and send). The commerce backend sends order confirmations and reset links through its
// hooks (see mail-hooks.ts); the newsletter backend its confirmation, welcome and unsubscribe mails.
import { SHOP } from '../../../../shared/brands.js';
import { getStoreView, type StoreCode } from '../../../../shared/store-views.js';
import type { Mailer, SentMail } from '../mailer.js';
import { renderFrame, type Block, type RenderedMail } from './blocks.js';
import { contactToShopBlocks, withdrawalBlocks, type ContactData, type WithdrawalData } from './contact-mails.js';
import {
  emailChangedBlocks,
  signUpExistingBlocks,
  loginLimitBlocks,
  type LoginLimitData,
  type EmailChangedData,
  type SignUpExistingData,
  newsletterConfirmationBlocks,
  newsletterUnsubscribeBlocks,
  newsletterWelcomeBlocks,
  passwordResetBlocks,
  unsubscribeLink,
  type NewsletterConfirmationData,
  type NewsletterUnsubscribeData,
  type NewsletterWelcomeData,
  type PasswordResetData,
} from './customer-mails.js';
import { orderConfirmationBlocks, type OrderConfirmationData } from './order-confirmation.js';
import { orderUpdateBlocks, orderUpdateSubject, type OrderUpdateData } from './order-update-mail.js';
import { mailTexts, type MailTexts } from './texts.js';

export type { RenderedMail } from './blocks.js';
export type { ContactData, WithdrawalData } from './contact-mails.js';
export type { EmailChangedData, SignUpExistingData } from './customer-mails.js';
export type { NewsletterConfirmationData, NewsletterUnsubscribeData, NewsletterWelcomeData, PasswordResetData } from './customer-mails.js';
export type { LegalText, LegalTexts } from './legal-text.js';
export type { OrderConfirmationData, OrderMailItem, OrderMailOrder } from './order-confirmation.js';
export type { OrderUpdateData } from './order-update-mail.js';

export interface TemplateDataMap {
  'order-confirmation': OrderConfirmationData;
  'password-reset': PasswordResetData;
  'newsletter-confirmation': NewsletterConfirmationData;
  'newsletter-welcome': NewsletterWelcomeData;
  'newsletter-unsubscribe': NewsletterUnsubscribeData;
  /** The contact message as the shop's mailbox gets it. */
  'contact-to-shop': ContactData;
  /** The receipt of a withdrawal declaration, with the date and time it arrived. */
  'withdrawal-confirmation': WithdrawalData;
  /** To the old address after an e-mail change, with the undo link. */
  'email-changed': EmailChangedData;
  /** To an account's owner when someone signs up with the address again. */
  'signup-existing': SignUpExistingData;
  /** An order cancelled (by staff or unpaid past its due date), shipped or refunded. */
  'order-update': OrderUpdateData;
  /** To an account's owner when failed log-ins reached the per-account limit. */
  'login-limit': LoginLimitData;
}

export type TemplateName = keyof TemplateDataMap;

export const TEMPLATE_NAMES: readonly TemplateName[] = [
  'order-confirmation',
  'password-reset',
  'newsletter-confirmation',
  'newsletter-welcome',
  'newsletter-unsubscribe',
  'contact-to-shop',
  'withdrawal-confirmation',
  'email-changed',
  'signup-existing',
  'order-update',
  'login-limit',
];

export interface TemplateContext {
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
}

interface Composed {
  subject: string;
  blocks: Block[];
  headers?: Record<string, string>;
}

type Composer<T extends TemplateName> = (data: TemplateDataMap[T], texts: MailTexts, store: StoreCode, publicUrl: string) => Composed;

const COMPOSERS: { [T in TemplateName]: Composer<T> } = {
  'order-confirmation': (d, t, s, u) => ({ subject: t.order.subject(d.order.incrementId), blocks: orderConfirmationBlocks(d, t, s, u) }),
  'password-reset': (d, t, s, u) => ({ subject: t.passwordReset.subject, blocks: passwordResetBlocks(d, t, s, u) }),
  'newsletter-confirmation': (d, t, s, u) => ({ subject: t.newsletterConfirmation.subject, blocks: newsletterConfirmationBlocks(d, t, s, u) }),
  'newsletter-welcome': (d, t, s, u) => ({
    subject: t.newsletterWelcome.subject,
    blocks: newsletterWelcomeBlocks(d, t, s, u),
    headers: { 'List-Unsubscribe': `<${unsubscribeLink(u, s, d.email, d.unsubscribeToken)}>` },
  }),
  'newsletter-unsubscribe': (d, t, s, u) => ({ subject: t.newsletterUnsubscribe.subject, blocks: newsletterUnsubscribeBlocks(d, t, s, u) }),
  'contact-to-shop': (d, t) => ({ subject: t.contactToShop.subject(d.subject), blocks: contactToShopBlocks(d, t) }),
  'withdrawal-confirmation': (d, t) => ({ subject: t.withdrawal.subject(d.orderNumber), blocks: withdrawalBlocks(d, t) }),
  'email-changed': (d, t, s, u) => ({ subject: t.emailChanged.subject, blocks: emailChangedBlocks(d, t, s, u) }),
  'signup-existing': (d, t, s, u) => ({ subject: t.signUpExisting.subject, blocks: signUpExistingBlocks(d, t, s, u) }),
  'order-update': (d, t, s) => ({ subject: orderUpdateSubject(d, t), blocks: orderUpdateBlocks(d, t, s) }),
  'login-limit': (d, t, s, u) => ({ subject: t.loginLimit.subject, blocks: loginLimitBlocks(d, t, s, u) }),
};

function shopFooter(texts: MailTexts): string {
  const { street, postcode, city } = SHOP.factoryShop;
  return texts.footer({ name: SHOP.name, address: `${street}, ${postcode} ${city}`, email: SHOP.email, phone: SHOP.factoryShop.phone });
}

export function renderTemplate<T extends TemplateName>(template: T, store: StoreCode, data: TemplateDataMap[T], context: TemplateContext): RenderedMail {
  const texts = mailTexts(store);
  const composed = (COMPOSERS[template] as Composer<T>)(data, texts, store, context.publicUrl);
  const rendered = renderFrame({ language: getStoreView(store).language, subject: composed.subject, blocks: composed.blocks, footer: shopFooter(texts) });
  return composed.headers ? { ...rendered, headers: composed.headers } : rendered;
}

export interface SendTemplateOptions {
  replyTo?: string;
}

/** Renders a template in the store view's language and sends it to `to` from MAIL_FROM. */
export async function sendTemplate<T extends TemplateName>(
  mailer: Mailer,
  template: T,
  store: StoreCode,
  to: string,
  data: TemplateDataMap[T],
  options: SendTemplateOptions = {},
): Promise<SentMail> {
  const mail = renderTemplate(template, store, data, { publicUrl: mailer.publicUrl });
  return mailer.send({ to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers, replyTo: options.replyTo, template });
}
