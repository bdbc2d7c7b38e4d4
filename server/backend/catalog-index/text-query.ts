// match and multi_match: the query text is analysed like the field; each term is one should clause (must for
// operator and), fuzzy terms expand to the dictionary terms within the allowed edits. Scoring is BM25 per field
// with Lucene's blended document frequency for fuzzy expansions (all expansions of a term share one idf, so a
// rare misspelling gains nothing from its rarity), times the similarity of the expansion.
import { idf, tfNorm } from './bm25.js';
import type { DocumentCollection } from './document-collection.js';
import { editsFor } from './fuzzy.js';
import type { Bitset } from './bitset.js';
import { constantMatches, type MatchArena, type Matches } from './matches.js';
import { requiredMatches } from './minimum-should-match.js';
import type { QueryNode, TextMatchOptions } from './query-types.js';
import { analyze, codePointLength } from './text-analysis.js';

/**
 * Extra weight of a fuzzy (non-exact) expansion on top of Lucene's similarity. Lucene alone lets a fuzzy hit in a
 * short name outscore an exact hit in a long one (BM25's length norm varies about 3× across product names);
 * the shop requires exact matches to rank first (spec 01 §9), so fuzzy expansions count a third.
 */
export const FUZZY_MATCH_WEIGHT = 1 / 3;

/** `within`: only these documents' scores are needed (null: all); see evaluateQuery. */
export function evaluateMatch(collection: DocumentCollection, node: Extract<QueryNode, { kind: 'match' }>, arena: MatchArena, within: Bitset | null): Matches {
  const terms = analyze(node.text);
  return scoreField(collection, collection.resolveField(node.field), terms, node.options, node.boost, arena, within);
}

export function evaluateMultiMatch(
  collection: DocumentCollection,
  node: Extract<QueryNode, { kind: 'multi_match' }>,
  arena: MatchArena,
  within: Bitset | null,
): Matches {
  const terms = analyze(node.text);
  const best = arena.takeFloat64(0);
  const sums = arena.takeFloat64(0);
  // The documents any field matched, in a set of the search's: read in ascending order, no sort.
  const touched = arena.tempBits();
  const prefixLast = node.type === 'bool_prefix';
  for (const { field, boost } of node.fields) {
    const matches = scoreField(collection, collection.resolveField(field), terms, node.options, boost, arena, within, prefixLast);
    if (matches.kind !== 'scored') continue;
    const { docs, scores } = matches;
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i];
      touched.add(doc);
      sums[doc] += scores[i];
      if (scores[i] > best[doc]) best[doc] = scores[i];
    }
  }
  const docs = touched.toArray();
  const scores = new Array<number>(docs.length);
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i];
    // best_fields is a dis_max over the per-field queries; most_fields (and bool_prefix, as ES scores it) sums them.
    const combined = node.type === 'best_fields' ? best[doc] + node.tieBreaker * (sums[doc] - best[doc]) : sums[doc];
    scores[i] = combined * node.boost;
    best[doc] = 0;
    sums[doc] = 0;
  }
  arena.giveFloat64(best, 0);
  arena.giveFloat64(sums, 0);
  return { kind: 'scored', bits: touched, docs, scores };
}

/**
 * One field's match query: the documents where enough query terms matched, with their scores, ascending. With
 * `prefixLast` (ES's match_bool_prefix) the last term is a prefix query instead: every dictionary term starting with
 * it matches, and a matching document scores the field's boost once, as ES's constant-score rewrite of a prefix
 * query does. Scores are summed in a scratch array by slot, in the order of terms and expansions as always, and
 * only the slots touched are read and reset. Documents outside `within` (when given) are skipped.
 */
function scoreField(
  collection: DocumentCollection,
  path: string,
  terms: string[],
  options: TextMatchOptions,
  boost: number,
  arena: MatchArena,
  within: Bitset | null,
  prefixLast = false,
): Matches {
  if (terms.length === 0) return constantMatches(arena.tempBits(), 0);
  const index = collection.textIndex(path);
  const { lengths, avgLength } = index;
  const sums = arena.takeFloat64(0);
  const matchedClauses = arena.takeInt32(0);
  const lastClause = arena.takeInt32(-1);
  // The documents any term reached, in a set of the search's (ascending without a sort); becomes the result's set.
  const touched = arena.tempBits();
  terms.forEach((term, clause) => {
    if (prefixLast && clause === terms.length - 1) {
      for (const expansion of index.termsWithPrefix(term)) {
        const docs = index.postingsOf(expansion)?.docs ?? [];
        for (const doc of docs) {
          if (lastClause[doc] === clause || (within !== null && !within.has(doc))) continue;
          lastClause[doc] = clause;
          if (matchedClauses[doc]++ === 0) touched.add(doc);
          sums[doc] += boost;
        }
      }
      return;
    }
    const edits = editsFor(codePointLength(term), options.fuzziness);
    const expansions = index.expand(term, { ...options, edits });
    if (expansions.length === 0) return;
    const docFreq = Math.max(...expansions.map((expansion) => index.docFreq(expansion.term)));
    const termIdf = idf(index.docCount, docFreq);
    for (const expansion of expansions) {
      const weight = boost * termIdf * (expansion.similarity === 1 ? 1 : expansion.similarity * FUZZY_MATCH_WEIGHT);
      const postings = index.postingsOf(expansion.term);
      if (!postings) continue;
      for (let k = 0; k < postings.docs.length; k++) {
        const doc = postings.docs[k];
        if (within !== null && !within.has(doc)) continue;
        sums[doc] += weight * tfNorm(postings.freqs[k], lengths[doc], avgLength);
        if (lastClause[doc] !== clause) {
          lastClause[doc] = clause;
          if (matchedClauses[doc]++ === 0) touched.add(doc);
        }
      }
    }
  });
  const required = requiredClauses(terms.length, options);
  const docs: number[] = [];
  const scores: number[] = [];
  for (const doc of touched.toArray()) {
    if (matchedClauses[doc] >= required) {
      docs.push(doc);
      scores.push(sums[doc]);
    } else {
      touched.remove(doc);
    }
    sums[doc] = 0;
    matchedClauses[doc] = 0;
    lastClause[doc] = -1;
  }
  arena.giveFloat64(sums, 0);
  arena.giveInt32(matchedClauses, 0);
  arena.giveInt32(lastClause, -1);
  return { kind: 'scored', bits: touched, docs, scores };
}

/** operator and → every term; otherwise minimum_should_match of the terms, at least one. A single term ignores it, as in ES. */
function requiredClauses(termCount: number, options: TextMatchOptions): number {
  if (options.operator === 'and') return termCount;
  if (termCount === 1 || options.minimumShouldMatch === null) return 1;
  return Math.max(1, requiredMatches(termCount, options.minimumShouldMatch));
}
