// The inverted index of one text field: postings (document, term frequency), document lengths for BM25, and a
// term dictionary grouped by length so that fuzzy expansion only compares terms that can be close enough.
import type { Scalar } from './es-types.js';
import { boundedEditDistance, codePoints, similarity } from './fuzzy.js';
import { analyze } from './text-analysis.js';

export interface Postings {
  docs: Int32Array;
  freqs: Int32Array;
}

export interface Expansion {
  term: string;
  /** Lucene's similarity boost (1 for the exact term). */
  similarity: number;
}

export interface ExpansionOptions {
  edits: number;
  prefixLength: number;
  maxExpansions: number;
  transpositions: boolean;
}

interface DictionaryEntry {
  term: string;
  codes: Int32Array;
}

/** Bounds memory when shoppers type many different misspellings; entries are cheap to recompute. */
const MAX_CACHED_EXPANSIONS = 10_000;

/** A document whose values at a path changed (before: [] when it was added; after: [] when it was removed). */
export interface ValueChange {
  position: number;
  before: readonly Scalar[];
  after: readonly Scalar[];
}

export class TextFieldIndex {
  /** Number of documents with at least one token in the field (BM25's N). */
  docCount: number;
  avgLength: number;
  lengths: Int32Array;
  private totalLength: number;
  private readonly postings: Map<string, Postings>;
  private dictionaryByLength: Map<number, DictionaryEntry[]> | null = null;
  private sortedTerms: string[] | null = null;
  private readonly expansionCache = new Map<string, Expansion[]>();

  private constructor(postings: Map<string, Postings>, lengths: Int32Array) {
    this.postings = postings;
    this.lengths = lengths;
    let docCount = 0;
    let total = 0;
    for (const length of lengths) {
      if (length > 0) docCount++;
      total += length;
    }
    this.docCount = docCount;
    this.totalLength = total;
    this.avgLength = docCount > 0 ? total / docCount : 0;
  }

  /**
   * Takes in changed documents (document-collection.ts): each one leaves the posting lists of its old terms and
   * joins those of its new ones; `size` is the collection's new number of slots. Costs the changed documents and
   * the posting lists of their terms, not the whole field.
   */
  patch(changes: readonly ValueChange[], size: number): void {
    if (this.lengths.length < size) {
      const lengths = new Int32Array(size);
      lengths.set(this.lengths);
      this.lengths = lengths;
    }
    const removals = new Map<string, Set<number>>();
    const additions = new Map<string, [number, number][]>();
    for (const { position, before, after } of changes) {
      for (const term of termFrequencies(before).keys()) {
        let gone = removals.get(term);
        if (!gone) removals.set(term, (gone = new Set()));
        gone.add(position);
      }
      const old = this.lengths[position];
      let length = 0;
      for (const [term, freq] of termFrequencies(after)) {
        let added = additions.get(term);
        if (!added) additions.set(term, (added = []));
        added.push([position, freq]);
        length += freq;
      }
      this.lengths[position] = length;
      this.totalLength += length - old;
      this.docCount += (length > 0 ? 1 : 0) - (old > 0 ? 1 : 0);
    }
    this.avgLength = this.docCount > 0 ? this.totalLength / this.docCount : 0;
    let termsChanged = false;
    for (const term of new Set([...removals.keys(), ...additions.keys()])) {
      const current = this.postings.get(term);
      const gone = removals.get(term);
      const appended = additions.get(term);
      // Documents added after all the term's others (the start-up's batches): the lists are extended as they are.
      if (current && !gone && appended && appended.every(([doc], i) => doc > (i === 0 ? current.docs[current.docs.length - 1] : appended[i - 1][0]))) {
        this.postings.set(term, { docs: concat(current.docs, appended.map((entry) => entry[0])), freqs: concat(current.freqs, appended.map((entry) => entry[1])) });
        continue;
      }
      const kept: [number, number][] = [];
      if (current) for (let i = 0; i < current.docs.length; i++) if (!gone?.has(current.docs[i])) kept.push([current.docs[i], current.freqs[i]]);
      const added = (additions.get(term) ?? []).sort((a, b) => a[0] - b[0]);
      const merged = added.length ? [...kept, ...added].sort((a, b) => a[0] - b[0]) : kept;
      if (merged.length === 0) {
        if (current) this.forgetTerm(term);
        termsChanged ||= current !== undefined;
        continue;
      }
      if (!current) {
        this.learnTerm(term);
        termsChanged = true;
      }
      this.postings.set(term, { docs: Int32Array.from(merged, (entry) => entry[0]), freqs: Int32Array.from(merged, (entry) => entry[1]) });
    }
    // Expansions name dictionary terms: a new or vanished term can change them.
    if (termsChanged) this.expansionCache.clear();
  }

  private learnTerm(term: string): void {
    if (this.dictionaryByLength) {
      const codes = codePoints(term);
      let bucket = this.dictionaryByLength.get(codes.length);
      if (!bucket) this.dictionaryByLength.set(codes.length, (bucket = []));
      bucket.push({ term, codes });
    }
    if (this.sortedTerms) this.sortedTerms.splice(lowerBound(this.sortedTerms, term), 0, term);
  }

