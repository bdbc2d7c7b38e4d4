// The parsed query: the subset of the Elasticsearch 7 query DSL that the storefront's edge emits (DESIGN §3.2).
import type { Scalar } from './es-types.js';
import type { Fuzziness } from './fuzzy.js';
import type { MinimumShouldMatch } from './minimum-should-match.js';

export interface TextMatchOptions {
  operator: 'or' | 'and';
  minimumShouldMatch: MinimumShouldMatch | null;
  fuzziness: Fuzziness;
  prefixLength: number;
  maxExpansions: number;
  transpositions: boolean;
}

export interface BoostedField {
  field: string;
  boost: number;
}

/** A range bound as written in the request; interpreted against the field's values at evaluation. */
export type RangeBound = Scalar;

export type QueryNode =
  | { kind: 'match_all'; boost: number }
  | {
      kind: 'bool';
      must: QueryNode[];
      filter: QueryNode[];
      should: QueryNode[];
      mustNot: QueryNode[];
      minimumShouldMatch: MinimumShouldMatch | null;
      boost: number;
    }
  | { kind: 'term'; field: string; value: Scalar; boost: number }
  | { kind: 'terms'; field: string; values: Scalar[]; boost: number }
  | { kind: 'range'; field: string; gt?: RangeBound; gte?: RangeBound; lt?: RangeBound; lte?: RangeBound; boost: number }
  | { kind: 'exists'; field: string; boost: number }
  | { kind: 'match'; field: string; text: string; options: TextMatchOptions; boost: number }
  | {
      kind: 'multi_match';
      fields: BoostedField[];
      text: string;
      options: TextMatchOptions;
      /** bool_prefix: the last term matches as a prefix (search as you type); fields combine as in most_fields. */
      type: 'best_fields' | 'most_fields' | 'bool_prefix';
      tieBreaker: number;
      boost: number;
    };

export const MATCH_ALL: QueryNode = { kind: 'match_all', boost: 1 };
