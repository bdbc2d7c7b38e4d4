// Evaluates a parsed query over one index. Term-level queries read the precomputed exact-value index and
// numeric columns; scores follow Elasticsearch 7: term → keyword BM25 (numbers constant), terms/range/exists →
// constant (the boost), bool → sum of must and matching should scores, filters and must_not score nothing.
import { postingDocs, type DocumentCollection } from './document-collection.js';
import { parsingError } from './errors.js';
import type { Scalar } from './es-types.js';
import { keywordTermScore } from './bm25.js';
import { numericString, parseDateMath, queryKeys } from './field-values.js';
import { Bitset } from './bitset.js';
import { addScores, constantMatches, type MatchArena, type Matches } from './matches.js';
import { requiredMatches } from './minimum-should-match.js';
import type { QueryNode } from './query-types.js';
import { evaluateMatch, evaluateMultiMatch } from './text-query.js';

export interface EvaluationContext {
  collection: DocumentCollection;
  /** Where scratch arrays come from (see MatchArena). */
  arena: MatchArena;
  /** Epoch millis that `now` in date math stands for. */
  now: number;
}

/**
 * The documents matching a query and their scores. Its `bits` may be shared (the filter cache): never change them.
 * `within`: the caller keeps only these documents of the result (a bool's filters), so the result need only be
 * right for them: text clauses skip the other documents' postings, as Lucene's conjunctions skip ahead.
 */
export function evaluateQuery(node: QueryNode, context: EvaluationContext, within: Bitset | null = null): Matches {
  const { collection } = context;
  switch (node.kind) {
    case 'match_all':
      return constantMatches(collection.allSlots(), node.boost);
    case 'bool':
      return evaluateBool(node, context, within);
    case 'term':
      return evaluateTerm(node, context);
    case 'terms':
      // Scores start at 0 and only a higher one replaces it (a negative boost scores 0), as for term.
      return constantMatches(evaluateFilter(node, context), Math.max(0, node.boost));
    case 'range':
    case 'exists':
      return constantMatches(evaluateFilter(node, context), node.boost);
    case 'match':
      return evaluateMatch(collection, node, context.arena, within);
    case 'multi_match':
      return evaluateMultiMatch(collection, node, context.arena, within);
  }
}

/**
 * The documents a query matches, scores left aside (filter context: bool filter and must_not, post_filter, filter
 * aggregations). Term-level clauses are kept per index generation in the collection's filter cache, as
 * Elasticsearch's query cache keeps filters: a listing's visibility, status, category and facet clauses recur across
 * requests. The answer may be shared: never change it.
 */
export function evaluateFilter(node: QueryNode, context: EvaluationContext): Bitset {
  const { collection } = context;
  switch (node.kind) {
    case 'match_all':
      return collection.allSlots();
    case 'bool':
      return boolBits(
        node,
        context,
        filterBits(node, context),
        node.must.map((clause) => evaluateFilter(clause, context)),
        node.should.map((clause) => evaluateFilter(clause, context)),
      );
    case 'term':
    case 'terms':
    case 'range':
    case 'exists':
      return cachedLeaf(node, context);
    case 'match':
    case 'multi_match':
      return evaluateQuery(node, context).bits;
  }
}

type LeafNode = Extract<QueryNode, { kind: 'term' | 'terms' | 'range' | 'exists' }>;

function cachedLeaf(node: LeafNode, context: EvaluationContext): Bitset {
  const build = () => leafBits(node, context);
  // A bound relative to `now` means another set at another time: not kept.
  if (node.kind === 'range' && [node.gt, node.gte, node.lt, node.lte].some((bound) => typeof bound === 'string' && bound.trimStart().startsWith('now'))) return build();
  return context.collection.cachedFilter(JSON.stringify(node), build);
}

function leafBits(node: LeafNode, context: EvaluationContext): Bitset {
  const { collection } = context;
  switch (node.kind) {
    case 'term':
      return termsBits(context, node.field, [node.value]);
    case 'terms':
      return termsBits(context, node.field, node.values);
    case 'range':
      return rangeBits(node, context);
    case 'exists':
      return maskBits(collection.existing(collection.resolveField(node.field)));
  }
}

type BoolNode = Extract<QueryNode, { kind: 'bool' }>;

