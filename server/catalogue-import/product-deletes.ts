// What deleting a product document takes with it (issue #14 item 1). The store views' copies follow the main store
// view's document (store-view-fields.ts) and the cart charges the main view's commerce rows (apply.ts), so:
//   - a product deleted in the MAIN store view leaves every store view: its copies in de and it go too, and the
//     sizes (child documents, `parentSku`) of it and of its copies, in the same transaction. No store view lists a
//     product the owner deleted, and its commerce rows are disabled (the cart refuses it: ERR_PRODUCT_DISCONTINUED).
//   - a delete addressed to ANOTHER store view removes that view's copy and its sizes only: the store view stops
//     listing and finding it, while the main view and the other store views keep it and the cart still sells it
//     there (the commerce rows are one per sku and stay enabled).
// Both the catalogue command and `_bulk` apply through apply.ts, which asks this for every product it deletes.
import type { Kysely } from 'kysely';
import { indexName, STORE_CODES, type StoreCode } from '../../shared/store-views.js';
import { skuOf } from '../db/catalog-documents.js';
import type { DatabaseSchema } from '../db/schema.js';
import type { JsonObject } from './bulk-lines.js';

/** A stored product document that goes with a deleted one. */
export interface DeletedWith {
  index: string;
  store: StoreCode;
  id: string;
  previous: JsonObject;
}

/** A product document being deleted: where it is and what it held. */
export interface ProductDelete {
  index: string;
  store: StoreCode;
  previous: JsonObject;
}

const ROWS_PER_STATEMENT = 100;

/** The product index of `store` beside `index` of `ownStore` (same CATALOG_INDEX prefix). */
function productIndexBeside(index: string, ownStore: StoreCode, store: StoreCode): string {
  const prefix = index.slice(0, index.length - indexName('', ownStore, 'product').length);
  return indexName(prefix, store, 'product');
}

function childSkus(doc: JsonObject): string[] {
  return Array.isArray(doc.configurable_children) ? doc.configurable_children.map((c) => skuOf(c as JsonObject)).filter((sku): sku is string => sku !== null) : [];
}

const keyOf = (index: string, sku: string) => `${index}\u0000${sku}`;

/**
 * Whether a document (`doc` in `index`) goes with a delete: the rule DeleteCascade reads stored documents by, for
 * the documents a chunk has itself written before the delete (not stored yet, so no read finds them).
 */
export function goesWith(deleted: ProductDelete, index: string, doc: JsonObject): boolean {
  const sku = skuOf(deleted.previous);
  if (sku === null || (deleted.store !== 'main' && index !== deleted.index)) return false;
  return (doc.sku === sku && index !== deleted.index) || doc.parentSku === sku;
}

/**
 * Finds, for a chunk's product deletes, the stored documents each takes with it; reads in batches (prefetch), and
 * on its own for a delete prefetch did not see (a document the chunk created and then deleted).
 */
export class DeleteCascade {
  /** By the deleted document's index and sku. */
  private readonly found = new Map<string, DeletedWith[]>();

  constructor(private readonly trx: Kysely<DatabaseSchema>) {}

  async prefetch(deletes: readonly ProductDelete[]): Promise<void> {
    const wanted = deletes.filter((d) => skuOf(d.previous) !== null && !this.found.has(keyOf(d.index, skuOf(d.previous)!)));
    if (wanted.length === 0) return;
    // The copies (same sku) of main deletes in the other store views.
    const copies = new Map<string, DeletedWith[]>(wanted.map((d) => [keyOf(d.index, skuOf(d.previous)!), []]));
    const mainDeletes = wanted.filter((d) => d.store === 'main');
    if (mainDeletes.length) {
      const others = STORE_CODES.filter((s) => s !== 'main').map((store) => ({ store, index: productIndexBeside(mainDeletes[0].index, 'main', store) }));
      const bySku = new Map(mainDeletes.map((d) => [skuOf(d.previous)!, d]));
      for (const row of await this.rows(others.map((o) => o.index), [...bySku.keys()])) {
        const main = bySku.get(row.sku!)!;
        copies.get(keyOf(main.index, row.sku!))!.push({ index: row.index_name, store: others.find((o) => o.index === row.index_name)!.store, id: row.doc_id, previous: JSON.parse(row.body) as JsonObject });
      }
    }
    // The sizes of every deleted document and copy, in its own index: child documents whose parentSku is its sku.
    const parents = [...wanted.map((d) => ({ key: keyOf(d.index, skuOf(d.previous)!), index: d.index, doc: d.previous })), ...[...copies].flatMap(([key, list]) => list.map((c) => ({ key, index: c.index, doc: c.previous })))];
    const sizeOwner = new Map<string, { key: string; parentSku: string }>();
    for (const parent of parents) for (const sku of childSkus(parent.doc)) sizeOwner.set(keyOf(parent.index, sku), { key: parent.key, parentSku: skuOf(parent.doc)! });
    const sizeIndexes = [...new Set(parents.map((p) => p.index))];
    const sizeSkus = [...new Set(parents.flatMap((p) => childSkus(p.doc)))];
    for (const row of await this.rows(sizeIndexes, sizeSkus)) {
      const owner = sizeOwner.get(keyOf(row.index_name, row.sku!));
      const size = JSON.parse(row.body) as JsonObject;
      if (!owner || size.parentSku !== owner.parentSku) continue;
      const store = STORE_CODES.find((s) => productIndexBeside(wanted[0].index, wanted[0].store, s) === row.index_name)!;
      copies.get(owner.key)!.push({ index: row.index_name, store, id: row.doc_id, previous: size });
    }
    for (const [key, list] of copies) this.found.set(key, list);
  }

  /** The stored documents that go with deleting `doc` (the document as stored) from `index`. */
  async of(deleted: ProductDelete): Promise<DeletedWith[]> {
    const sku = skuOf(deleted.previous);
    if (sku === null) return [];
    if (!this.found.has(keyOf(deleted.index, sku))) await this.prefetch([deleted]);
    return this.found.get(keyOf(deleted.index, sku))!;
  }

  private async rows(indexes: readonly string[], skus: readonly string[]) {
    const rows = [];
    for (let i = 0; i < skus.length; i += ROWS_PER_STATEMENT) {
      rows.push(
        ...(await this.trx
          .selectFrom('catalog_documents')
          .select(['index_name', 'doc_id', 'sku', 'body'])
          .where('index_name', 'in', indexes)
          .where('sku', 'in', skus.slice(i, i + ROWS_PER_STATEMENT))
          .execute()),
      );
    }
    return rows.filter((row) => row.sku !== null);
  }
}
