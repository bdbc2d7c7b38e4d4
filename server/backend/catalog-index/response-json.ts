// A search answer as UTF-8 JSON bytes, exactly what JSON.stringify would write, but with each hit's _source copied
// from a memo of its bytes: a stored document, or its filtered copy (source-filter.ts), is the same object from one
// search to the next, so it is serialised and encoded once. Elasticsearch, too, keeps _source as bytes and copies
// them into answers. Serialising and encoding the sources was the larger part of answering a listing (the product
// names are not ASCII, which makes encoding slow). Callers must not change a _source object they got from a search.
import type { EsHit, EsSearchResponse } from './es-types.js';

const sourceBytes = new WeakMap<object, Buffer>();

/**
 * A hit's _source as the JSON bytes of the object it stands for (source-cache.ts): searchResponseBytes copies them,
 * JSON.stringify writes the object (toJSON parses them), so the answer is the same either way.
 */
export class EncodedSource {
  readonly bytes: Buffer;

  constructor(bytes: Buffer) {
    this.bytes = bytes;
  }

  toJSON(): unknown {
    return JSON.parse(this.bytes.toString('utf8'));
  }
}

/** Records the JSON bytes of a _source object already serialised (source-cache.ts): they are copied as they are. */
export function rememberSourceBytes(source: object, bytes: Buffer): void {
  sourceBytes.set(source, bytes);
}

/** Text written so far is kept as a string and encoded once per memo'd source in between. */
class JsonBytesWriter {
  private readonly chunks: Buffer[] = [];
  private text = '';

  write(text: string): void {
    this.text += text;
  }

  writeBytes(bytes: Buffer): void {
    if (this.text) this.chunks.push(Buffer.from(this.text));
    this.text = '';
    this.chunks.push(bytes);
  }

  bytes(): Buffer {
    if (this.text) this.chunks.push(Buffer.from(this.text));
    return Buffer.concat(this.chunks);
  }
}

type ValueWriter = (writer: JsonBytesWriter, key: string, value: unknown) => boolean;

/** Buffer.from(JSON.stringify(response)), with the hits' sources from the memo. */
export function searchResponseBytes(response: EsSearchResponse | (Omit<EsSearchResponse, 'hits'> & { hits: object })): Buffer {
  const writer = new JsonBytesWriter();
  writeObject(writer, response, (out, key, value) => key === 'hits' && writeObject(out, value as object, writeHitList));
  return writer.bytes();
}

const writeHitList: ValueWriter = (writer, key, value) => {
  if (key !== 'hits' || !Array.isArray(value)) return false;
  writer.write('[');
  (value as EsHit[]).forEach((hit, i) => {
    if (i > 0) writer.write(',');
    writeObject(writer, hit, writeSource);
  });
  writer.write(']');
  return true;
};

const writeSource: ValueWriter = (writer, key, value) => {
  if (key !== '_source' || value === null || typeof value !== 'object') return false;
  if (value instanceof EncodedSource) {
    writer.writeBytes(value.bytes);
    return true;
  }
  let bytes = sourceBytes.get(value);
  if (!bytes) sourceBytes.set(value, (bytes = Buffer.from(JSON.stringify(value))));
  writer.writeBytes(bytes);
  return true;
};

/** An object key by key in JSON.stringify's order; `special` may write a key's value itself (true when it did). */
function writeObject(writer: JsonBytesWriter, object: object, special: ValueWriter): true {
  writer.write('{');
  let first = true;
  for (const key of Object.keys(object)) {
    const value = (object as Record<string, unknown>)[key];
    if (value === undefined) continue;
    writer.write(`${first ? '' : ','}${JSON.stringify(key)}:`);
    first = false;
    if (!special(writer, key, value)) writer.write(JSON.stringify(value));
  }
  writer.write('}');
  return true;
}
