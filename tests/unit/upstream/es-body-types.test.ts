// The edge's search bodies are typed with the official Elasticsearch client's request types (issue #14 item 6), so
// a body a real cluster would reject fails `tsc`. Each @ts-expect-error below is such a body: if the types stopped
// catching it, the type check (npm run typecheck, part of CI) would fail on the unused directive.
import { describe, expect, it } from 'vitest';
import { buildProductSearchBody, type EsAggregation, type EsQuery, type SearchBody } from '../../../server/upstream/catalog-query.js';

describe('search bodies typed by the Elasticsearch client', () => {
  it('accepts what the edge builds and refuses what a cluster refuses', () => {
    const body: SearchBody | null = buildProductSearchBody({ store: 'main', q: 'oxford', sort: 'final_price:asc' }, { listOutOfStock: true });
    expect(body?.size).toBeGreaterThan(0);

    const rejected: unknown[] = [
      // @ts-expect-error an unknown query type ("parsing_exception: unknown query [match_everything]")
      { match_everything: {} } satisfies EsQuery,
      // @ts-expect-error a misspelt bool clause ("[bool] query does not support [filters]")
      { bool: { filters: [] } } satisfies EsQuery,
      // @ts-expect-error a multi_match type that does not exist
      { multi_match: { query: 'x', type: 'prefix_bool' } } satisfies EsQuery,
      // @ts-expect-error a terms aggregation size that is no number
      { terms: { field: 'color', size: 'all' } } satisfies EsAggregation,
      // @ts-expect-error a sort order that is neither asc nor desc
      { query: { match_all: {} }, size: 1, sort: [{ price: { order: 'up' } }] } satisfies SearchBody,
      // @ts-expect-error a size given as text
      { query: { match_all: {} }, size: '10' } satisfies SearchBody,
    ];
    expect(rejected).toHaveLength(6);
  });
});
