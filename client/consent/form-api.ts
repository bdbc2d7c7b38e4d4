// The calls the consent, newsletter and contact screens make to the shop's own API, each read into a FormAnswer
// (shared/api/form-answer.ts) so the screens only decide what to say.
import { readFormAnswer, type FormAnswer } from '../../shared/api/form-answer.js';
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

/** The mail service's two steps (spec 02 §7): a fresh single-use token, then the mail with it. */
export async function sendContactMail(mail: SendEmailBody, store: StoreCode): Promise<FormAnswer> {
  const token = await call('GET', `${MAIL_SERVICE_BASE}/get-token`);
  if (token.kind !== 'ok') return token;
  if (typeof token.result !== 'string') return { kind: 'failed' };
  return call('POST', `${MAIL_SERVICE_BASE}/send-email`, { ...mail, token: token.result, store });
}

export interface PublicSettings {
  tagManager: { scriptUrl: string; containerId: string } | null;
}

export const PUBLIC_SETTINGS_PATH = '/api/settings/public';

export async function fetchPublicSettings(): Promise<PublicSettings | null> {
  const answer = await call('GET', PUBLIC_SETTINGS_PATH);
  return answer.kind === 'ok' && typeof answer.result === 'object' && answer.result !== null ? (answer.result as PublicSettings) : null;
}
