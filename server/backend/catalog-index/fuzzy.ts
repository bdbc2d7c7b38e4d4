// Fuzzy term matching as Elasticsearch's match query does it: Damerau–Levenshtein distance (a swapped pair of
// letters is one edit) up to the fuzziness, prefix_length 0 by default, at most max_expansions (50) terms per
// query term, each scored by its similarity 1 − edits / min(length of query term, length of candidate).
import { parsingError } from './errors.js';

export type Fuzziness = { kind: 'fixed'; edits: number } | { kind: 'auto'; low: number; high: number };

export const NO_FUZZINESS: Fuzziness = { kind: 'fixed', edits: 0 };

export function parseFuzziness(value: unknown, where: string): Fuzziness {
  const text = String(value).trim();
  const auto = /^AUTO(?::(\d+),(\d+))?$/i.exec(text);
  if (auto) {
    const low = auto[1] === undefined ? 3 : Number(auto[1]);
    const high = auto[2] === undefined ? 6 : Number(auto[2]);
    if (low > high) throw parsingError(`[${where}] fuzziness [${text}]: low distance bound must not exceed the high one`);
    return { kind: 'auto', low, high };
  }
  if ((typeof value === 'number' || typeof value === 'string') && /^\d+$/.test(text)) {
    const edits = Number(text);
    if (edits > 2) throw parsingError(`[${where}] valid edit distances are [0, 1, 2] but was [${edits}]`);
    return { kind: 'fixed', edits };
  }
  throw parsingError(`[${where}] fuzziness must be 0, 1, 2, AUTO or AUTO:low,high, found ${JSON.stringify(value)}`);
}

/**
 * Edits allowed for a query term of `length` code points. AUTO: 0 below `low` (3), 1 below `high` (6), else 2.
 * A fixed fuzziness is capped at length − 1: ES would let "ab" match any 4-letter word at 2 edits, but every such
 * match has similarity ≤ 0 and only adds noise, so only terms of 3 or more code points get 2 edits.
 */
export function editsFor(length: number, fuzziness: Fuzziness): number {
  if (fuzziness.kind === 'auto') return length < fuzziness.low ? 0 : length < fuzziness.high ? 1 : 2;
  return Math.min(fuzziness.edits, Math.max(0, length - 1));
}

let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);
let beforePreviousRow = new Int32Array(64);

/**
 * Optimal-string-alignment distance between two code point arrays, or `max + 1` as soon as it must exceed `max`
 * (a row whose minimum exceeds `max` cannot lead to a smaller value, transpositions included).
 */
export function boundedEditDistance(a: ArrayLike<number>, b: ArrayLike<number>, max: number, transpositions = true): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > previousRow.length) growRows(b.length + 1);
  for (let j = 0; j <= b.length; j++) previousRow[j] = j;
  for (let i = 1; i <= a.length; i++) {
    currentRow[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previousRow[j] + 1, currentRow[j - 1] + 1, previousRow[j - 1] + cost);
      if (transpositions && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePreviousRow[j - 2] + 1);
      }
      currentRow[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [beforePreviousRow, previousRow, currentRow] = [previousRow, currentRow, beforePreviousRow];
  }
  return Math.min(previousRow[b.length], max + 1);
}

function growRows(size: number): void {
  previousRow = new Int32Array(size * 2);
  currentRow = new Int32Array(size * 2);
  beforePreviousRow = new Int32Array(size * 2);
}

export function codePoints(term: string): Int32Array {
  return Int32Array.from(term, (ch) => ch.codePointAt(0) ?? 0);
}

/** Lucene's boost of a fuzzy candidate: 1 for the exact term, else 1 − edits / min(lengths). */
export function similarity(edits: number, queryLength: number, candidateLength: number): number {
  return edits === 0 ? 1 : 1 - edits / Math.min(queryLength, candidateLength);
}
