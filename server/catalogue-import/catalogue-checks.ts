// Rules across documents, checked before anything is written: one sku per product document in an index, a child
// (a document with `parentSku`) only with its parent, `create` only for a new id and `update` only for an existing
// one, a document's own `id` equal to its `_id`. Fed one item at a time (files are streamed), judged at the end
// against the stored catalogue (what the file does not touch stays as it is).
import type { BulkItem } from './bulk-lines.js';
import type { ImportProblem } from './problems.js';

/** The stored product documents of one index: doc_id → sku (null when it has none). Other entities: ids only. */
export type StoredIds = ReadonlyMap<string, string | null>;

interface FinalDoc {
  sku: string | null;
  parentSku: string | null;
  line: number;
}

export class CatalogueChecker {
  readonly problems: ImportProblem[] = [];
  /** Per index: the documents the file leaves in it (null = deleted), by id. */
  private readonly touched = new Map<string, Map<string, FinalDoc | null>>();

  /** `stored(index)` gives the stored ids (and skus) of an index; it is asked once per index the file names. */
  constructor(private readonly stored: (indexName: string) => StoredIds) {}

  add(item: BulkItem): void {
    const docs = this.docsOf(item.index.name);
    const exists = docs.has(item.id) ? docs.get(item.id) !== null : this.stored(item.index.name).has(item.id);
    const doc = item.doc ?? {};
    if (item.op !== 'update' && item.op !== 'delete' && doc.id !== undefined && String(doc.id) !== item.id) {
      this.problems.push({ line: item.docLine, field: 'id', message: `the document's id ${JSON.stringify(doc.id)} differs from the action's _id "${item.id}"` });
    }
    if (item.op === 'update' && doc.id !== undefined && String(doc.id) !== item.id) {
      this.problems.push({ line: item.docLine, field: 'doc.id', message: 'an update cannot change the document id' });
    }
    if (item.op === 'create' && exists) this.problems.push({ line: item.line, field: '_id', message: `create: document ${item.id} already exists in ${item.index.name} (use index to replace it)` });
    if (item.op === 'update' && !exists) this.problems.push({ line: item.line, field: '_id', message: `update: document ${item.id} does not exist in ${item.index.name}` });
    if (item.index.entity !== 'product') {
      docs.set(item.id, item.op === 'delete' ? null : { sku: null, parentSku: null, line: item.line });
      return;
    }
    if (item.op === 'delete') {
      docs.set(item.id, null);
      return;
    }
    const previous = docs.get(item.id);
    const storedSku = this.stored(item.index.name).get(item.id) ?? null;
    const sku = typeof doc.sku === 'string' ? doc.sku : item.op === 'update' ? (previous?.sku ?? storedSku) : null;
    const parentSku = typeof doc.parentSku === 'string' ? doc.parentSku : item.op === 'update' ? (previous?.parentSku ?? null) : null;
    docs.set(item.id, { sku, parentSku, line: item.docLine });
  }

  /** Runs the rules that need the whole file; returns every problem found (also those found by add). */
  finish(): ImportProblem[] {
    for (const [indexName, docs] of this.touched) {
      const skus = this.finalSkus(indexName, docs);
      for (const [id, doc] of docs) {
        if (!doc?.sku) continue;
        const owners = skus.get(doc.sku)!;
        if (owners.length > 1) {
          const others = owners.filter((o) => o !== id);
          this.problems.push({ line: doc.line, field: 'sku', message: `duplicate SKU ${doc.sku}: also document ${others.join(', ')} in ${indexName}` });
        }
        if (doc.parentSku && !skus.has(doc.parentSku)) {
          this.problems.push({ line: doc.line, field: 'parentSku', message: `the parent ${doc.parentSku} of child ${doc.sku} is neither in the file nor in ${indexName}` });
        }
      }
    }
    return this.problems.sort((a, b) => a.line - b.line);
  }

  private docsOf(indexName: string): Map<string, FinalDoc | null> {
    let docs = this.touched.get(indexName);
    if (!docs) this.touched.set(indexName, (docs = new Map()));
    return docs;
  }

  /** sku → ids of the documents that will carry it once the file is applied. */
  private finalSkus(indexName: string, docs: ReadonlyMap<string, FinalDoc | null>): Map<string, string[]> {
    const skus = new Map<string, string[]>();
    const add = (sku: string | null, id: string) => {
      if (sku) skus.set(sku, [...(skus.get(sku) ?? []), id]);
    };
    for (const [id, sku] of this.stored(indexName)) if (!docs.has(id)) add(sku, id);
    for (const [id, doc] of docs) if (doc) add(doc.sku, id);
    return skus;
  }
}
