// The result of evaluating a query over an index: which documents match (mask) and their scores, as arrays as
// long as the index. A search evaluates a few dozen of them (one per clause and field, plus scratch arrays);
// a MatchArena hands out and takes back these arrays, so that a search allocates (and the garbage collector
// frees) next to none of them.
export interface Matches {
  mask: Uint8Array;
  scores: Float64Array;
}

/**
 * Arrays of one index size, reused across searches. Whoever takes an array gives it back once nothing reads it
 * any more (a parent clause after merging its child's matches, the search after answering); an array never given
 * back, e.g. after an error, is simply left to the garbage collector. One arena per index and size: searches are
 * synchronous, so no two use it at the same time.
 */
export class MatchArena {
  readonly size: number;
  private readonly masks: Uint8Array[] = [];
  private readonly floats: Float64Array[] = [];
  private readonly ints: Int32Array[] = [];

  constructor(size: number) {
    this.size = size;
  }

  /** No document, every score 0. */
  noMatches(): Matches {
    return { mask: this.mask(0), scores: this.float64(0) };
  }

  /** Every document, each with the same score (match_all, or a bool with only filters at score 0). */
  allMatch(score: number): Matches {
    return { mask: this.mask(1), scores: this.float64(score) };
  }

  float64(value: number): Float64Array {
    return (this.floats.pop() ?? new Float64Array(this.size)).fill(value);
  }

  int32(value: number): Int32Array {
    return (this.ints.pop() ?? new Int32Array(this.size)).fill(value);
  }

  release(matches: Matches): void {
    this.masks.push(matches.mask);
    this.floats.push(matches.scores);
  }

  releaseFloat64(array: Float64Array): void {
    this.floats.push(array);
  }

  releaseInt32(array: Int32Array): void {
    this.ints.push(array);
  }

  private mask(value: number): Uint8Array {
    return (this.masks.pop() ?? new Uint8Array(this.size)).fill(value);
  }
}

export function countMatches(mask: Uint8Array): number {
  let count = 0;
  for (let doc = 0; doc < mask.length; doc++) count += mask[doc];
  return count;
}
