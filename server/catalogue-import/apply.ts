// Applies bulk items to the stored catalogue in ONE transaction (SQLite or PostgreSQL): the documents the index
// serves (catalog_documents), the commerce rows the cart charges (products, stock; from the main store view's
// product documents), a price-history entry for every price change, and the change-log entry with the edge-cache
// tags it touched (server/db/change-log.ts). Either all of it is committed or none: a shopper never sees half a
// catalogue, and a process killed halfway leaves the old one. Items are taken in chunks, so a large file is never
// held in memory as a whole; the transaction reads its own earlier writes.
import type { Kysely } from 'kysely';
import type { ProductDocument } from '../../shared/catalog-types.js';
import { STORE_CODES, type StoreCode } from '../../shared/store-views.js';
import { listTag } from '../backend/change-feed.js';
import { skuOf } from '../db/catalog-documents.js';
import { lockCatalogueForChange } from '../db/catalogue-lock.js';
import { recordChange } from '../db/change-log.js';
import type { Database, DatabaseSchema, ProductsTable, StockTable } from '../db/schema.js';
import { buildCommerceSeedRows } from '../db/seed-rows.js';
import type { BulkItem, JsonObject } from './bulk-lines.js';
import { documentKey, emptySummary, isRefused, planItem, refusal, type ChangeSummary } from './change-plan.js';
import { embedChildren, removeChildren } from './embedded-child.js';
import { DeleteCascade, goesWith } from './product-deletes.js';
import { historyForChange, type PriceHistoryEntry } from './price-history.js';
import { formatProblem, type ImportProblem } from './problems.js';
import { alignStoreViews, type StoreViewWrite } from './store-view-fields.js';
import { inBatches } from '../db/in-batches.js';

type Transaction = Kysely<DatabaseSchema>;

/** Elasticsearch's per-item answer of `_bulk`. */
export interface ItemResult {
  op: BulkItem['op'];
  index: string;
  id: string;
  status: number;
  result?: 'created' | 'updated' | 'deleted' | 'noop' | 'not_found';
  error?: { type: string; reason: string };
}

export interface ApplyOptions {
  now: Date;
  /** For the change log: 'import' (the command, the first start's demo data) or 'bulk' (the API). */
  reason: string;
  /** Told after each chunk (the command's progress bar). */
  onProgress?: (itemsDone: number) => void;
  /** Applies nothing when one item is refused (RefusedItemError): the import's rule; `_bulk` answers per item. */
  atomic?: boolean;
  /** Keeps the per-item results (the `_bulk` answer); the command does without them. */
  collectResults?: boolean;
  /**
   * Awaited in each chunk between its reads and plan and its writes: the window in which a concurrent order could
   * otherwise commit (server/db/catalogue-lock.ts). Tests place an order there to show that it cannot.
   */
  beforeWrite?: () => Promise<void>;
}

export interface ApplyResult {
  summary: ChangeSummary;
  results: ItemResult[];
  /** Items refused on their own (create of an existing id, update of a missing one). */
  errors: number;
  tags: string[];
  /** The change-log entry of this change (null when it changed nothing). */
  changeId: number | null;
}

/**
 * The fields that decide whether and where a product is listed (the sitemap's walk: change-feed.ts listTag). Not
 * `updated_at`: indexers set it on every change, and a sitemap's lastmod may wait for its TTL.
 */
const LISTED_FIELDS = ['sku', 'status', 'visibility', 'url_key', 'url_path', 'slug', 'parentSku'];

/** Whether an update changes where or whether a product is listed (a stock or price update does not). */
function movesInLists(item: BulkItem, before: string, after: JsonObject): boolean {
  if (item.op === 'update') return LISTED_FIELDS.some((field) => field in item.doc!);
  const stored = JSON.parse(before) as JsonObject;
  return LISTED_FIELDS.some((field) => JSON.stringify(stored[field]) !== JSON.stringify(after[field]));
}

/** Elasticsearch's status and error type of a refused item. */
const REFUSED = {
  conflict: [409, 'version_conflict_engine_exception'],
  missing: [404, 'document_missing_exception'],
  invalid: [400, 'mapper_parsing_exception'],
} as const;

