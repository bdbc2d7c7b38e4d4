// Which failed answers the shopper sees (spec 02 §8): a code other than 200 shows the server's message as an error
// notification unless the call is silent, the message is empty or the code is ENOTFOUND. Known commerce codes are
// shown in the shopper's language (their English text is the i18n key); validation messages name the field and
// pass as they are.
import { COMMERCE_ERRORS, isCommerceErrorCode } from '../commerce/error-codes.js';

export interface AnswerLike {
  code: number;
  result: unknown;
  meta?: Record<string, unknown>;
}

/** The code of a network failure (no answer at all), as the framework names a failed lookup. */
export const NETWORK_ERROR_CODE = 'ENOTFOUND';

function messageOf(result: unknown): string {
  if (typeof result === 'string') return result.trim();
  if (result && typeof result === 'object') {
    const { errorMessage, message } = result as { errorMessage?: unknown; message?: unknown };
    if (typeof errorMessage === 'string') return errorMessage.trim();
    if (typeof message === 'string') return message.trim();
  }
  return '';
}

export function errorNoticeFor(answer: AnswerLike, silent: boolean): string | null {
  if (answer.code === 200 || silent) return null;
  if (isUnanswered(answer)) return null;
  const errorCode = answer.meta?.errorCode;
  if (isCommerceErrorCode(errorCode) && errorCode !== 'ERR_VALIDATION') return COMMERCE_ERRORS[errorCode].message;
  const message = messageOf(answer.result);
  return message === '' ? null : message;
}

/** The cart the call named does not exist (any more): it must be recreated. */
export function isCartNotFound(answer: AnswerLike): boolean {
  return answer.code === 404 && answer.meta?.errorCode === 'ERR_CART_NOT_FOUND';
}

/** No answer came (offline, timed out, or the page was left mid-call): nothing was refused, so nothing is undone. */
export function isUnanswered(answer: AnswerLike): boolean {
  return answer.code === 0 || answer.meta?.errorCode === NETWORK_ERROR_CODE || answer.result === NETWORK_ERROR_CODE;
}
