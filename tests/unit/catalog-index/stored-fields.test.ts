// The source-only fields of a document as the index keeps them (issue #14 item 5: backend RSS ≤ 1.5 GB at 10,000
// models): compact JSON, and deflated against a dictionary taken from the collection's first large document once they
// are large (a product's sizes, gallery and texts, about 8 KB, shrink about tenfold), so that memory holds what search
// needs and the rest costs a tenth.
import { describe, expect, it } from 'vitest';
import { StoredFields } from '../../../server/backend/catalog-index/stored-fields.js';
import { DocumentCollection } from '../../../server/backend/catalog-index/document-collection.js';

const product = (id: number) => ({
  description: `<p>Handmade shoe number ${id}, ümlaut and ß kept</p>`.repeat(20),
  configurable_children: Array.from({ length: 10 }, (_, i) => ({ sku: `P-${id}-${36 + i}`, price: 99.9 + i, stock: { qty: i, is_in_stock: i > 0 } })),
});

describe('StoredFields', () => {
  it('gives back what it was given, small and large, plain or deflated', () => {
    const stored = new StoredFields(1024);
    const small = { note: 'a', n: 1, nested: { ok: true } };
    const large = product(1);
    const smallBytes = stored.encode(small);
    const largeBytes = stored.encode(large);
    expect(stored.decode(smallBytes)).toEqual(small);
    expect(stored.decode(largeBytes)).toEqual(large);
    expect(smallBytes.length).toBe(JSON.stringify(small).length);
    // Deflated against the first large document: the next one is a fraction of its JSON.
    const next = stored.encode(product(2));
    expect(stored.decode(next)).toEqual(product(2));
    expect(next.length).toBeLessThan(Buffer.byteLength(JSON.stringify(product(2))) / 5);
  });

  it('keeps each stored value in a buffer of its own size (no shared 16 KB output chunk kept alive)', () => {
    const stored = new StoredFields(1024);
    const bytes = stored.encode(product(3));
    expect(bytes.buffer.byteLength).toBeLessThan(8192 + bytes.length);
  });
});

describe('a collection with large source-only fields', () => {
  it('answers whole documents and queries on source-only fields as before', () => {
    const collection = new DocumentCollection('id', ['id', 'name']);
    const docs = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, name: `Shoe ${i + 1}`, ...product(i + 1) }));
    collection.upsert(docs);
    collection.settle();
    expect(collection.document(7)).toEqual(docs[7]);
    expect(collection.exactIndex('configurable_children.sku').postings.get('s:P-9-40')).toBeDefined();
    collection.upsert([{ id: 9, name: 'Shoe 9', ...product(90) }]);
    collection.settle();
    expect(collection.document(8)).toEqual({ id: 9, name: 'Shoe 9', ...product(90) });
  });
});
