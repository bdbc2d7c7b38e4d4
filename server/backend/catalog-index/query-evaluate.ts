// Evaluates a parsed query over one index. Term-level queries read the precomputed exact-value index and
// numeric columns; scores follow Elasticsearch 7: term → keyword BM25 (numbers constant), terms/range/exists →
// constant (the boost), bool → sum of must and matching should scores, filters and must_not score nothing.
import type { DocumentCollection } from './document-collection.js';
import { parsingError } from './errors.js';
import type { Scalar } from './es-types.js';
import { keywordTermScore } from './bm25.js';
import { numericString, parseDateMath, queryKeys } from './field-values.js';
import type { MatchArena, Matches } from './matches.js';
import { requiredMatches } from './minimum-should-match.js';
import type { QueryNode } from './query-types.js';
import { evaluateMatch, evaluateMultiMatch } from './text-query.js';

export interface EvaluationContext {
  collection: DocumentCollection;
  /** Where the match arrays come from; the caller gives the result back to it when done. */
  arena: MatchArena;
  /** Epoch millis that `now` in date math stands for. */
  now: number;
}

/** The documents matching a query and their scores, in arrays of `context.arena`. */
export function evaluateQuery(node: QueryNode, context: EvaluationContext): Matches {
  const { collection, arena } = context;
  switch (node.kind) {
    case 'match_all':
      return arena.allMatch(node.boost);
    case 'bool':
      return evaluateBool(node, context);
    case 'term':
      return evaluateTerms(context, node.field, [node.value], node.boost, true);
    case 'terms':
      return evaluateTerms(context, node.field, node.values, node.boost, false);
    case 'range':
      return evaluateRange(node, context);
    case 'exists':
      return fromMask(collection.existing(collection.resolveField(node.field)), node.boost, arena);
    case 'match':
      return evaluateMatch(collection, node, arena);
    case 'multi_match':
      return evaluateMultiMatch(collection, node, arena);
  }
}

type BoolNode = Extract<QueryNode, { kind: 'bool' }>;

function evaluateBool(node: BoolNode, context: EvaluationContext): Matches {
  const { arena } = context;
  const size = context.collection.size;
  const required = node.must.length + node.filter.length;
  if (required + node.should.length + node.mustNot.length === 0) return arena.allMatch(node.boost);
  const result = arena.allMatch(0);
  const { mask, scores } = result;
  for (const clause of node.must) intersect(result, evaluateQuery(clause, context), true, arena);
  for (const clause of node.filter) intersect(result, evaluateQuery(clause, context), false, arena);
  for (const clause of node.mustNot) {
    const excluded = evaluateQuery(clause, context);
    for (let doc = 0; doc < size; doc++) if (excluded.mask[doc]) mask[doc] = 0;
    arena.release(excluded);
  }
  if (node.should.length > 0) {
    // A bool without must/filter needs at least one should clause to match, whatever minimum_should_match says.
    const spec = node.minimumShouldMatch;
    const minimum = Math.max(required === 0 ? 1 : 0, spec === null ? 0 : requiredMatches(node.should.length, spec));
    const counts = arena.int32(0);
    for (const clause of node.should) {
      const matches = evaluateQuery(clause, context);
      for (let doc = 0; doc < size; doc++) {
        if (matches.mask[doc]) {
          counts[doc]++;
          scores[doc] += matches.scores[doc];
        }
      }
      arena.release(matches);
    }
    for (let doc = 0; doc < size; doc++) if (counts[doc] < minimum) mask[doc] = 0;
    arena.releaseInt32(counts);
  }
  for (let doc = 0; doc < size; doc++) scores[doc] = mask[doc] ? scores[doc] * node.boost : 0;
  return result;
}

