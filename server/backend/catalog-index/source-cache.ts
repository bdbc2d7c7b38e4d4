// The filtered _source of recently shown hits, as JSON bytes (issue #14 item 5). A hit's filtered _source is made
// by parsing the document's stored JSON (about 8 KB for a product with its sizes), filtering it and serialising the
// result: at 10,000 models that was half of a listing's CPU time, for the same few thousand product cards shown
// again and again. Kept here: the card's bytes (about 1.5 KB), parsed again for the answer's object (cheap at that
// size) unless the caller only serialises the answer (the HTTP route: an EncodedSource then stands for the object),
// and handed to the answer's serialiser so they are not serialised again. An entry depends on one slot's document
// and one _source filter only, so a write drops the entries of the slots it wrote (forget) and keeps the others:
// a shop's stock and price updates arrive all day, and emptying the cache on each one made most cards uncached
// (a compaction, which moves every slot, drops all). The least recently used go first once the bytes exceed the bound.
import { EncodedSource, rememberSourceBytes } from './response-json.js';

/** Distinct _source filters one cache tells apart (the edge sends a handful); more and it starts again. */
const MAX_FILTERS = 1024;

export class SourceCache {
  private readonly maxBytes: number;
  /** Key: slot × MAX_FILTERS + the filter's number (a number key: no string built or hashed per hit). */
  private readonly entries = new Map<number, Buffer>();
  private readonly filterNumbers = new Map<string, number>();
  private bytes = 0;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  /**
   * The filtered source of a slot under the filter `filterKey`: from the cache, or made by `make` and kept. With
   * `encoded`, a cached source comes as an EncodedSource (its bytes, not parsed).
   */
  get(filterKey: string, slot: number, make: () => Record<string, unknown>, encoded = false): Record<string, unknown> {
    if (this.maxBytes <= 0) return make();
    const key = slot * MAX_FILTERS + this.filterNumber(filterKey);
    const cached = this.entries.get(key);
    if (cached) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      if (encoded) return new EncodedSource(cached) as unknown as Record<string, unknown>;
      return remembered(JSON.parse(cached.toString('utf8')) as Record<string, unknown>, cached);
    }
    const source = make();
    const bytes = ownBytes(JSON.stringify(source));
    this.entries.set(key, bytes);
    this.bytes += bytes.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
    return remembered(source, bytes);
  }

  /** Drops the entries of these slots (their documents were rewritten or removed). */
  forget(slots: Iterable<number>): void {
    if (this.entries.size === 0) return;
    for (const slot of slots) {
      for (const number of this.filterNumbers.values()) {
        const key = slot * MAX_FILTERS + number;
        const bytes = this.entries.get(key);
        if (bytes === undefined) continue;
        this.entries.delete(key);
        this.bytes -= bytes.length;
      }
    }
  }

  /** Drops every entry (the slots moved). */
  clear(): void {
    this.entries.clear();
    this.filterNumbers.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private filterNumber(filterKey: string): number {
    let number = this.filterNumbers.get(filterKey);
    if (number === undefined) {
      if (this.filterNumbers.size >= MAX_FILTERS) this.clear();
      this.filterNumbers.set(filterKey, (number = this.filterNumbers.size));
    }
    return number;
  }
}

function remembered(source: Record<string, unknown>, bytes: Buffer): Record<string, unknown> {
  rememberSourceBytes(source, bytes);
  return source;
}

/**
 * The text's UTF-8 bytes in a buffer of their own: Buffer.from takes short texts from a shared 8 KB slab, and a kept
 * entry would keep its whole slab (and the answers' chunks around it) alive.
 */
function ownBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}
