// The result of evaluating a query over an index: which documents match (mask) and their scores.
export interface Matches {
  mask: Uint8Array;
  scores: Float64Array;
}

export function noMatches(size: number): Matches {
  return { mask: new Uint8Array(size), scores: new Float64Array(size) };
}

/** Every document, each with the same score (match_all, or a bool with only filters at score 0). */
export function allMatch(size: number, score: number): Matches {
  return { mask: new Uint8Array(size).fill(1), scores: new Float64Array(size).fill(score) };
}

export function countMatches(mask: Uint8Array): number {
  let count = 0;
  for (let doc = 0; doc < mask.length; doc++) count += mask[doc];
  return count;
}
