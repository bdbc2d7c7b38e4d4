// The analyser of text fields and of match/multi_match query text: lower-case, split on anything that is not
// a letter or digit (Unicode aware: ä, ß, é are letters), and fold accents on both sides so that "Vandor" finds
// "Vándor" and "Schuhloffel" finds "Schuhlöffel". Like ES's standard analyser with an asciifolding filter.

const TOKEN = /[\p{L}\p{N}\p{M}]+/gu;
const COMBINING_MARKS = /\p{M}/gu;
const SPECIAL_FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };
const SPECIAL_FOLD_PATTERN = /[ßæœøłđðþı]/g;

export function foldToken(token: string): string {
  const lower = token.toLowerCase();
  // Plain ASCII is the common case; skip the normalisation work for it.
  if (!/[^ -~]/.test(lower)) return lower;
  return lower.normalize('NFD').replace(COMBINING_MARKS, '').replace(SPECIAL_FOLD_PATTERN, (ch) => SPECIAL_FOLDS[ch]);
}

/** The terms of a text, in order, duplicates kept (each is one clause of a match query, as in ES). */
export function analyze(text: string): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const term = foldToken(match[0]);
    if (term) terms.push(term);
  }
  return terms;
}

/** Length in code points, which is what edit distances and ES's AUTO fuzziness count. */
export function codePointLength(term: string): number {
  let length = 0;
  for (const _ of term) length++;
  return length;
}
