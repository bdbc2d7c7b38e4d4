// Mail-service input: every bad field is a 400 naming it (BRIEF rules), lengths are bounded, single-line fields
// refuse line breaks, and the shop-target rule of mail-service.ts.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../server/backend/mail/api-error.js';
import { parseSendEmail, parseTransaction, readToken, SUBJECT_MAX_LENGTH, EMAIL_TEXT_MAX_LENGTH } from '../../../server/backend/mail/mail-input.js';
import { addressOf, assertShopTarget } from '../../../server/backend/mail/mail-service.js';

const GOOD = { token: 't', sourceAddress: 'anna@example.com', targetAddress: 'service@kranich-schuhe.example', subject: 'Frage', emailText: 'Hallo\nWelt' };

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    return (error as ApiError).field;
  }
  throw new Error('expected a 400');
}

describe('send-email body', () => {
  it('accepts a good body, trims, defaults confirmation false and store main', () => {
    expect(parseSendEmail({ ...GOOD, subject: '  Frage ' })).toEqual({ sourceAddress: 'anna@example.com', targetAddress: 'service@kranich-schuhe.example', subject: 'Frage', emailText: 'Hallo\nWelt', confirmation: false, store: 'main' });
  });

  it.each([
    ['sourceAddress', { sourceAddress: 'not-an-address' }],
    ['targetAddress', { targetAddress: 'a@b' }],
    ['targetAddress', { targetAddress: undefined }],
    ['subject', { subject: '' }],
    ['subject', { subject: 'x'.repeat(SUBJECT_MAX_LENGTH + 1) }],
    ['subject', { subject: 'Hi\r\nBcc: x@example.com' }],
    ['emailText', { emailText: 'x'.repeat(EMAIL_TEXT_MAX_LENGTH + 1) }],
    ['emailText', { emailText: 'bell\u0007' }],
    ['confirmation', { confirmation: 'yes' }],
    ['store', { store: 'fr' }],
  ])('names %s', (field, patch) => {
    expect(fieldOf(() => parseSendEmail({ ...GOOD, ...patch }))).toBe(field);
  });

  it('reads a token only when it is a plausible string', () => {
    expect(readToken({ token: 'abc' })).toBe('abc');
    expect(readToken({ token: 42 })).toBeNull();
    expect(readToken({ token: 'x'.repeat(513) })).toBeNull();
    expect(readToken({})).toBeNull();
  });
});

describe('send-email-transaction body', () => {
  it('names template, to and data', () => {
    expect(fieldOf(() => parseTransaction({ template: 'spam', to: 'a@example.com' }))).toBe('template');
    expect(fieldOf(() => parseTransaction({ template: 'password-reset', to: 'nope' }))).toBe('to');
    expect(fieldOf(() => parseTransaction({ template: 'password-reset', to: 'a@example.com', data: [] }))).toBe('data');
  });
});

describe('shop target rule', () => {
  const ctx = { allowedTargets: new Set(['service@kranich-schuhe.example']) };
  it('allows only the shop address, case-insensitively', () => {
    expect(() => assertShopTarget(ctx, 'Service@Kranich-Schuhe.example', 'targetAddress')).not.toThrow();
    expect(fieldOf(() => assertShopTarget(ctx, 'victim@example.com', 'targetAddress'))).toBe('targetAddress');
  });
  it('reads the address out of a MAIL_FROM mailbox', () => {
    expect(addressOf('Schuhhaus Kranich <shop@kranich-schuhe.example>')).toBe('shop@kranich-schuhe.example');
    expect(addressOf('shop@kranich-schuhe.example')).toBe('shop@kranich-schuhe.example');
  });
});
