// A set of document slots as bits over 32-bit words: what a filter clause evaluates to (issue #14 item 5). With
// 100,000 documents a set is 3,125 words, so intersecting two filters, or testing a document, costs next to nothing
// next to the byte-per-document masks walked before, and a filter's set can be kept between searches (the filter
// cache, document-collection.ts) the way Elasticsearch's query cache keeps a segment's filter bitsets.
// Sets handed out by the filter cache are shared: only a set the caller made itself (new, copy) may be changed.

export class Bitset {
  /** Document slots 0 … size − 1. */
  readonly size: number;
  readonly words: Uint32Array;

  constructor(size: number, words: Uint32Array = new Uint32Array((size + 31) >>> 5)) {
    this.size = size;
    this.words = words;
  }

  /** The set of the given slots (any order, duplicates allowed). */
  static of(size: number, docs: ArrayLike<number>): Bitset {
    const set = new Bitset(size);
    const words = set.words;
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i];
      words[doc >>> 5] |= 1 << (doc & 31);
    }
    return set;
  }

  /** Every slot. */
  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    const tail = size & 31;
    if (tail !== 0) set.words[set.words.length - 1] = (1 << tail) - 1;
    return set;
  }

  has(doc: number): boolean {
    return (this.words[doc >>> 5] & (1 << (doc & 31))) !== 0;
  }

  add(doc: number): void {
    this.words[doc >>> 5] |= 1 << (doc & 31);
  }

  remove(doc: number): void {
    this.words[doc >>> 5] &= ~(1 << (doc & 31));
  }

  copy(): Bitset {
    return new Bitset(this.size, this.words.slice());
  }

  /** Keeps only the slots also in `other` (this set is changed). */
  and(other: Bitset): this {
    const words = this.words;
    const others = other.words;
    for (let i = 0; i < words.length; i++) words[i] &= others[i];
    return this;
  }

  /** Adds the slots of `other` (this set is changed). */
  or(other: Bitset): this {
    const words = this.words;
    const others = other.words;
    for (let i = 0; i < words.length; i++) words[i] |= others[i];
    return this;
  }

  /** Removes the slots of `other` (this set is changed). */
  andNot(other: Bitset): this {
    const words = this.words;
    const others = other.words;
    for (let i = 0; i < words.length; i++) words[i] &= ~others[i];
    return this;
  }

  count(): number {
    let count = 0;
    const words = this.words;
    for (let i = 0; i < words.length; i++) count += bitCount(words[i]);
    return count;
  }

  /** The slots in ascending order. */
  toArray(): number[] {
    const docs: number[] = [];
    const words = this.words;
    for (let i = 0; i < words.length; i++) {
      let word = words[i];
      while (word !== 0) {
        const low = word & -word;
        docs.push((i << 5) + 31 - Math.clz32(low));
        word ^= low;
      }
    }
    return docs;
  }
}

function bitCount(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
