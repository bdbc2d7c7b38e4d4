// The contact form's rules (spec 01 §2 '/contact', spec 02 §5 "Name at least 2 letters; valid e-mail; required
// fields") and the mail it becomes for the mail service's send-email (spec 02 §7). Pure; messages are English
// keys the client translates. Limits are the mail backend's (server/backend/mail/mail-input.ts).
import { isValidEmail } from '../commerce/email.js';

export const CONTACT_NAME_MIN_LETTERS = 2;
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 9_000;

export interface ContactFormValues {
  name: string;
  email: string;
  /** The subject or an order number. */
  subject: string;
  message: string;
  privacyAccepted: boolean;
}

export type ContactField = keyof ContactFormValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Field order for the error summary and the first field to focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message', 'privacyAccepted'];

const countLetters = (text: string): number => (text.match(/\p{L}/gu) ?? []).length;

function nameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'Please enter your name.';
  if (countLetters(trimmed) < CONTACT_NAME_MIN_LETTERS) return 'Your name needs at least 2 letters.';
  if (trimmed.length > CONTACT_NAME_MAX_LENGTH) return 'Your name may have at most 100 characters.';
  return undefined;
}

function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Please enter your e-mail address.';
  return isValidEmail(email) ? undefined : 'Please enter a valid e-mail address, e.g. name@example.com.';
}

function subjectError(subject: string): string | undefined {
  const trimmed = subject.trim();
  if (!trimmed) return 'Please enter a subject or your order number.';
  return trimmed.length > CONTACT_SUBJECT_MAX_LENGTH ? 'The subject may have at most 200 characters.' : undefined;
}

function messageError(message: string): string | undefined {
  const trimmed = message.trim();
  if (!trimmed) return 'Please write your message.';
  if (trimmed.length < CONTACT_MESSAGE_MIN_LENGTH) return 'Your message needs at least 10 characters.';
  return trimmed.length > CONTACT_MESSAGE_MAX_LENGTH ? 'Your message may have at most 9000 characters.' : undefined;
}

export function validateContactForm(values: ContactFormValues): ContactErrors {
  const errors: ContactErrors = {
    name: nameError(values.name),
    email: emailError(values.email),
    subject: subjectError(values.subject),
    message: messageError(values.message),
    privacyAccepted: values.privacyAccepted ? undefined : 'Please agree to the privacy policy so that we may answer you.',
  };
  for (const field of CONTACT_FIELDS) if (!errors[field]) delete errors[field];
  return errors;
}

export interface ContactEmail {
  sourceAddress: string;
  targetAddress: string;
  subject: string;
  emailText: string;
  /** No copy to the sender: a form must never make the shop mail an address a stranger typed in (issue #13 item 4). */
  confirmation: false;
}

/** The send-email body: the shop's mailbox gets the name at the top of the text (the edge fixes the recipient). */
export function buildContactEmail(values: ContactFormValues, shopAddress: string): ContactEmail {
  const name = values.name.trim();
  return {
    sourceAddress: values.email.trim(),
    targetAddress: shopAddress,
    subject: values.subject.trim(),
    emailText: `${name}\n\n${values.message.trim()}`,
    confirmation: false,
  };
}
