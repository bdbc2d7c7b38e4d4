// match and multi_match: the query text is analysed like the field; each term is one should clause (must for
// operator and), fuzzy terms expand to the dictionary terms within the allowed edits. Scoring is BM25 per field
// with Lucene's blended document frequency for fuzzy expansions (all expansions of a term share one idf, so a
// rare misspelling gains nothing from its rarity), times the similarity of the expansion.
import { idf, tfNorm } from './bm25.js';
import type { DocumentCollection } from './document-collection.js';
import { editsFor } from './fuzzy.js';
import type { MatchArena, Matches } from './matches.js';
import { requiredMatches } from './minimum-should-match.js';
import type { QueryNode, TextMatchOptions } from './query-types.js';
import { analyze, codePointLength } from './text-analysis.js';

/**
 * Extra weight of a fuzzy (non-exact) expansion on top of Lucene's similarity. Lucene alone lets a fuzzy hit in a
 * short name outscore an exact hit in a long one (BM25's length norm varies about 3× across product names);
 * the shop requires exact matches to rank first (spec 01 §9), so fuzzy expansions count a third.
 */
export const FUZZY_MATCH_WEIGHT = 1 / 3;

export function evaluateMatch(collection: DocumentCollection, node: Extract<QueryNode, { kind: 'match' }>, arena: MatchArena): Matches {
  const terms = analyze(node.text);
  return scoreField(collection, collection.resolveField(node.field), terms, node.options, node.boost, arena);
}

export function evaluateMultiMatch(collection: DocumentCollection, node: Extract<QueryNode, { kind: 'multi_match' }>, arena: MatchArena): Matches {
  const terms = analyze(node.text);
  const size = collection.size;
  const result = arena.noMatches();
  const best = arena.float64(0);
  const sums = arena.float64(0);
  const prefixLast = node.type === 'bool_prefix';
  for (const { field, boost } of node.fields) {
    const matches = scoreField(collection, collection.resolveField(field), terms, node.options, boost, arena, prefixLast);
    for (let doc = 0; doc < size; doc++) {
      if (!matches.mask[doc]) continue;
      result.mask[doc] = 1;
      sums[doc] += matches.scores[doc];
      if (matches.scores[doc] > best[doc]) best[doc] = matches.scores[doc];
    }
    arena.release(matches);
  }
  for (let doc = 0; doc < size; doc++) {
    if (!result.mask[doc]) continue;
    // best_fields is a dis_max over the per-field queries; most_fields (and bool_prefix, as ES scores it) sums them.
    const combined = node.type === 'best_fields' ? best[doc] + node.tieBreaker * (sums[doc] - best[doc]) : sums[doc];
    result.scores[doc] = combined * node.boost;
  }
  arena.releaseFloat64(best);
  arena.releaseFloat64(sums);
  return result;
}

/**
 * One field's match query: per-document score and whether enough query terms matched. With `prefixLast` (ES's
 * match_bool_prefix) the last term is a prefix query instead: every dictionary term starting with it matches, and a
 * matching document scores the field's boost once, as ES's constant-score rewrite of a prefix query does.
 */
function scoreField(
  collection: DocumentCollection,
  path: string,
  terms: string[],
  options: TextMatchOptions,
  boost: number,
  arena: MatchArena,
  prefixLast = false,
): Matches {
  const size = collection.size;
  const result = arena.noMatches();
  if (terms.length === 0) return result;
  const index = collection.textIndex(path);
  const { lengths, avgLength } = index;
  const matchedClauses = arena.int32(0);
  const lastClause = arena.int32(-1);
  terms.forEach((term, clause) => {
    if (prefixLast && clause === terms.length - 1) {
      for (const expansion of index.termsWithPrefix(term)) {
        const docs = index.postingsOf(expansion)?.docs ?? [];
        for (const doc of docs) {
          if (lastClause[doc] === clause) continue;
          lastClause[doc] = clause;
          matchedClauses[doc]++;
          result.scores[doc] += boost;
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
        result.scores[doc] += weight * tfNorm(postings.freqs[k], lengths[doc], avgLength);
        if (lastClause[doc] !== clause) {
          lastClause[doc] = clause;
          matchedClauses[doc]++;
        }
      }
    }
  });
  const required = requiredClauses(terms.length, options);
  for (let doc = 0; doc < size; doc++) {
    if (matchedClauses[doc] >= required) result.mask[doc] = 1;
    else result.scores[doc] = 0;
  }
  arena.releaseInt32(matchedClauses);
  arena.releaseInt32(lastClause);
  return result;
}

/** operator and → every term; otherwise minimum_should_match of the terms, at least one. A single term ignores it, as in ES. */
function requiredClauses(termCount: number, options: TextMatchOptions): number {
  if (options.operator === 'and') return termCount;
  if (termCount === 1 || options.minimumShouldMatch === null) return 1;
  return Math.max(1, requiredMatches(termCount, options.minimumShouldMatch));
}