function evaluateBool(node: BoolNode, context: EvaluationContext, within: Bitset | null): Matches {
  const { collection } = context;
  const required = node.must.length + node.filter.length;
  if (required + node.should.length + node.mustNot.length === 0) return constantMatches(collection.allSlots(), node.boost);
  // Filters and must_not first: the scoring clauses then only look at the documents these keep.
  const filtered = filterBits(node, context);
  const scope = filtered && within ? context.arena.tempCopy(filtered).and(within) : (filtered ?? within);
  const musts = node.must.map((clause) => evaluateQuery(clause, context, scope));
  const shoulds = node.should.map((clause) => evaluateQuery(clause, context, scope));
  const bits = boolBits(
    node,
    context,
    filtered,
    musts.map((matches) => matches.bits),
    shoulds.map((matches) => matches.bits),
  );
  // Scores: the must clauses' in order, then the matching should clauses', times the boost (ES's BooleanQuery sum).
  if (shoulds.length === 0 && musts.every((matches) => matches.kind === 'constant')) {
    let score = 0;
    for (const matches of musts) score += (matches as { score: number }).score;
    return constantMatches(bits, score * node.boost);
  }
  const docs = bits.toArray();
  const scores = new Array<number>(docs.length).fill(0);
  for (const matches of musts) addScores(docs, scores, matches);
  for (const matches of shoulds) addScores(docs, scores, matches);
  for (let i = 0; i < scores.length; i++) scores[i] *= node.boost;
  return { kind: 'scored', bits, docs, scores };
}

/** The documents in every filter clause and in no must_not clause, as a new set; null when there are neither. */
function filterBits(node: BoolNode, context: EvaluationContext): Bitset | null {
  let bits: Bitset | null = null;
  for (const clause of node.filter) {
    const set = evaluateFilter(clause, context);
    bits = bits ? bits.and(set) : context.arena.tempCopy(set);
  }
  for (const clause of node.mustNot) {
    const excluded = evaluateFilter(clause, context);
    bits = (bits ?? context.arena.tempCopy(context.collection.allSlots())).andNot(excluded);
  }
  return bits;
}

/**
 * The documents a bool keeps: those of `filtered` (its filter and must_not clauses: a new set, changed here, or
 * null), in every must clause, and in at least minimum_should_match should clauses (at least one when there is no
 * must or filter). A new set.
 */
function boolBits(node: BoolNode, context: EvaluationContext, filtered: Bitset | null, musts: readonly Bitset[], shoulds: readonly Bitset[]): Bitset {
  let bits = filtered;
  for (const set of musts) bits = bits ? bits.and(set) : context.arena.tempCopy(set);
  if (shoulds.length > 0) {
    const required = node.must.length + node.filter.length;
    const spec = node.minimumShouldMatch;
    const minimum = Math.max(required === 0 ? 1 : 0, spec === null ? 0 : requiredMatches(shoulds.length, spec));
    if (minimum > 0) {
      const enough = minimum === 1 ? union(shoulds, context.arena) : atLeast(shoulds, minimum, context.arena);
      bits = bits ? bits.and(enough) : enough;
    }
  }
  return bits ?? context.arena.tempCopy(context.collection.allSlots());
}

function union(sets: readonly Bitset[], arena: MatchArena): Bitset {
  const result = arena.tempCopy(sets[0]);
  for (let i = 1; i < sets.length; i++) result.or(sets[i]);
  return result;
}

/** The documents in at least `minimum` of the sets. */
function atLeast(sets: readonly Bitset[], minimum: number, arena: MatchArena): Bitset {
  const result = arena.tempBits();
  if (minimum > sets.length) return result;
  const counts = arena.takeInt32(0);
  const touched: number[] = [];
  for (const set of sets) {
    for (const doc of set.toArray()) {
      if (counts[doc]++ === 0) touched.push(doc);
    }
  }
  for (const doc of touched) {
    if (counts[doc] >= minimum) result.add(doc);
    counts[doc] = 0;
  }
  arena.giveInt32(counts, 0);
  return result;
}

function maskBits(mask: Uint8Array): Bitset {
  const bits = new Bitset(mask.length);
  for (let doc = 0; doc < mask.length; doc++) if (mask[doc]) bits.add(doc);
  return bits;
}

