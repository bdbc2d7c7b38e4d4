// Keeps the running backend's in-memory catalogue index (CatalogIndex) equal to the stored catalogue after a
// change committed by ANY process: the catalogue command, `_bulk`, another backend. Contract with the change-event
// tail (issue #14 item 4): the tail reads the change log (server/db/change-log.ts), calls `refresh(changes)` with
// what it read, and publishes to the edges after it resolves, so an edge that refetches finds the new documents.
// What a tag reloads (tags: server/backend/change-feed.ts):
//   store:<code>   every index of that store view, whole
//   sku:<sku>      the product documents with that sku, in every store view (deleted ones leave the index)
//   category:<id>  that category in every store view;  cms_page:<id>  that CMS page in every store view
// Product documents get the Omnibus lowest price and the buyable sizes, as at start (app.ts loadCatalogIndex).
import type { ProductDocument } from '../../shared/catalog-types.js';
import { withBuyableSizes } from '../../shared/catalog/stock.js';
import { STORE_CODES, type CatalogEntity, type StoreCode } from '../../shared/store-views.js';
import { catalogueIndices } from '../catalogue-import/index-names.js';
import { loadPriceHistory, withLowestPrice, type PriceHistoryBySku } from '../db/lowest-prices.js';
import type { Database } from '../db/schema.js';
import type { PriceChange } from '../../shared/legal/lowest-price.js';
import type { CatalogIndex } from './catalog-index/catalog-index.js';
import type { CatalogueChange } from './change-feed.js';
import { inBatches } from '../db/in-batches.js';

/** The document as the index serves it: products carry the fields computed at load. */
export function servedDocument(indexName: string, doc: Record<string, unknown>, history: PriceHistoryBySku): Record<string, unknown> {
  return indexName.endsWith('_product') ? (withBuyableSizes(withLowestPrice(doc as unknown as ProductDocument, history)) as unknown as Record<string, unknown>) : doc;
}

/** A change to reload; `id` is its change-log id when it has one. */
export type RefreshChange = CatalogueChange & { readonly id?: number };

export class CatalogueRefresher {
  /** sku → the index/id keys of the documents serving it, to find those a change deleted. */
  private readonly skuKeys = new Map<string, Set<string>>();
  /**
   * Ids of logged changes this process applied to its index as it made them (`_bulk`, refreshOwn), which the
   * tail then reads from the log: refresh() skips them instead of reloading the same documents a second time.
   */
  private readonly appliedOwn = new Set<number>();
  private queue: Promise<void> = Promise.resolve();
  private index: CatalogIndex | null = null;

  constructor(
    private readonly db: Database,
    private readonly prefix: string,
  ) {}

  /** The index this refresher keeps current (filled by app.ts loadCatalogIndex, which tells `track` each document). */
  serve(index: CatalogIndex): void {
    this.index = index;
  }

  /** Notes where a product document is served (app.ts calls it for every document it loads). */
  track(indexName: string, doc: Record<string, unknown>): void {
    if (typeof doc.sku !== 'string') return;
    let keys = this.skuKeys.get(doc.sku);
    if (!keys) this.skuKeys.set(doc.sku, (keys = new Set()));
    keys.add(`${indexName}\u0000${String(doc.id)}`);
  }

  /**
   * Reloads what the changes read from the change log name, except those already applied by refreshOwn; calls
   * run one after another.
   */
  refresh(changes: readonly RefreshChange[]): Promise<void> {
    return this.enqueue(() => {
      const fresh = changes.filter((change) => change.id === undefined || !this.appliedOwn.has(change.id));
      // The tail reads the log in id order: an id up to the last one read never comes again.
      const lastId = Math.max(0, ...changes.map((change) => change.id ?? 0));
      for (const id of this.appliedOwn) if (id <= lastId) this.appliedOwn.delete(id);
      return new Set(fresh.flatMap((change) => change.tags));
    });
  }

  /** Reloads the change this process has just committed (read your writes) and notes its id for refresh(). */
  refreshOwn(change: CatalogueChange & { readonly id: number | null }): Promise<void> {
    if (change.id !== null) this.appliedOwn.add(change.id);
    return this.enqueue(() => new Set(change.tags));
  }

