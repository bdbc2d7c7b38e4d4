// What a query matched, kept sparse (issue #14 item 5): the set of matching slots as a Bitset, and their scores
// either as one constant (term-level queries, filter-only bools) or as the matching slots in ascending order with
// their scores beside them (text queries, bools adding scores). A query costs what it matches, not the size of the
// index: a listing's filters are a few bitset intersections, a search's text clauses walk their posting lists.
import { Bitset } from './bitset.js';

export type Matches =
  | { kind: 'constant'; bits: Bitset; score: number }
  /**
   * `docs`: exactly the slots of `bits`, ascending; `scores[i]` is the score of `docs[i]`. Plain arrays: short-lived
   * and sized by the matches, they stay in the young generation instead of costing an external buffer each.
   */
  | { kind: 'scored'; bits: Bitset; docs: number[]; scores: number[] };

export function constantMatches(bits: Bitset, score: number): Matches {
  return { kind: 'constant', bits, score };
}

/** The score of each of `docs` (ascending, all in `matches`), added into `into` (aligned with `docs`). */
export function addScores(docs: readonly number[], into: number[], matches: Matches): void {
  if (matches.kind === 'constant') {
    for (let i = 0; i < docs.length; i++) if (matches.bits.has(docs[i])) into[i] += matches.score;
    return;
  }
  // Both lists ascending: one merge walk.
  const { docs: matched, scores } = matches;
  let j = 0;
  for (let i = 0; i < docs.length && j < matched.length; i++) {
    const doc = docs[i];
    while (j < matched.length && matched[j] < doc) j++;
    if (j < matched.length && matched[j] === doc) into[i] += scores[j];
  }
}

/**
 * Scratch arrays as long as the index, reused across searches so that a search allocates (and the garbage collector
 * frees) none of them. An array is handed out with every entry equal to the value asked for, and must be given back
 * in that state: its user resets only the entries it touched (it keeps their list), so neither side walks the whole
 * array. An array never given back, e.g. after an error, is simply left to the garbage collector. One arena per
 * index and size: searches are synchronous, so no two use it at the same time.
 */
export class MatchArena {
  readonly size: number;
  private readonly floats: FilledArrayPool<Float64Array>;
  private readonly ints: FilledArrayPool<Int32Array>;
  private denseScores: Float64Array | null = null;
  private readonly freeWords: Uint32Array[] = [];
  private readonly usedWords: Uint32Array[] = [];

  constructor(size: number) {
    this.size = size;
    this.floats = new FilledArrayPool((value) => new Float64Array(size).fill(value));
    this.ints = new FilledArrayPool((value) => new Int32Array(size).fill(value));
  }

  /** An array whose entries all equal `value`; give it back with giveFloat64 in the same state. */
  takeFloat64(value: number): Float64Array {
    return this.floats.take(value);
  }

  giveFloat64(array: Float64Array, value: number): void {
    this.floats.give(array, value);
  }

  /** An array whose entries all equal `value`; give it back with giveInt32 in the same state. */
  takeInt32(value: number): Int32Array {
    return this.ints.take(value);
  }

  giveInt32(array: Int32Array, value: number): void {
    this.ints.give(array, value);
  }

  /**
   * An empty set for the current search only: its words go back to the arena when the search ends (endSearch), so
   * that a search's intermediate sets (a dozen of 12 KB with 100,000 documents) are not garbage for the collector.
   * Never kept beyond the search (the filter cache holds sets of its own).
   */
  tempBits(): Bitset {
    const words = this.freeWords.pop()?.fill(0) ?? new Uint32Array((this.size + 31) >>> 5);
    this.usedWords.push(words);
    return new Bitset(this.size, words);
  }

  /** A copy of `set` for the current search only (see tempBits), to be changed by its taker. */
  tempCopy(set: Bitset): Bitset {
    const words = this.freeWords.pop() ?? new Uint32Array((this.size + 31) >>> 5);
    words.set(set.words);
    this.usedWords.push(words);
    return new Bitset(this.size, words);
  }

  /** The search is answered: every set it took comes back for the next one. */
  endSearch(): void {
    for (const words of this.usedWords) this.freeWords.push(words);
    this.usedWords.length = 0;
  }

  /** The search's scores by slot: only the entries of the documents it matched are meaningful (no reset). */
  scoresBySlot(): Float64Array {
    return (this.denseScores ??= new Float64Array(this.size));
  }
}

/** Typed arrays of one kind and length, pooled by the value all their entries hold when given back. */
class FilledArrayPool<A extends Float64Array | Int32Array> {
  private readonly pools = new Map<number, A[]>();

  constructor(private readonly make: (value: number) => A) {}

  take(value: number): A {
    return this.pools.get(value)?.pop() ?? this.make(value);
  }

  give(array: A, value: number): void {
    let pool = this.pools.get(value);
    if (!pool) this.pools.set(value, (pool = []));
    pool.push(array);
  }
}