/** Keeps in `target` only the clause's documents (adding its scores for a must clause); the clause's arrays go back. */
function intersect(target: Matches, clause: Matches, addScores: boolean, arena: MatchArena): void {
  for (let doc = 0; doc < target.mask.length; doc++) {
    if (!clause.mask[doc]) target.mask[doc] = 0;
    else if (addScores) target.scores[doc] += clause.scores[doc];
  }
  arena.release(clause);
}

function fromMask(mask: Uint8Array, boost: number, arena: MatchArena): Matches {
  const result = arena.noMatches();
  result.mask.set(mask);
  for (let doc = 0; doc < mask.length; doc++) result.scores[doc] = mask[doc] * boost;
  return result;
}

/** term and terms: any stored value equal to a query value after ES's coercion (a term on an array matches any element). */
function evaluateTerms(context: EvaluationContext, field: string, values: Scalar[], boost: number, scored: boolean): Matches {
  const { collection } = context;
  const index = collection.exactIndex(collection.resolveField(field));
  const result = context.arena.noMatches();
  for (const value of values) {
    for (const key of queryKeys(value)) {
      const docs = index.postings.get(key);
      if (!docs) continue;
      // ES scores a term on a keyword field by idf; numeric term queries and terms queries are constant-score.
      const score = boost * (scored && !key.startsWith('n:') ? keywordTermScore(index.docCount, docs.length) : 1);
      for (const doc of docs) {
        result.mask[doc] = 1;
        if (score > result.scores[doc]) result.scores[doc] = score;
      }
    }
  }
  return result;
}

type RangeNode = Extract<QueryNode, { kind: 'range' }>;

function evaluateRange(node: RangeNode, context: EvaluationContext): Matches {
  const { collection } = context;
  const path = collection.resolveField(node.field);
  const where = `range.${node.field}`;
  const lower = node.gt ?? node.gte;
  const upper = node.lt ?? node.lte;
  const lowerNumber = lower === undefined ? -Infinity : numericBound(lower, node.gt !== undefined, context.now, where);
  const upperNumber = upper === undefined ? Infinity : numericBound(upper, node.lte !== undefined, context.now, where);
  if (lowerNumber === null || upperNumber === null) return evaluateStringRange(node, context, path);
  const lowerInclusive = node.gt === undefined;
  const upperInclusive = node.lt === undefined;
  const { offsets, values } = collection.numericColumn(path);
  const result = context.arena.noMatches();
  for (let doc = 0; doc < collection.size; doc++) {
    for (let i = offsets[doc]; i < offsets[doc + 1]; i++) {
      const value = values[i];
      const aboveLower = lowerInclusive ? value >= lowerNumber : value > lowerNumber;
      const belowUpper = upperInclusive ? value <= upperNumber : value < upperNumber;
      if (aboveLower && belowUpper) {
        result.mask[doc] = 1;
        result.scores[doc] = node.boost;
        break;
      }
    }
  }
  return result;
}

/** A number, a numeric string, or a date / date-math string as epoch millis; null for any other string. */
function numericBound(bound: Scalar, roundUp: boolean, now: number, where: string): number | null {
  if (typeof bound === 'number') return bound;
  if (typeof bound === 'boolean') throw parsingError(`[range] bound [${bound}] of [${where}] must be a number, date or string`);
  return numericString(bound) ?? parseDateMath(bound, now, roundUp, where);
}

/** Range over keyword values: string order, as ES compares keyword terms. */
function evaluateStringRange(node: RangeNode, context: EvaluationContext, path: string): Matches {
  const { collection } = context;
  const result = context.arena.noMatches();
  const inRange = (value: string): boolean =>
    (node.gt === undefined || value > String(node.gt)) &&
    (node.gte === undefined || value >= String(node.gte)) &&
    (node.lt === undefined || value < String(node.lt)) &&
    (node.lte === undefined || value <= String(node.lte));
  collection.values(path).forEach((values, doc) => {
    if (values.some((value) => typeof value === 'string' && inRange(value))) {
      result.mask[doc] = 1;
      result.scores[doc] = node.boost;
    }
  });
  return result;
}
