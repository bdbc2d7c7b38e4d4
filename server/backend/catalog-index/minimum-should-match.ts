// minimum_should_match as Elasticsearch reads it (Queries.calculateMinShouldMatch): an integer ("2", "-1"),
// a percentage ("75%", "-25%"; rounded down, so 75% of 3 terms is 2) or conditional specs ("3<90%",
// "2<-25% 9<-3"). Negative values say how many clauses may be missing.
import { parsingError } from './errors.js';

/** A validated spec, kept as ES's own text form. */
export type MinimumShouldMatch = string;

const SIMPLE = /^-?\d+%?$/;
const CONDITION = /^\d+<-?\d+%?$/;

export function parseMinimumShouldMatch(value: unknown, where: string): MinimumShouldMatch {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (text === null) throw parsingError(`[${where}] minimum_should_match must be an integer or a string, found ${JSON.stringify(value)}`);
  const normalised = text.replace(/\s*<\s*/g, '<');
  const valid = normalised.includes('<') ? normalised.split(/\s+/).every((part) => CONDITION.test(part)) : SIMPLE.test(normalised);
  if (!valid) throw parsingError(`[${where}] cannot parse minimum_should_match [${text}]`);
  return normalised;
}

/** How many of `optionalCount` clauses must match. Never negative; may exceed the count (then nothing matches). */
export function requiredMatches(optionalCount: number, spec: MinimumShouldMatch): number {
  if (spec.includes('<')) {
    let result = optionalCount;
    for (const condition of spec.split(/\s+/)) {
      const [upperBound, rest] = condition.split('<');
      if (optionalCount <= Number(upperBound)) return result;
      result = requiredMatches(optionalCount, rest);
    }
    return result;
  }
  let result: number;
  if (spec.endsWith('%')) {
    // Java float arithmetic, as ES does it, so that rounding matches on the edges (e.g. 4 × 75% = 3, not 2).
    const calc = Math.fround(Math.fround(optionalCount * Number(spec.slice(0, -1))) * Math.fround(1 / 100));
    result = calc < 0 ? optionalCount + Math.trunc(calc) : Math.trunc(calc);
  } else {
    const calc = Number(spec);
    result = calc < 0 ? optionalCount + calc : calc;
  }
  return Math.max(0, result);
}
