// One truth across store views (issue #14 item 3): prices, special-price windows and stock are the same in every
// store view (the shop sells in euros everywhere; only texts differ), and the cart charges the main store view's
// (apply.ts writes the commerce rows from it). Each store view still has its own copy of a product document, so
// the apply step keeps those fields of every copy equal to the main store view's document with the same sku, in
// the same transaction, whichever way a change comes in (the catalogue command and `_bulk` both apply through
// apply.ts, which calls this for each chunk):
//   - a main document written: the other store views' stored documents of that sku take its fields;
//   - another store view's document written: it takes the main document's fields (a copy sent with another price
//     does not make /de show what the cart does not charge). Without a main document it keeps its own.
// The same holds for the sizes embedded in a configurable (`configurable_children`, matched by sku).
import type { Kysely } from 'kysely';
import { indexName, STORE_CODES, type StoreCode } from '../../shared/store-views.js';
import { skuOf } from '../db/catalog-documents.js';
import type { DatabaseSchema } from '../db/schema.js';
import type { JsonObject } from './bulk-lines.js';
import { documentKey } from './change-plan.js';
import { inBatches } from '../db/in-batches.js';

/** The fields one sku has once, whatever the store view (status and texts are the store view's own). */
export const PER_SKU_FIELDS = [
  'stock', 'price', 'price_incl_tax', 'price_tax', 'original_price', 'original_price_incl_tax', 'original_price_tax',
  'special_price', 'special_price_incl_tax', 'special_price_tax', 'special_from_date', 'special_to_date',
  'final_price', 'final_price_incl_tax', 'final_price_tax',
] as const;

/** A product document written by the chunk (null = deleted). */
export interface StoreViewWrite {
  index: string;
  store: StoreCode;
  id: string;
  doc: JsonObject | null;
  previous: JsonObject | null;
}

/** Equal as stored JSON (field values are plain JSON: numbers, strings, the stock object). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b);
}

/** Copies the per-sku fields of `main` onto `entry`; true when something changed. A field main lacks is removed. */
function copyFields(entry: JsonObject, main: JsonObject): boolean {
  let changed = false;
  for (const field of PER_SKU_FIELDS) {
    if (field in main) {
      if (sameJson(entry[field], main[field])) continue;
      entry[field] = main[field];
      changed = true;
    } else if (field in entry) {
      delete entry[field];
      changed = true;
    }
  }
  return changed;
}

/** `target` with the main document's per-sku fields, its sizes' too; null when it already has them. */
export function withMainFields(target: JsonObject, main: JsonObject): JsonObject | null {
  const next: JsonObject = { ...target };
  let changed = copyFields(next, main);
  if (Array.isArray(target.configurable_children) && Array.isArray(main.configurable_children)) {
    const mainSizes = new Map(main.configurable_children.map((entry) => [(entry as JsonObject).sku, entry as JsonObject]));
    next.configurable_children = target.configurable_children.map((entry) => {
      const size = { ...(entry as JsonObject) };
      const from = mainSizes.get(size.sku);
      if (from && copyFields(size, from)) changed = true;
      return size;
    });
  }
  return changed ? next : null;
}

/** The product index of `store` beside a write's own (same CATALOG_INDEX prefix). */
function productIndex(write: Pick<StoreViewWrite, 'index' | 'store'>, store: StoreCode): string {
  const prefix = write.index.slice(0, write.index.length - indexName('', write.store, 'product').length);
  return indexName(prefix, store, 'product');
}

/**
 * Aligns a chunk's product writes across store views. Other store views' writes are changed in place (their `doc`)
 * and returned with the further writes of stored copies in other store views; the caller stores all of them.
 */
export async function alignStoreViews(trx: Kysely<DatabaseSchema>, writes: readonly StoreViewWrite[]): Promise<StoreViewWrite[]> {
  if (writes.length === 0) return [];
  const mainIndex = productIndex(writes[0], 'main');
  // The main documents of the chunk's skus: those it writes itself (the last one counts), then the stored ones.
  const mainBySku = new Map<string, JsonObject>();
  for (const write of writes) {
    const sku = skuOf(write.doc);
    if (write.store === 'main' && sku) mainBySku.set(sku, write.doc!);
  }
  const missing = [...new Set(writes.filter((w) => w.store !== 'main').map((w) => skuOf(w.doc)).filter((sku): sku is string => sku !== null && !mainBySku.has(sku)))];
  for (const batch of inBatches(missing)) {
    const rows = await trx.selectFrom('catalog_documents').select(['sku', 'body']).where('index_name', '=', mainIndex).where('sku', 'in', batch).execute();
    for (const row of rows) if (row.sku) mainBySku.set(row.sku, JSON.parse(row.body) as JsonObject);
  }

  const changed: StoreViewWrite[] = [];
  // Only a document's last write in the chunk is stored, so only that one is aligned.
  const last = new Map(writes.map((write) => [documentKey(write.index, write.id), write]));
  for (const write of last.values()) {
    const sku = skuOf(write.doc);
    const main = sku && write.store !== 'main' ? mainBySku.get(sku) : undefined;
    const aligned = main && withMainFields(write.doc!, main);
    if (!aligned) continue;
    (write as { doc: JsonObject }).doc = aligned;
    changed.push(write);
  }

  // The stored copies, in the other store views, of the main documents the chunk writes.
  const mainSkus = [...new Set(writes.filter((w) => w.store === 'main').map((w) => skuOf(w.doc)).filter((sku): sku is string => sku !== null))];
  const others = STORE_CODES.filter((store) => store !== 'main').map((store) => ({ store, index: productIndex(writes[0], store) }));
  for (const batch of inBatches(mainSkus)) {
    const rows = await trx
      .selectFrom('catalog_documents')
      .select(['index_name', 'doc_id', 'sku', 'body'])
      .where('index_name', 'in', others.map((o) => o.index))
      .where('sku', 'in', batch)
      .execute();
    for (const row of rows) {
      if (last.has(documentKey(row.index_name, row.doc_id)) || !row.sku) continue;
      const stored = JSON.parse(row.body) as JsonObject;
      const aligned = withMainFields(stored, mainBySku.get(row.sku)!);
      if (aligned) changed.push({ index: row.index_name, store: others.find((o) => o.index === row.index_name)!.store, id: row.doc_id, doc: aligned, previous: stored });
    }
  }
  return changed;
}
