// The calls the consent, newsletter and contact screens make to the shop's own API, each read into a FormAnswer
// (shared/api/form-answer.ts) so the screens only decide what to say.
import { FAILED_TEXT, RATE_LIMITED_TEXT, readFormAnswer, type FormAnswer } from '../../shared/api/form-answer.js';
import type { Translate } from '../../shared/i18n/translate.js';
import type { StoreCode } from '../../shared/store-views.js';

export const NEWSLETTER_BASE = '/api/ext/mailchimp-subscribe';
export const MAIL_SERVICE_BASE = '/api/ext/mail-service';

async function call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<FormAnswer> {
  try {
    const response = await fetch(path, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return readFormAnswer(response.status, await response.json().catch(() => null));
  } catch {
    return { kind: 'failed' };
  }
}

/** Double opt-in: the backend mails a confirmation link in the store's language. */
export function subscribeToNewsletter(email: string, store: StoreCode): Promise<FormAnswer> {
  return call('POST', `${NEWSLETTER_BASE}/subscribe`, { email, store });
}

/** The link of the confirmation mail (/newsletter?confirm=…). */
export function confirmNewsletter(token: string): Promise<FormAnswer> {
  return call('POST', `${NEWSLETTER_BASE}/confirm`, { token });
}

/** With the link's token: unsubscribes at once. Without: the backend mails the address an unsubscribe link. */
export function unsubscribeFromNewsletter(email: string, token: string | null, store: StoreCode): Promise<FormAnswer> {
  return call('POST', `${NEWSLETTER_BASE}/unsubscribe`, token ? { email, token, store } : { email, store });
}

export interface SendEmailBody {
  sourceAddress: string;
  targetAddress: string;
  subject: string;
  emailText: string;
  confirmation: boolean;
}

/**
 * The contact form (spec 02 §7 send-email). The edge asks the mail service for its token itself and sends only to
 * the shop's mailbox (issue #13 item 4), so the browser holds no mail token.
 */
export function sendContactMail(mail: SendEmailBody, store: StoreCode): Promise<FormAnswer> {
  return call('POST', `${MAIL_SERVICE_BASE}/send-email`, { ...mail, store });
}

export interface PublicSettings {
  tagManager: { scriptUrl: string; containerId: string } | null;
}

export const PUBLIC_SETTINGS_PATH = '/api/settings/public';

export async function fetchPublicSettings(): Promise<PublicSettings | null> {
  const answer = await call('GET', PUBLIC_SETTINGS_PATH);
  return answer.kind === 'ok' && typeof answer.result === 'object' && answer.result !== null ? (answer.result as PublicSettings) : null;
}

/** What the shopper reads after a subscribe call, in the store's language (server texts are translation keys). */
export function newsletterAnswerText(answer: FormAnswer, t: Translate): string {
  if (answer.kind === 'ok') return t('Thank you! Please confirm your subscription in the e-mail we have just sent you.');
  return failureText(answer, t, 'The subscription did not work. Please try again.');
}

/** A refused, rate-limited or failed answer in the store's language; `fallback` when the server gave no words. */
export function failureText(answer: FormAnswer, t: Translate, fallback: string): string {
  if (answer.kind === 'rate-limited') return t(RATE_LIMITED_TEXT);
  // The edge's shape check names the field in English; the shopper reads what to fix instead.
  if (answer.kind === 'refused' && answer.field && /email|sourceAddress/i.test(answer.field)) return t('Please enter a valid e-mail address, e.g. name@example.com.');
  if (answer.kind === 'refused' && answer.message) return t(answer.message);
  if (answer.kind === 'failed') return t(FAILED_TEXT);
  return t(fallback);
}
