// The payment method forms of spec 02 §2 and the rules they are complete by (§5). SEPA: bank country DE, AT or CH
// (default DE), IBAN 10 to 34 and BIC 8 to 11 characters, both required; the spec shows no message, the shop shows
// one so that the shopper knows why the step does not complete. Card: cardholder names trimmed and required; the
// card itself lives in Payone's hosted fields and comes back as a pseudo card number.
import type { FieldError } from './checkout-validation.js';

export type PaymentFormKind = 'creditcard' | 'sepa' | 'redirect' | 'info' | 'klarna' | 'hidden' | 'none';

export const SEPA_BANK_COUNTRIES = ['DE', 'AT', 'CH'] as const;
/** Spec 02 §9: default bank country DE. */
export const DEFAULT_BANK_COUNTRY = 'DE';
export const IBAN_LENGTH = { min: 10, max: 34 } as const;
export const BIC_LENGTH = { min: 8, max: 11 } as const;
/** Spec 02 §2 and §9: card types V (Visa) and M (Mastercard). */
export const CARD_TYPES = [
  { code: 'V', name: 'Visa' },
  { code: 'M', name: 'Mastercard' },
] as const;

export const SEPA_MESSAGES = {
  iban: 'Please enter a valid IBAN ({min} to {max} letters and digits)',
  ibanCheckDigits: 'This IBAN is not valid. Please check it.',
  ibanCountry: 'Please enter the IBAN of a bank in Germany, Austria or Switzerland.',
  bankCountryOfIban: 'The bank country must be the country of your IBAN ({country}).',
  bic: 'Please enter a valid BIC ({min} to {max} letters and digits)',
  card: 'Please check your card details',
} as const;

export function paymentFormKind(code: string): PaymentFormKind {
  switch (code) {
    case 'payone_creditcard':
      return 'creditcard';
    case 'payone_debit_payment':
      return 'sepa';
    case 'payone_paypal':
    case 'payone_obt_giropay':
    case 'payone_obt_sofortueberweisung':
      return 'redirect';
    case 'banktransfer':
    case 'checkmo':
      return 'info';
    case 'payone_klarna_base':
    case 'payone_klarna_installment':
      return 'klarna';
    case 'payone_applepay':
      return 'hidden';
    default:
      return 'none';
  }
}

/** IBAN and BIC as Payone takes them: without spaces, upper case. */
export const compactBankCode = (value: string | undefined): string => (value ?? '').replace(/\s+/g, '').toUpperCase();

/** ISO 13616 check digits: the IBAN moved four characters round, letters as 10–35, is 1 modulo 97. */
export function hasValidIbanCheckDigits(value: string): boolean {
  const iban = compactBankCode(value);
  if (!/^[A-Z]{2}[0-9]{2}[0-9A-Z]{10,30}$/.test(iban)) return false;
  let remainder = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const digits = /[0-9]/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export interface SepaAccountProblem {
  field: 'iban' | 'bankcountry';
  message: string;
  params?: Record<string, string | number>;
}

/**
 * The bank account rules of spec 02 §2 that the page and the server both apply before an order is placed: an IBAN
 * with valid check digits (mod 97), of a bank in DE, AT or CH, and the bank country chosen is the IBAN's own (an
 * IBAN's first two letters are its country; none chosen means DE). Lengths are sepaProblems' concern.
 */
export function sepaAccountProblem(form: { iban?: unknown; bankcountry?: unknown }): SepaAccountProblem | null {
  const iban = compactBankCode(typeof form.iban === 'string' ? form.iban : '');
  const bankCountry = (typeof form.bankcountry === 'string' && form.bankcountry.trim() ? form.bankcountry.trim() : DEFAULT_BANK_COUNTRY).toUpperCase();
  if (!hasValidIbanCheckDigits(iban)) return { field: 'iban', message: SEPA_MESSAGES.ibanCheckDigits };
  const country = iban.slice(0, 2);
  if (!(SEPA_BANK_COUNTRIES as readonly string[]).includes(country)) return { field: 'iban', message: SEPA_MESSAGES.ibanCountry };
  if (country !== bankCountry) return { field: 'bankcountry', message: SEPA_MESSAGES.bankCountryOfIban, params: { country } };
  return null;
}

const within = (value: string, range: { min: number; max: number }) => /^[0-9A-Z]+$/.test(value) && value.length >= range.min && value.length <= range.max;

/** Spec 02 §5: the SEPA form is complete only when IBAN and BIC are non-empty, IBAN 10–34 and BIC 8–11 long. */
export function isSepaComplete(form: { iban?: string; bic?: string }): boolean {
  return within(compactBankCode(form.iban), IBAN_LENGTH) && within(compactBankCode(form.bic), BIC_LENGTH);
}

export function sepaProblems(form: Record<string, string>): Record<string, FieldError> {
  const problems: Record<string, FieldError> = {};
  if (!within(compactBankCode(form.iban), IBAN_LENGTH)) problems.iban = { message: SEPA_MESSAGES.iban, params: IBAN_LENGTH };
  if (!within(compactBankCode(form.bic), BIC_LENGTH)) problems.bic = { message: SEPA_MESSAGES.bic, params: BIC_LENGTH };
  if (!SEPA_BANK_COUNTRIES.includes((form.bankcountry || DEFAULT_BANK_COUNTRY) as (typeof SEPA_BANK_COUNTRIES)[number])) problems.bankcountry = { message: 'This field is required' };
  const account = problems.iban || problems.bankcountry ? null : sepaAccountProblem(form);
  if (account) problems[account.field] = account.params ? { message: account.message, params: account.params } : { message: account.message };
  return problems;
}

/** Card: cardholder names (trimmed) required; the card check must have given a pseudo card number of type V or M. */
export function cardProblems(form: Record<string, string>): Record<string, FieldError> {
  const problems: Record<string, FieldError> = {};
  if (!(form.firstname ?? '').trim()) problems.cardFirstname = { message: 'This field is required' };
  if (!(form.lastname ?? '').trim()) problems.cardLastname = { message: 'This field is required' };
  const typeOk = CARD_TYPES.some((t) => t.code === form.cardtype);
  if (!/^\d{16,19}$/.test(form.pseudocardpan ?? '') || !typeOk) problems.card = { message: SEPA_MESSAGES.card };
  return problems;
}

/** The problems of the chosen method's form; methods without a form have none. */
export function paymentFormProblems(code: string, form: Record<string, string>): Record<string, FieldError> {
  const kind = paymentFormKind(code);
  if (kind === 'sepa') return sepaProblems(form);
  if (kind === 'creditcard') return cardProblems(form);
  if (kind === 'klarna' && !(form.authorization_token ?? '').trim()) return { klarna: { message: 'Please confirm the payment with Klarna' } };
  return {};
}

/** Methods whose payment is finished at the provider: the shopper leaves the shop and comes back to /redirect. */
export const isRedirectMethod = (code: string): boolean => paymentFormKind(code) === 'redirect' || paymentFormKind(code) === 'klarna';

/** Methods that need Payone at order time, so they cannot be queued while offline. */
export const isPayoneMethodCode = (code: string): boolean => code.startsWith('payone_');
