// The browser's ReviewApi over the edge's GET /api/review/list (the same read the server makes in-process).
import { BAD_CONTENT_TYPE, isEnvelope, WRONG_RESPONSE_FORMAT } from '../../shared/api/envelope.js';
import { isReviewList, type ReviewApi } from '../../shared/api/reviews.js';
import type { ReviewList } from '../../shared/catalog/reviews.js';

type Fetch = typeof fetch;

export function createBrowserReviews(fetchImpl: Fetch = (input, init) => fetch(input, init)): ReviewApi {
  return {
    async listApproved(productId: number): Promise<ReviewList> {
      const response = await fetchImpl(`/api/review/list?productId=${encodeURIComponent(String(productId))}`, { headers: { accept: 'application/json' } });
      if (!(response.headers.get('content-type') ?? '').includes('application/json')) throw new Error(BAD_CONTENT_TYPE);
      const body: unknown = await response.json();
      if (!isEnvelope(body) || body.code !== 200 || !isReviewList(body.result)) throw new Error(WRONG_RESPONSE_FORMAT);
      return body.result;
    },
  };
}