/** Thrown inside the transaction (so nothing of it is committed) when an atomic apply meets a refused item. */
export class RefusedItemError extends Error {
  constructor(readonly problem: ImportProblem) {
    super(formatProblem(problem));
  }
}

const CHUNK = 500;
/** Beyond this many tags a change names its whole store views instead (edges drop those catalogues). */
const MAX_TAGS = 2000;

export async function applyBulkItems(db: Database, items: AsyncIterable<BulkItem> | Iterable<BulkItem>, options: ApplyOptions): Promise<ApplyResult> {
  return db.transaction().execute(async (trx) => {
    // Orders wait for this change and it for the orders in flight, so none commits between its reads and its
    // writes: its stock applies as of its transaction, and no order's decrement is written over.
    await lockCatalogueForChange(trx);
    const state = new ApplyState(trx, options);
    let chunk: BulkItem[] = [];
    let done = 0;
    for await (const item of items) {
      chunk.push(item);
      if (chunk.length >= CHUNK) {
        await state.applyChunk(chunk);
        done += chunk.length;
        options.onProgress?.(done);
        chunk = [];
      }
    }
    if (chunk.length) {
      await state.applyChunk(chunk);
      options.onProgress?.(done + chunk.length);
    }
    const tags = state.changeTags();
    const changeId = await recordChange(trx, { tags, reason: options.reason });
    return { summary: state.summary, results: state.results, errors: state.errors, tags, changeId };
  });
}

interface DocumentWrite {
  index: string;
  id: string;
  /** null: deleted. */
  body: string | null;
  sku: string | null;
}

type ProductWrite = StoreViewWrite;

class ApplyState {
  readonly summary = emptySummary();
  readonly results: ItemResult[] = [];
  errors = 0;
  private readonly tags = new Set<string>();
  private readonly wholeStores = new Set<StoreCode>();
  /** The store views of the documents written (productStores: of the product documents). */
  private readonly touchedStores = new Set<StoreCode>();
  private readonly productStores = new Set<StoreCode>();
  private readonly nextPosition = new Map<string, number>();

  constructor(
    private readonly trx: Transaction,
    private readonly options: ApplyOptions,
  ) {}

  async applyChunk(items: readonly BulkItem[]): Promise<void> {
    const stored = await this.storedBodies(items);
    const productWrites: ProductWrite[] = [];
    const pending = new Map<string, DocumentWrite>();
    // What the chunk's product deletes take with them (product-deletes.ts), read in batches before the items.
    const cascade = new DeleteCascade(this.trx);
    await cascade.prefetch(
      items
        .filter((item) => item.op === 'delete' && item.index.entity === 'product' && stored.has(documentKey(item.index.name, item.id)))
        .map((item) => ({ index: item.index.name, store: item.index.store, previous: JSON.parse(stored.get(documentKey(item.index.name, item.id))!) as JsonObject })),
    );
    for (const item of items) {
      const key = documentKey(item.index.name, item.id);
      const before = stored.get(key);
      const outcome = planItem(item, before, this.options.now);
      if (isRefused(outcome)) {
        if (this.options.atomic) throw new RefusedItemError(refusal(item, outcome));
        this.errors += 1;
        const [status, type] = REFUSED[outcome.kind];
        this.result(item, status, undefined, { type, reason: outcome.kind === 'invalid' ? `[${outcome.field}] ${outcome.message}` : outcome.message });
        continue;
      }
      this.summary[outcome.kind] += 1;
      const answer = outcome.kind === 'unchanged' ? (item.op === 'delete' ? 'not_found' : 'noop') : outcome.kind;
      this.result(item, outcome.kind === 'created' ? 201 : answer === 'not_found' ? 404 : 200, answer);
      if (outcome.kind === 'unchanged') continue;
      if (outcome.body === null) stored.delete(key);
      else stored.set(key, outcome.body);
      // Each body is parsed at most once: index and create store the document the line held, as it was parsed.
      const doc = outcome.body === null ? null : item.op === 'update' ? (JSON.parse(outcome.body) as JsonObject) : item.doc!;
      const previous = doc === null ? (JSON.parse(before!) as JsonObject) : null;
      pending.set(key, { index: item.index.name, id: item.id, body: outcome.body, sku: skuOf(doc) });
      this.tagDocument(item.index, item.id, doc ?? previous!);
      if (item.index.entity !== 'product') continue;
      // Once named, the tag is not looked for again (an update of an indexed document would parse the stored one).
      if (!this.tags.has(listTag('product')) && (outcome.kind !== 'updated' || movesInLists(item, before!, doc!))) this.tags.add(listTag('product'));
      productWrites.push({ index: item.index.name, store: item.index.store, id: item.id, doc, previous });
      if (doc !== null) continue;
      // A deleted product's sizes, and for the main store view its copies in every other one, go with it (stored, or
      // written earlier in this chunk); a later item of the chunk naming one finds it gone (an update: 404).
      const deleted = { index: item.index.name, store: item.index.store, previous: previous! };
      const writtenHere = new Map(productWrites.filter((w) => w.doc !== null && goesWith(deleted, w.index, w.doc)).map((w) => [documentKey(w.index, w.id), { index: w.index, store: w.store, id: w.id, previous: w.doc! }]));
      for (const gone of [...(await cascade.of(deleted)), ...writtenHere.values()]) {
        const goneKey = documentKey(gone.index, gone.id);
        const written = pending.get(goneKey);
        if (written && written.body === null) continue;
        const body = written ? (JSON.parse(written.body!) as JsonObject) : gone.previous;
        stored.delete(goneKey);
        pending.set(goneKey, { index: gone.index, id: gone.id, body: null, sku: skuOf(body) });
        this.tagDocument({ store: gone.store, entity: 'product' }, gone.id, body);
        productWrites.push({ index: gone.index, store: gone.store, id: gone.id, doc: null, previous: body });
        this.tags.add(listTag('product'));
      }
    }
    // Prices and stock of every store view's copy follow the main store view's (store-view-fields.ts).
    for (const write of await alignStoreViews(this.trx, productWrites)) {
      pending.set(documentKey(write.index, write.id), { index: write.index, id: write.id, body: JSON.stringify(write.doc), sku: skuOf(write.doc) });
      if (!productWrites.includes(write)) productWrites.push(write);
    }
    await this.options.beforeWrite?.();
    await this.writeDocuments([...pending.values()]);
    await this.syncParents(productWrites);
    await this.writeCommerceRows(productWrites.filter((w) => w.store === 'main'));
  }

