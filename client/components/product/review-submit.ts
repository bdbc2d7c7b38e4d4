// Sending a review (spec 02 §7 POST /api/review/create {review}; success means code 200). A logged-in customer's
// token goes along so that the review carries the author; without one the review is a guest's.
import { authorizationHeader } from '../../../shared/api/access-token.js';
import { isEnvelope } from '../../../shared/api/envelope.js';
import { reviewRequestBody, type ReviewFormInput } from '../../../shared/catalog/reviews.js';
import { getAuthHandler } from '../../cart/cart-api.js';

/** The session feature's local storage key of the cached user ({ token, … }). */
export const USER_STORAGE_KEY = 'shop/user';

/** The session's token: from the session feature when it is wired, else from the cached user in local storage. */
export function customerToken(storage: Pick<Storage, 'getItem'> | null = typeof window === 'undefined' ? null : window.localStorage): string | null {
  const fromSession = getAuthHandler()?.getToken();
  if (fromSession) return fromSession;
  try {
    const cached = JSON.parse(storage?.getItem(USER_STORAGE_KEY) ?? 'null') as { token?: unknown } | null;
    return typeof cached?.token === 'string' && cached.token ? cached.token : null;
  } catch {
    return null;
  }
}

export type ReviewSubmitResult = { ok: true } | { ok: false; message: string | null };

export async function submitReview(productId: number, input: ReviewFormInput, fetchImpl: typeof fetch = (i, init) => fetch(i, init)): Promise<ReviewSubmitResult> {
  const token = customerToken();
  try {
    const headers = { 'content-type': 'application/json', accept: 'application/json', ...authorizationHeader(token) };
    const response = await fetchImpl('/api/review/create', { method: 'POST', headers, body: JSON.stringify(reviewRequestBody(productId, input)) });
    const body: unknown = await response.json().catch(() => null);
    if (isEnvelope(body) && body.code === 200) return { ok: true };
    return { ok: false, message: isEnvelope(body) && typeof body.result === 'string' ? body.result : null };
  } catch {
    return { ok: false, message: null };
  }
}
