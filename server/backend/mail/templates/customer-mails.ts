// Password reset and the newsletter's mails: double opt-in confirmation, welcome with the coupon, unsubscribe link.
// Links are built here from PUBLIC_URL and the store view's prefix, never taken from the caller, so a mail can
// only ever point at the shop.
import { localizePath, type StoreCode } from '../../../../shared/store-views.js';
import type { Block } from './blocks.js';
import type { MailTexts } from './texts.js';

export interface PasswordResetData {
  email: string;
  /** The raw reset token (the commerce backend keeps only its hash). */
  token: string;
}

export interface NewsletterConfirmationData {
  /** The raw double opt-in token. */
  token: string;
}

export interface NewsletterWelcomeData {
  email: string;
  couponCode: string;
  percent: number;
  unsubscribeToken: string;
}

export interface NewsletterUnsubscribeData {
  email: string;
  unsubscribeToken: string;
}

export function shopLink(publicUrl: string, store: StoreCode, path: string, query: Record<string, string>): string {
  return `${publicUrl}${localizePath(store, path)}?${new URLSearchParams(query).toString()}`;
}

export function unsubscribeLink(publicUrl: string, store: StoreCode, email: string, token: string): string {
  return shopLink(publicUrl, store, '/abmelden', { email, token });
}

export function passwordResetBlocks(data: PasswordResetData, texts: MailTexts, store: StoreCode, publicUrl: string): Block[] {
  const t = texts.passwordReset;
  return [
    { kind: 'paragraph', text: texts.greeting(null) },
    { kind: 'paragraph', text: t.intro(data.email) },
    { kind: 'action', label: t.action, url: shopLink(publicUrl, store, '/resetpassword', { email: data.email, token: data.token }) },
    { kind: 'paragraph', text: t.validity },
    { kind: 'paragraph', text: t.ignore },
    { kind: 'lines', text: texts.signOff },
  ];
}

export interface EmailChangedData {
  oldEmail: string;
  newEmail: string;
  /** The raw undo token (the commerce backend keeps only its hash). */
  token: string;
}

/** To an account's owner when failed log-ins reached the per-account limit. */
export interface LoginLimitData {
  email: string;
}

export function loginLimitBlocks(_data: LoginLimitData, texts: MailTexts, store: StoreCode, publicUrl: string): Block[] {
  const t = texts.loginLimit;
  return [
    { kind: 'paragraph', text: texts.greeting(null) },
    { kind: 'paragraph', text: t.intro },
    { kind: 'paragraph', text: t.reset },
    { kind: 'action', label: t.action, url: shopLink(publicUrl, store, '/resetpassword', {}) },
    { kind: 'lines', text: texts.signOff },
  ];
}

export interface SignUpExistingData {
  email: string;
}

/** The undo link opens the reset-password page, which undoes the change and offers a new password at once. */
export function emailChangedBlocks(data: EmailChangedData, texts: MailTexts, store: StoreCode, publicUrl: string): Block[] {
  const t = texts.emailChanged;
  return [
    { kind: 'paragraph', text: texts.greeting(null) },
    { kind: 'paragraph', text: t.intro(data.oldEmail, data.newEmail) },
    { kind: 'action', label: t.action, url: shopLink(publicUrl, store, '/resetpassword', { undoEmailChange: data.token }) },
    { kind: 'paragraph', text: t.validity },
    { kind: 'paragraph', text: t.ignore },
    { kind: 'lines', text: texts.signOff },
  ];
}

export function signUpExistingBlocks(data: SignUpExistingData, texts: MailTexts, store: StoreCode, publicUrl: string): Block[] {
  const t = texts.signUpExisting;
  return [
    { kind: 'paragraph', text: texts.greeting(null) },
    { kind: 'paragraph', text: t.intro(data.email) },
    { kind: 'paragraph', text: t.login },
    { kind: 'action', label: t.reset, url: shopLink(publicUrl, store, '/resetpassword', {}) },
    { kind: 'paragraph', text: t.ignore },
    { kind: 'lines', text: texts.signOff },
  ];
}

export function newsletterConfirmationBlocks(data: NewsletterConfirmationData, texts: MailTexts, store: StoreCode, publicUrl: string): Block[] {
  const t = texts.newsletterConfirmation;
  return [
    { kind: 'paragraph', text: texts.greeting(null) },
    { kind: 'paragraph', text: t.intro },
    { kind: 'action', label: t.action, url: shopLink(publicUrl, store, '/newsletter', { confirm: data.token }) },
    { kind: 'paragraph', text: t.validity },
    { kind: 'paragraph', text: t.ignore },
    { kind: 'lines', text: texts.signOff },
  ];
}

export function newsletterWelcomeBlocks(data: NewsletterWelcomeData, texts: MailTexts, store: StoreCode, publicUrl: string): Block[] {
  const t = texts.newsletterWelcome;
  return [
    { kind: 'paragraph', text: texts.greeting(null) },
    { kind: 'paragraph', text: t.intro },
    { kind: 'paragraph', text: t.coupon(data.percent) },
    { kind: 'code', text: data.couponCode },
    { kind: 'paragraph', text: t.howTo },
    { kind: 'lines', text: texts.signOff },
    { kind: 'action', label: t.unsubscribe, url: unsubscribeLink(publicUrl, store, data.email, data.unsubscribeToken) },
  ];
}

export function newsletterUnsubscribeBlocks(data: NewsletterUnsubscribeData, texts: MailTexts, store: StoreCode, publicUrl: string): Block[] {
  const t = texts.newsletterUnsubscribe;
  return [
    { kind: 'paragraph', text: texts.greeting(null) },
    { kind: 'paragraph', text: t.intro },
    { kind: 'action', label: t.action, url: unsubscribeLink(publicUrl, store, data.email, data.unsubscribeToken) },
    { kind: 'paragraph', text: t.ignore },
    { kind: 'lines', text: texts.signOff },
  ];
}
