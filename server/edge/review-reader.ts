// Approved reviews from the commerce upstream (GET /api/review/list), for the product page's server render and for
// the public read route. The page render asks fresh: the rendered-HTML cache already bounds how often that happens,
// and a review approved by staff drops the page on every edge through the change stream (change-subscriber.ts). The public route is a catalogue-like
// read cached for CACHE_TTL_PRODUCT; empty lists and errors are not cached (STYLE "cached reads").
import type { FastifyInstance } from 'fastify';
import { isReviewList, type ReviewApi } from '../../shared/api/reviews.js';
import type { ReviewList } from '../../shared/catalog/reviews.js';
import type { ForwardingClient } from '../upstream/forwarding-client.js';
import { UpstreamError, wrongFormat } from '../upstream/http-client.js';
import type { EdgeCache } from './cache.js';

export interface EdgeReviewReader extends ReviewApi {
  listApprovedCached(productId: number): Promise<ReviewList>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reviewReader?: EdgeReviewReader;
  }
}

export const reviewCacheTag = (productId: number): string => `reviews:${productId}`;

export function createReviewReader(commerce: ForwardingClient, cache: EdgeCache): EdgeReviewReader {
  const listApproved = async (productId: number): Promise<ReviewList> => {
    const answer = await commerce.forward({ method: 'GET', path: '/api/review/list', query: { productId } });
    if (answer.status !== 200) throw new UpstreamError('ERR_UPSTREAM_STATUS', commerce.name, `review list answered ${answer.status}`, { status: answer.status });
    if (!isReviewList(answer.envelope.result)) throw wrongFormat(commerce.name, answer.status);
    return answer.envelope.result;
  };
  return {
    listApproved,
    listApprovedCached: (productId) =>
      cache.getOrLoad({
        kind: 'product',
        key: reviewCacheTag(productId),
        tags: [reviewCacheTag(productId)],
        load: () => listApproved(productId),
        cacheable: (list) => list.items.length > 0,
      }),
  };
}

/** The reader the page render uses (see page-context.ts); absent in apps built without it. */
export function decorateReviewReader(app: FastifyInstance, reader: EdgeReviewReader): void {
  app.decorate('reviewReader', reader);
}
