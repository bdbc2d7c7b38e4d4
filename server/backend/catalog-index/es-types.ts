// Shapes of Elasticsearch 7 search answers, as far as the embedded index produces them.

export type Scalar = string | number | boolean;

export interface EsHit {
  _index: string;
  _type: '_doc';
  _id: string;
  /** null when hits are sorted by a field (ES computes no score then unless track_scores is set). */
  _score: number | null;
  /** Absent when the request says `_source: false`. */
  _source?: Record<string, unknown>;
  /** Present when the request has a sort: the values the hit was sorted by. */
  sort?: (Scalar | null)[];
}

export interface EsTermsBucket {
  key: string | number;
  key_as_string?: string;
  doc_count: number;
}

export interface EsTermsAggregation {
  doc_count_error_upper_bound: 0;
  sum_other_doc_count: number;
  buckets: EsTermsBucket[];
}

export interface EsRangeBucket {
  key: string;
  from?: number;
  to?: number;
  doc_count: number;
}

export interface EsRangeAggregation {
  buckets: EsRangeBucket[] | Record<string, Omit<EsRangeBucket, 'key'>>;
}

/** A `filter` aggregation: how many documents its query kept, and its sub-aggregations by name beside that. */
export type EsFilterAggregation = { doc_count: number } & { [name: string]: number | EsAggregationResult };

export type EsAggregationResult = EsTermsAggregation | EsRangeAggregation | EsFilterAggregation;

export interface EsSearchResponse {
  took: number;
  timed_out: false;
  _shards: { total: 1; successful: 1; skipped: 0; failed: 0 };
  hits: {
    /** Absent when the request says `track_total_hits: false`. */
    total?: { value: number; relation: 'eq' | 'gte' };
    max_score: number | null;
    hits: EsHit[];
  };
  aggregations?: Record<string, EsAggregationResult>;
}
