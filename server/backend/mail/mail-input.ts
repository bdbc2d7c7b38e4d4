// Checks of the mail-service bodies (no I/O): every bad field is a 400 that names it. Lengths are bounded so that
// nobody can push a novel through the shop's mail server; single-line fields refuse line breaks (header injection).
import { isValidEmail, EMAIL_MAX_LENGTH } from '../../../shared/commerce/email.js';
import { isStoreCode, type StoreCode } from '../../../shared/store-views.js';
import { invalidField, type JsonObject } from './api-error.js';
import { TEMPLATE_NAMES, type TemplateName } from './templates/index.js';

export const TOKEN_MAX_LENGTH = 512;
export const SUBJECT_MAX_LENGTH = 200;
export const EMAIL_TEXT_MAX_LENGTH = 10_000;
/** Stores without a `store` field get the main store's language. */
export const DEFAULT_STORE: StoreCode = 'main';

const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** Control characters other than tab and line breaks never belong in a mail a person wrote. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

export interface TextRule {
  max: number;
  multiline?: boolean;
  optional?: boolean;
}

export function readText(body: JsonObject, field: string, rule: TextRule, path = field): string | null {
  const value = body[field];
  if ((value === undefined || value === null || value === '') && rule.optional) return null;
  if (typeof value !== 'string' || value.trim() === '') throw invalidField(path, `${path} is required`);
  const text = value.trim();
  if (text.length > rule.max) throw invalidField(path, `${path} must be at most ${rule.max} characters`);
  if (hasControlCharacter(text) || (!rule.multiline && LINE_BREAK.test(text))) throw invalidField(path, `${path} contains characters that are not allowed`);
  return text;
}

export function readEmail(body: JsonObject, field: string, path = field): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw invalidField(path, `${path} is required`);
  if (value.length > EMAIL_MAX_LENGTH || !isValidEmail(value)) throw invalidField(path, `${path} is not a valid e-mail address`);
  return value.trim();
}

/** The token when the body carries a plausible one, else null (the caller answers 401). */
export function readToken(body: JsonObject): string | null {
  const token = body.token;
  return typeof token === 'string' && token.length > 0 && token.length <= TOKEN_MAX_LENGTH ? token : null;
}

export function readStore(body: JsonObject): StoreCode {
  const store = body.store ?? body.storeCode;
  if (store === undefined || store === null || store === '') return DEFAULT_STORE;
  if (!isStoreCode(store)) throw invalidField('store', 'store must be one of main, de, it');
  return store;
}

export interface SendEmailInput {
  sourceAddress: string;
  targetAddress: string;
  subject: string;
  emailText: string;
  confirmation: boolean;
  store: StoreCode;
}

export function parseSendEmail(body: JsonObject): SendEmailInput {
  const confirmation = body.confirmation ?? false;
  if (typeof confirmation !== 'boolean') throw invalidField('confirmation', 'confirmation must be true or false');
  return {
    sourceAddress: readEmail(body, 'sourceAddress'),
    targetAddress: readEmail(body, 'targetAddress'),
    subject: readText(body, 'subject', { max: SUBJECT_MAX_LENGTH })!,
    emailText: readText(body, 'emailText', { max: EMAIL_TEXT_MAX_LENGTH, multiline: true })!,
    confirmation,
    store: readStore(body),
  };
}

export interface TransactionInput {
  template: TemplateName;
  to: string;
  store: StoreCode;
  data: JsonObject;
}

export function parseTransaction(body: JsonObject): TransactionInput {
  const template = body.template;
  if (typeof template !== 'string' || !(TEMPLATE_NAMES as readonly string[]).includes(template)) {
    throw invalidField('template', `template must be one of ${TEMPLATE_NAMES.join(', ')}`);
  }
  const data = body.data ?? {};
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw invalidField('data', 'data must be an object');
  return { template: template as TemplateName, to: readEmail(body, 'to'), store: readStore(body), data: data as JsonObject };
}