  private forgetTerm(term: string): void {
    this.postings.delete(term);
    if (this.dictionaryByLength) {
      const length = codePoints(term).length;
      const bucket = this.dictionaryByLength.get(length);
      if (bucket) this.dictionaryByLength.set(length, bucket.filter((entry) => entry.term !== term));
    }
    if (this.sortedTerms) {
      const at = lowerBound(this.sortedTerms, term);
      if (this.sortedTerms[at] === term) this.sortedTerms.splice(at, 1);
    }
  }

  /** Builds the index from each document's values at the field (all values of a document form one text). */
  static build(valuesPerDoc: readonly Scalar[][]): TextFieldIndex {
    const lengths = new Int32Array(valuesPerDoc.length);
    const builder = new Map<string, { docs: number[]; freqs: number[] }>();
    valuesPerDoc.forEach((values, doc) => {
      for (const [term, freq] of termFrequencies(values)) {
        let entry = builder.get(term);
        if (!entry) builder.set(term, (entry = { docs: [], freqs: [] }));
        entry.docs.push(doc);
        entry.freqs.push(freq);
        lengths[doc] += freq;
      }
    });
    const postings = new Map<string, Postings>();
    for (const [term, entry] of builder) postings.set(term, { docs: Int32Array.from(entry.docs), freqs: Int32Array.from(entry.freqs) });
    return new TextFieldIndex(postings, lengths);
  }

  /** Builds the fuzzy-expansion dictionary now rather than on the first fuzzy query. */
  warm(): this {
    this.dictionary();
    return this;
  }

  postingsOf(term: string): Postings | undefined {
    return this.postings.get(term);
  }

  docFreq(term: string): number {
    return this.postings.get(term)?.docs.length ?? 0;
  }

  /**
   * The dictionary terms within `edits` of `term` (the exact term included when present), best similarity first,
   * at most `maxExpansions`. Candidates whose similarity is 0 or less are left out: Lucene would keep them with a
   * boost of 0, so they could only add matches that score nothing.
   */
  expand(term: string, options: ExpansionOptions): Expansion[] {
    if (options.edits === 0) return this.postings.has(term) ? [{ term, similarity: 1 }] : [];
    const key = `${term}\u0000${options.edits}\u0000${options.prefixLength}\u0000${options.maxExpansions}\u0000${options.transpositions}`;
    const cached = this.expansionCache.get(key);
    if (cached) return cached;
    const expansions = this.computeExpansions(term, options);
    if (this.expansionCache.size >= MAX_CACHED_EXPANSIONS) this.expansionCache.clear();
    this.expansionCache.set(key, expansions);
    return expansions;
  }

  private computeExpansions(term: string, options: ExpansionOptions): Expansion[] {
    const query = codePoints(term);
    const prefix = query.subarray(0, Math.min(options.prefixLength, query.length));
    const querySuffix = query.subarray(prefix.length);
    const found: Expansion[] = [];
    const dictionary = this.dictionary();
    for (let length = Math.max(prefix.length, query.length - options.edits); length <= query.length + options.edits; length++) {
      for (const candidate of dictionary.get(length) ?? []) {
        if (!startsWith(candidate.codes, prefix)) continue;
        const edits = boundedEditDistance(querySuffix, candidate.codes.subarray(prefix.length), options.edits, options.transpositions);
        if (edits > options.edits) continue;
        const score = similarity(edits, query.length, candidate.codes.length);
        if (score > 0) found.push({ term: candidate.term, similarity: score });
      }
    }
    found.sort((a, b) => b.similarity - a.similarity || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
    return found.slice(0, options.maxExpansions);
  }

  /** Dictionary terms that start with `prefix` (itself included), in code-unit order: a prefix query's terms. */
  termsWithPrefix(prefix: string): string[] {
    const terms = (this.sortedTerms ??= [...this.postings.keys()].sort());
    const low = lowerBound(terms, prefix);
    const found: string[] = [];
    for (let i = low; i < terms.length && terms[i].startsWith(prefix); i++) found.push(terms[i]);
    return found;
  }

  private dictionary(): Map<number, DictionaryEntry[]> {
    if (this.dictionaryByLength) return this.dictionaryByLength;
    const byLength = new Map<number, DictionaryEntry[]>();
    for (const term of this.postings.keys()) {
      const codes = codePoints(term);
      let bucket = byLength.get(codes.length);
      if (!bucket) byLength.set(codes.length, (bucket = []));
      bucket.push({ term, codes });
    }
    this.dictionaryByLength = byLength;
    return byLength;
  }
}

function concat(head: Int32Array, tail: readonly number[]): Int32Array {
  const out = new Int32Array(head.length + tail.length);
  out.set(head);
  out.set(tail, head.length);
  return out;
}

/** The terms of a document's values (all values form one text) and how often each occurs. */
function termFrequencies(values: readonly Scalar[]): Map<string, number> {
  const frequencies = new Map<string, number>();
  for (const value of values) {
    for (const term of analyze(String(value))) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
  }
  return frequencies;
}

/** The first index of a sorted list whose entry is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function startsWith(codes: Int32Array, prefix: Int32Array): boolean {
  for (let i = 0; i < prefix.length; i++) if (codes[i] !== prefix[i]) return false;
  return true;
}