  changeTags(): string[] {
    if (this.tags.size > MAX_TAGS) {
      // Too many products to name one by one: every store view whole (a product change reaches all of them, as
      // their copies follow the main store view's prices and stock: store-view-fields.ts). Without a tag for them
      // the change would reach neither the running indexes nor the edges.
      for (const tag of this.tags) if (tag.startsWith('sku:')) this.tags.delete(tag);
      if (this.productStores.size > 0) for (const store of STORE_CODES) this.wholeStores.add(store);
    }
    if (this.tags.size > MAX_TAGS) {
      for (const store of this.touchedStores) this.wholeStores.add(store);
      this.tags.clear();
    }
    return [...STORE_CODES.filter((s) => this.wholeStores.has(s)).map((s) => `store:${s}`), ...this.tags];
  }

  private result(item: BulkItem, status: number, result?: ItemResult['result'], error?: ItemResult['error']): void {
    if (this.options.collectResults) this.results.push({ op: item.op, index: item.index.name, id: item.id, status, ...(result ? { result } : {}), ...(error ? { error } : {}) });
  }

  /** The stored bodies of the chunk's documents, by index/id. */
  private async storedBodies(items: readonly BulkItem[]): Promise<Map<string, string>> {
    const idsByIndex = new Map<string, Set<string>>();
    for (const item of items) {
      let ids = idsByIndex.get(item.index.name);
      if (!ids) idsByIndex.set(item.index.name, (ids = new Set()));
      ids.add(item.id);
    }
    const bodies = new Map<string, string>();
    for (const [index, ids] of idsByIndex) {
      const list = [...ids];
      for (const batch of inBatches(list)) {
        const rows = await this.trx.selectFrom('catalog_documents').select(['doc_id', 'body']).where('index_name', '=', index).where('doc_id', 'in', batch).execute();
        for (const row of rows) bodies.set(documentKey(index, row.doc_id), row.body);
      }
    }
    return bodies;
  }

