// The one error type of the commerce backend: a stable code from shared/commerce/error-codes.ts, the HTTP status
// and the envelope it becomes (`{code, result: message, meta: {errorCode, field?, skus?, grandTotalCents?}}`).
import { COMMERCE_ERRORS, type CommerceErrorCode, type CommerceErrorMeta } from '../../../shared/commerce/error-codes.js';

export interface CommerceErrorOptions {
  message?: string;
  field?: string;
  skus?: string[];
  status?: number;
  grandTotalCents?: number;
  /** Replaces the message as the envelope's result (change-password answers `{errorMessage}`). */
  result?: unknown;
  /** Sent as Retry-After (a limited account: seconds until its window ends). */
  retryAfterSeconds?: number;
}

export class CommerceError extends Error {
  readonly code: CommerceErrorCode;
  readonly status: number;
  readonly field?: string;
  readonly skus?: string[];
  readonly result?: unknown;
  readonly grandTotalCents?: number;
  readonly retryAfterSeconds?: number;

  constructor(code: CommerceErrorCode, options: CommerceErrorOptions = {}) {
    super(options.message ?? COMMERCE_ERRORS[code].message);
    this.name = 'CommerceError';
    this.code = code;
    this.status = options.status ?? COMMERCE_ERRORS[code].status;
    this.field = options.field;
    this.skus = options.skus;
    this.result = options.result;
    this.grandTotalCents = options.grandTotalCents;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  toEnvelope(): { code: number; result: unknown; meta: CommerceErrorMeta } {
    const meta: CommerceErrorMeta = { errorCode: this.code };
    if (this.field) meta.field = this.field;
    if (this.skus) meta.skus = this.skus;
    if (this.grandTotalCents !== undefined) meta.grandTotalCents = this.grandTotalCents;
    return { code: this.status, result: this.result ?? this.message, meta };
  }
}

export function fail(code: CommerceErrorCode, options?: CommerceErrorOptions): CommerceError {
  return new CommerceError(code, options);
}

/** A validation failure that names the field. */
export function invalidField(field: string, message: string, code: CommerceErrorCode = 'ERR_VALIDATION'): CommerceError {
  return new CommerceError(code, { field, message });
}
