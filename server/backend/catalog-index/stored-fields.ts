// The source-only fields of a document as the index keeps them (document-collection.ts): compact UTF-8 JSON, and
// once that is large (a product's embedded sizes, gallery and texts: about 8 KB), deflated against a dictionary
// taken from the collection's first large document. Documents of one index share most of their keys and many
// values, so a product's fields shrink about tenfold (bench/history.md, "Catalogue at scale": 10,000 models held
// about 260 MB of them as JSON). Only the hits shown and the first use of a query on such a field read them back:
// inflating costs about 15 µs beside the ~50 µs JSON.parse of the same document.
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/** First byte of a deflated value (JSON text never starts with it). */
const DEFLATED = 0;
/** A dictionary is a window of earlier text: 8 KB gave nearly all of 32 KB's gain at half the cost per value. */
const DICTIONARY_BYTES = 8 * 1024;

export class StoredFields {
  private dictionary: Buffer | null = null;

  /** `deflateFrom`: JSON of at least this many bytes is deflated (smaller values gain little and cost a call). */
  constructor(private readonly deflateFrom = 2048) {}

  encode(fields: Record<string, unknown>): Buffer {
    const json = Buffer.from(JSON.stringify(fields), 'utf8');
    if (json.length < this.deflateFrom) return json;
    // The first large value is the dictionary for all the others, for the collection's lifetime: every deflated value
    // needs the same one to be read back.
    this.dictionary ??= Buffer.from(json.subarray(Math.max(0, json.length - DICTIONARY_BYTES)));
    const deflated = deflateRawSync(json, { dictionary: this.dictionary });
    if (deflated.length + 1 >= json.length) return json;
    // A buffer of its own size: zlib's output may be a view of a larger chunk, which a kept view would keep alive.
    const stored = Buffer.allocUnsafe(deflated.length + 1);
    stored[0] = DEFLATED;
    deflated.copy(stored, 1);
    return stored;
  }

  decode(stored: Buffer): Record<string, unknown> {
    const json = stored[0] === DEFLATED ? inflateRawSync(stored.subarray(1), { dictionary: this.dictionary! }) : stored;
    return JSON.parse(json.toString('utf8')) as Record<string, unknown>;
  }
}