  /** The chunk's documents, a statement per hundred rows (one per document was too slow on PostgreSQL). */
  private async writeDocuments(writes: readonly DocumentWrite[]): Promise<void> {
    for (const { index, id } of writes.filter((w) => w.body === null)) {
      await this.trx.deleteFrom('catalog_documents').where('index_name', '=', index).where('doc_id', '=', id).execute();
    }
    const rows = [];
    for (const { index, id, body, sku } of writes) {
      if (body !== null) rows.push({ index_name: index, doc_id: id, position: await this.position(index), body, sku });
    }
    for (const batch of inBatches(rows)) {
      await this.trx
        .insertInto('catalog_documents')
        .values(batch)
        .onConflict((oc) => oc.columns(['index_name', 'doc_id']).doUpdateSet((eb) => ({ body: eb.ref('excluded.body'), sku: eb.ref('excluded.sku') })))
        .execute();
    }
  }

  /** New documents go after the index's last one (the order the index lists them in). */
  private async position(index: string): Promise<number> {
    let next = this.nextPosition.get(index);
    if (next === undefined) {
      const row = await this.trx.selectFrom('catalog_documents').select((eb) => eb.fn.max('position').as('max')).where('index_name', '=', index).executeTakeFirst();
      next = Number(row?.max ?? -1) + 1;
    }
    this.nextPosition.set(index, next + 1);
    return next;
  }

  /** The edge-cache tags (server/backend/change-feed.ts) of a written or deleted document. */
  private tagDocument(index: Pick<BulkItem['index'], 'store' | 'entity'>, id: string, doc: JsonObject): void {
    this.touchedStores.add(index.store);
    switch (index.entity) {
      case 'product':
        this.productStores.add(index.store);
        for (const sku of [doc.sku, doc.parentSku, ...(Array.isArray(doc.configurable_children) ? doc.configurable_children.map((c) => (c as JsonObject).sku) : [])]) {
          if (typeof sku === 'string') this.tags.add(`sku:${sku}`);
        }
        return;
      case 'category':
        this.tags.add(`category:${id}`);
        this.tags.add(listTag('category'));
        return;
      case 'cms_page':
        this.tags.add(`cms_page:${id}`);
        this.tags.add(listTag('cms_page'));
        return;
      default:
        // Attributes, CMS blocks and tax rules show on every page of the store view.
        this.wholeStores.add(index.store);
    }
  }

  /**
   * Changed child documents: their entries in the parents' configurable_children follow, deleted ones leave them
   * (embedded-child.ts). The chunk's children are grouped by parent, the parents read in batches, and each changed
   * parent written once.
   */
  private async syncParents(writes: readonly ProductWrite[]): Promise<void> {
    const childrenByIndex = new Map<string, Map<string, { changed: JsonObject[]; removed: Set<unknown> }>>();
    for (const write of writes) {
      const child = write.doc ?? write.previous;
      if (!child || typeof child.parentSku !== 'string') continue;
      let byParent = childrenByIndex.get(write.index);
      if (!byParent) childrenByIndex.set(write.index, (byParent = new Map()));
      let children = byParent.get(child.parentSku);
      if (!children) byParent.set(child.parentSku, (children = { changed: [], removed: new Set() }));
      if (write.doc) {
        children.changed.push(write.doc);
        children.removed.delete(write.doc.sku);
      } else {
        children.removed.add(child.sku);
      }
    }
    for (const [index, byParent] of childrenByIndex) {
      const skus = [...byParent.keys()];
      for (const batch of inBatches(skus)) {
        const parents = await this.trx.selectFrom('catalog_documents').select(['doc_id', 'sku', 'body']).where('sku', 'in', batch).where('index_name', '=', index).execute();
        const seen = new Set<string>();
        for (const parent of parents) {
          // One document per sku and index (the first, as a single lookup by sku found before).
          if (parent.sku === null || seen.has(parent.sku)) continue;
          seen.add(parent.sku);
          const doc = JSON.parse(parent.body) as JsonObject;
          const { changed, removed } = byParent.get(parent.sku)!;
          // Both run: a chunk may change one size and delete another.
          const embedded = embedChildren(doc, changed);
          const dropped = removeChildren(doc, removed);
          if (!embedded && !dropped) continue;
          await this.trx.updateTable('catalog_documents').set({ body: JSON.stringify(doc) }).where('index_name', '=', index).where('doc_id', '=', parent.doc_id).execute();
          this.tags.add(`sku:${parent.sku}`);
        }
      }
    }
  }

