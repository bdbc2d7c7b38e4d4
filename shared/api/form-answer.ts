// How a shopper's form (newsletter, unsubscribe, contact) reads an answer of the public API (DESIGN §3.1 envelope,
// spec 02 §8 "a response code other than 200 shows the server message"): success, a polite "too many tries" for
// the rate limit, the server's own words for a 4xx verdict, and a general failure for everything else.

export type FormAnswer =
  | { kind: 'ok'; result: unknown }
  | { kind: 'rate-limited' }
  /** The server refused the input (400/401/403/404/409/422); `message` is its text (English) when it gave one. */
  | { kind: 'refused'; message: string | null; field: string | null }
  | { kind: 'failed' };

/** Shown when the rate limit (HTTP 429) answered. */
export const RATE_LIMITED_TEXT = 'You have tried this several times in a short while. Please wait a minute and try again.';
/** Shown for a network error, a 5xx or an answer that is not our envelope. */
export const FAILED_TEXT = 'Something went wrong. Please try again in a moment.';

export function readFormAnswer(status: number, body: unknown): FormAnswer {
  if (status === 429) return { kind: 'rate-limited' };
  const envelope = typeof body === 'object' && body !== null ? (body as { code?: unknown; result?: unknown; meta?: { field?: unknown } }) : null;
  if (status >= 200 && status < 300 && envelope?.code === 200) return { kind: 'ok', result: envelope.result };
  if (status >= 400 && status < 500) {
    const message = typeof envelope?.result === 'string' && envelope.result.trim() ? envelope.result : null;
    const field = typeof envelope?.meta?.field === 'string' ? envelope.meta.field : null;
    return { kind: 'refused', message, field };
  }
  return { kind: 'failed' };
}