/** term and terms: any stored value equal to a query value after ES's coercion (a term on an array matches any element). */
function termsBits(context: EvaluationContext, field: string, values: Scalar[]): Bitset {
  const { collection } = context;
  const index = collection.exactIndex(collection.resolveField(field));
  const bits = new Bitset(collection.size);
  for (const value of values) {
    for (const key of queryKeys(value)) {
      const docs = index.postings.get(key);
      if (typeof docs === 'number') bits.add(docs);
      else if (docs) for (let i = 0; i < docs.length; i++) bits.add(docs[i]);
    }
  }
  return bits;
}

/**
 * A term query's scores: ES scores a term on a keyword field by idf; numeric term queries are constant-score. A
 * document matching several keys (a value stored as "1" and as 1) scores the best of them.
 */
function evaluateTerm(node: Extract<QueryNode, { kind: 'term' }>, context: EvaluationContext): Matches {
  const { collection } = context;
  const bits = evaluateFilter(node, context);
  const index = collection.exactIndex(collection.resolveField(node.field));
  const keyed: { docs: Int32Array; score: number }[] = [];
  for (const key of queryKeys(node.value)) {
    const posting = index.postings.get(key);
    const docs = posting === undefined ? undefined : postingDocs(posting);
    if (docs) keyed.push({ docs, score: node.boost * (key.startsWith('n:') ? 1 : keywordTermScore(index.docCount, docs.length)) });
  }
  // Scores start at 0 and only a higher one replaces it (a negative boost scores 0).
  if (keyed.every(({ score }) => score === keyed[0].score)) return constantMatches(bits, Math.max(0, keyed[0]?.score ?? 0));
  const docs = bits.toArray();
  const scores = new Array<number>(docs.length).fill(0);
  for (const { docs: keyDocs, score } of keyed) {
    let j = 0;
    for (const doc of keyDocs) {
      while (docs[j] < doc) j++;
      if (score > scores[j]) scores[j] = score;
    }
  }
  return { kind: 'scored', bits, docs, scores };
}

type RangeNode = Extract<QueryNode, { kind: 'range' }>;

function rangeBits(node: RangeNode, context: EvaluationContext): Bitset {
  const { collection } = context;
  const path = collection.resolveField(node.field);
  const where = `range.${node.field}`;
  const lower = node.gt ?? node.gte;
  const upper = node.lt ?? node.lte;
  const lowerNumber = lower === undefined ? -Infinity : numericBound(lower, node.gt !== undefined, context.now, where);
  const upperNumber = upper === undefined ? Infinity : numericBound(upper, node.lte !== undefined, context.now, where);
  if (lowerNumber === null || upperNumber === null) return stringRangeBits(node, context, path);
  const lowerInclusive = node.gt === undefined;
  const upperInclusive = node.lt === undefined;
  const { offsets, values } = collection.numericColumn(path);
  const bits = new Bitset(collection.size);
  for (let doc = 0; doc < collection.size; doc++) {
    for (let i = offsets[doc]; i < offsets[doc + 1]; i++) {
      const value = values[i];
      const aboveLower = lowerInclusive ? value >= lowerNumber : value > lowerNumber;
      const belowUpper = upperInclusive ? value <= upperNumber : value < upperNumber;
      if (aboveLower && belowUpper) {
        bits.add(doc);
        break;
      }
    }
  }
  return bits;
}

/** A number, a numeric string, or a date / date-math string as epoch millis; null for any other string. */
function numericBound(bound: Scalar, roundUp: boolean, now: number, where: string): number | null {
  if (typeof bound === 'number') return bound;
  if (typeof bound === 'boolean') throw parsingError(`[range] bound [${bound}] of [${where}] must be a number, date or string`);
  return numericString(bound) ?? parseDateMath(bound, now, roundUp, where);
}

/** Range over keyword values: string order, as ES compares keyword terms. */
function stringRangeBits(node: RangeNode, context: EvaluationContext, path: string): Bitset {
  const { collection } = context;
  const bits = new Bitset(collection.size);
  const inRange = (value: string): boolean =>
    (node.gt === undefined || value > String(node.gt)) &&
    (node.gte === undefined || value >= String(node.gte)) &&
    (node.lt === undefined || value < String(node.lt)) &&
    (node.lte === undefined || value <= String(node.lte));
  collection.values(path).forEach((values, doc) => {
    if (values.some((value) => typeof value === 'string' && inRange(value))) bits.add(doc);
  });
  return bits;
}