  /**
   * The commerce rows of the main store view's product documents: a parent and its embedded children, a child
   * document (its own row keeps its parent and options), a deleted document's rows disabled (status 2, so a cart
   * can no longer buy it while orders keep their lines). Price changes append to the price history.
   */
  private async writeCommerceRows(writes: readonly ProductWrite[]): Promise<void> {
    const products = new Map<string, ProductsTable>();
    const stock = new Map<string, StockTable>();
    const disabled = new Set<string>();
    const newHistory = new Map<string, PriceHistoryEntry[]>();
    for (const write of writes) {
      if (!write.doc) {
        const gone = write.previous as unknown as ProductDocument;
        disabled.add(gone.sku);
        for (const child of gone.configurable_children ?? []) disabled.add(child.sku);
        continue;
      }
      const doc = write.doc as unknown as ProductDocument & { parentSku?: string };
      const rows = buildCommerceSeedRows([doc], this.options.now);
      for (const row of rows.products) {
        // A child document's own row keeps the options its parent's entry gave it (earlier in this chunk or stored).
        const prior = products.get(row.sku);
        products.set(row.sku, doc.parentSku && row.sku === doc.sku ? { ...row, parent_sku: doc.parentSku, options: prior?.options ?? null } : row);
        disabled.delete(row.sku);
      }
      for (const row of rows.stock) stock.set(row.sku, row);
      // One history per sku: the last document that names it (a size comes in its parent and as its own document).
      const ofDoc = new Map<string, PriceHistoryEntry[]>();
      for (const entry of rows.priceHistory) ofDoc.set(entry.sku, [...(ofDoc.get(entry.sku) ?? []), entry]);
      for (const [sku, entries] of ofDoc) newHistory.set(sku, entries);
    }
    const skus = [...products.keys()];
    const existing = new Map<string, ProductsTable>();
    for (const batch of inBatches(skus)) {
      for (const row of await this.trx.selectFrom('products').selectAll().where('sku', 'in', batch).execute()) existing.set(row.sku, row);
    }
    const history: PriceHistoryEntry[] = [];
    const rows = [...products.values()].map((row) => {
      const before = existing.get(row.sku);
      // A new product's prices date from its creation (as the demo's seed had it); a change dates from now.
      history.push(...(before ? historyForChange(before, row, this.options.now) : (newHistory.get(row.sku) ?? [])));
      // A child document carries no options; its row keeps those its parent's entry gave it.
      return before && row.options === null ? { ...row, options: before.options, parent_sku: row.parent_sku ?? before.parent_sku } : row;
    });
    for (const batch of inBatches(rows)) {
      await this.trx
        .insertInto('products')
        .values(batch)
        .onConflict((oc) =>
          oc.column('sku').doUpdateSet((eb) => ({
            product_id: eb.ref('excluded.product_id'),
            parent_sku: eb.ref('excluded.parent_sku'),
            type_id: eb.ref('excluded.type_id'),
            name: eb.ref('excluded.name'),
            price_cents: eb.ref('excluded.price_cents'),
            special_price_cents: eb.ref('excluded.special_price_cents'),
            special_from: eb.ref('excluded.special_from'),
            special_to: eb.ref('excluded.special_to'),
            tax_class_id: eb.ref('excluded.tax_class_id'),
            is_virtual: eb.ref('excluded.is_virtual'),
            status: eb.ref('excluded.status'),
            options: eb.ref('excluded.options'),
          })),
        )
        .execute();
    }
    const stockRows = [...stock.values()];
    for (const batch of inBatches(stockRows)) {
      await this.trx
        .insertInto('stock')
        .values(batch)
        .onConflict((oc) => oc.column('sku').doUpdateSet((eb) => ({ qty: eb.ref('excluded.qty'), is_in_stock: eb.ref('excluded.is_in_stock'), manage_stock: eb.ref('excluded.manage_stock') })))
        .execute();
    }
    for (const batch of inBatches(history)) await this.trx.insertInto('price_history').values(batch).execute();
    const off = [...disabled];
    for (const batch of inBatches(off)) await this.trx.updateTable('products').set({ status: 2 }).where('sku', 'in', batch).execute();
  }
}