  private enqueue(tagsToReload: () => ReadonlySet<string>): Promise<void> {
    const run = this.queue.then(() => this.reload(tagsToReload()));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async reload(tags: ReadonlySet<string>): Promise<void> {
    if (!this.index) throw new Error('catalogue refresh: no index to refresh yet');
    const stores = new Set<StoreCode>();
    const skus: string[] = [];
    const ids: Partial<Record<CatalogEntity, string[]>> = {};
    for (const tag of tags) {
      const [kind, value] = [tag.slice(0, tag.indexOf(':')), tag.slice(tag.indexOf(':') + 1)];
      if (kind === 'store' && (STORE_CODES as readonly string[]).includes(value)) stores.add(value as StoreCode);
      else if (kind === 'sku') skus.push(value);
      else if (kind === 'category' || kind === 'cms_page') (ids[kind] ??= []).push(value);
    }
    if (stores.size === 0 && skus.length === 0 && !ids.category && !ids.cms_page) return;
    // Prices' history: all of it for a whole store view, else only that of the products named.
    const history = stores.size ? await loadPriceHistory(this.db) : await this.historyOf(skus);
    for (const store of stores) await this.reloadStore(store, history);
    const otherStores = catalogueIndices(this.prefix).filter((i) => !stores.has(i.store));
    await this.reloadSkus(skus, new Set(otherStores.filter((i) => i.entity === 'product').map((i) => i.name)), history);
    for (const entity of ['category', 'cms_page'] as const) {
      for (const { name } of otherStores.filter((i) => i.entity === entity)) await this.reloadIds(name, ids[entity] ?? [], history);
    }
  }

  /** The history of these skus and of the sizes of the products with these skus. */
  private async historyOf(skus: readonly string[]): Promise<PriceHistoryBySku> {
    const all = new Set(skus);
    for (const batch of inBatches(skus)) {
      const rows = await this.db.selectFrom('products').select('sku').where('parent_sku', 'in', batch).execute();
      for (const row of rows) all.add(row.sku);
    }
    const list = [...all];
    const history = new Map<string, PriceChange[]>();
    for (const batch of inBatches(list)) {
      const rows = await this.db.selectFrom('price_history').select(['sku', 'price_cents', 'effective_from']).where('sku', 'in', batch).orderBy('sku').orderBy('effective_from').execute();
      for (const row of rows) {
        let changes = history.get(row.sku);
        if (!changes) history.set(row.sku, (changes = []));
        changes.push({ priceCents: Number(row.price_cents), effectiveFrom: row.effective_from });
      }
    }
    return history;
  }

  private async reloadStore(store: StoreCode, history: PriceHistoryBySku): Promise<void> {
    for (const { name } of catalogueIndices(this.prefix, [store])) {
      const rows = await this.db.selectFrom('catalog_documents').select('body').where('index_name', '=', name).orderBy('position').execute();
      this.index!.deleteIndex(name);
      if (rows.length === 0) continue;
      const docs = rows.map((row) => servedDocument(name, JSON.parse(row.body) as Record<string, unknown>, history));
      for (const doc of docs) this.track(name, doc);
      this.index!.putDocuments(name, docs, 'id', { owned: true });
    }
  }

  private async reloadSkus(skus: readonly string[], indexNames: ReadonlySet<string>, history: PriceHistoryBySku): Promise<void> {
    const found = new Map<string, Record<string, unknown>[]>();
    const seen = new Set<string>();
    for (const batch of inBatches(skus)) {
      const rows = await this.db.selectFrom('catalog_documents').select(['index_name', 'doc_id', 'body']).where('sku', 'in', batch).execute();
      for (const row of rows) {
        if (!indexNames.has(row.index_name)) continue;
        const doc = servedDocument(row.index_name, JSON.parse(row.body) as Record<string, unknown>, history);
        let docs = found.get(row.index_name);
        if (!docs) found.set(row.index_name, (docs = []));
        docs.push(doc);
        seen.add(`${row.index_name}\u0000${row.doc_id}`);
        this.track(row.index_name, doc);
      }
    }
    for (const [name, docs] of found) this.index!.putDocuments(name, docs, 'id', { owned: true });
    // Documents served under these skus that the database no longer holds (deleted, or given another sku).
    const unseen = new Map<string, string[]>();
    for (const sku of skus) {
      for (const key of this.skuKeys.get(sku) ?? []) {
        if (seen.has(key)) continue;
        const [name, id] = key.split('\u0000');
        if (!indexNames.has(name)) continue;
        this.skuKeys.get(sku)!.delete(key);
        let ids = unseen.get(name);
        if (!ids) unseen.set(name, (ids = []));
        ids.push(id);
      }
    }
    for (const [name, ids] of unseen) {
      const stored = new Set<string>();
      for (const batch of inBatches(ids)) {
        const rows = await this.db.selectFrom('catalog_documents').select('doc_id').where('index_name', '=', name).where('doc_id', 'in', batch).execute();
        for (const row of rows) stored.add(row.doc_id);
      }
      this.index!.deleteDocuments(name, ids.filter((id) => !stored.has(id)));
    }
  }

  private async reloadIds(indexName: string, ids: readonly string[], history: PriceHistoryBySku): Promise<void> {
    if (ids.length === 0) return;
    const rows = await this.db.selectFrom('catalog_documents').select(['doc_id', 'body']).where('index_name', '=', indexName).where('doc_id', 'in', [...ids]).execute();
    if (rows.length) this.index!.putDocuments(indexName, rows.map((row) => servedDocument(indexName, JSON.parse(row.body) as Record<string, unknown>, history)), 'id', { owned: true });
    const present = new Set(rows.map((row) => row.doc_id));
    this.index!.deleteDocuments(indexName, ids.filter((id) => !present.has(id)));
  }
}
