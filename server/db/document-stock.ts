// Stock taken by an order reaches the catalogue (issue #14 items 3, 4): the cart and the order read the `stock` rows,
// pages and listings read the catalogue documents. Inside the order's transaction, the documents of the skus it
// took (every store view's copy, and the entry of a size inside its parent) get the rows' quantity and
// availability, and the change is logged with their tags, so the running index (the change tail) and every edge
// show what the next cart will find. A size shown in stock after its last one was sold would only be refused at
// checkout.
import type { Kysely } from 'kysely';
import { recordChange } from './change-log.js';
import { dialectOf } from './dialect.js';
import type { DatabaseSchema } from './schema.js';
import { inBatches } from './in-batches.js';

type Writer = Kysely<DatabaseSchema>;
type StockFields = { qty: number; is_in_stock: boolean };
type Document = { sku?: unknown; stock?: Record<string, unknown>; configurable_children?: Document[] };

/** Sets `doc.stock` to the row's; true when it changed. Documents without a stock object are left alone. */
function withStock(doc: Document, stock: StockFields): boolean {
  if (!doc.stock || typeof doc.stock !== 'object') return false;
  if (doc.stock.qty === stock.qty && doc.stock.is_in_stock === stock.is_in_stock) return false;
  doc.stock = { ...doc.stock, qty: stock.qty, is_in_stock: stock.is_in_stock };
  return true;
}

export async function stockIntoDocuments(trx: Writer, skus: readonly string[], reason: string): Promise<void> {
  if (skus.length === 0) return;
  const stock = new Map<string, StockFields>();
  const parents = new Set<string>();
  for (const batch of inBatches(skus)) {
    for (const row of await trx.selectFrom('stock').select(['sku', 'qty', 'is_in_stock']).where('sku', 'in', batch).execute()) {
      stock.set(row.sku, { qty: Number(row.qty), is_in_stock: Number(row.is_in_stock) === 1 });
    }
    for (const row of await trx.selectFrom('products').select('parent_sku').where('sku', 'in', batch).where('parent_sku', 'is not', null).execute()) parents.add(row.parent_sku!);
  }
  const named = [...new Set([...stock.keys(), ...parents])];
  for (const batch of inBatches(named)) {
    let query = trx.selectFrom('catalog_documents').select(['index_name', 'doc_id', 'body']).where('sku', 'in', batch).orderBy('index_name').orderBy('doc_id');
    // Two orders of sizes of one shoe change the same parent documents. On PostgreSQL the rows are locked as they are
    // read (in one order, so two orders cannot deadlock), or the second would write back a body read before the
    // first committed and undo its stock. SQLite runs one writing transaction at a time already.
    if (dialectOf(trx as unknown as Kysely<unknown>) === 'postgres') query = query.forUpdate();
    const rows = await query.execute();
    for (const row of rows) {
      const doc = JSON.parse(row.body) as Document;
      let changed = typeof doc.sku === 'string' && stock.has(doc.sku) ? withStock(doc, stock.get(doc.sku)!) : false;
      for (const size of doc.configurable_children ?? []) {
        const taken = typeof size.sku === 'string' ? stock.get(size.sku) : undefined;
        if (taken && withStock(size, taken)) changed = true;
      }
      if (changed) await trx.updateTable('catalog_documents').set({ body: JSON.stringify(doc) }).where('index_name', '=', row.index_name).where('doc_id', '=', row.doc_id).execute();
    }
  }
  await recordChange(trx, { tags: named.map((sku) => `sku:${sku}`), reason });
}
