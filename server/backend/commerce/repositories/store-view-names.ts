// Products as a store view's catalogue names them. The products table keeps the main store's names ("Konrad
// Oxford – Black – 42"); the German and Italian catalogues name the same sku in their language ("… – Schwarz – 42").
// An order stores its items as the shopper's store view named them (the order is the record of what was shown and
// bought); the mail backend names items in the mail's language with the same look-up. A sku the store view's
// catalogue does not have keeps the stored name.
import type { Kysely } from 'kysely';
import { indexName, type StoreCode } from '../../../../shared/store-views.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads the products and catalogue documents of the db owner's schema
type AnyDb = Kysely<any>;

interface ProductKey {
  sku: string;
  parent_sku: string | null;
  product_id: number;
}

interface NamedDocument {
  sku?: string;
  name?: string;
  configurable_children?: { sku?: string; name?: string }[];
}

async function productKeys(db: AnyDb, skus: readonly string[]): Promise<Map<string, ProductKey>> {
  if (skus.length === 0) return new Map();
  const rows: ProductKey[] = await db.selectFrom('products').select(['sku', 'parent_sku', 'product_id']).where('sku', 'in', [...skus]).execute();
  return new Map(rows.map((r) => [r.sku, r]));
}

async function documentsById(db: AnyDb, index: string, ids: readonly number[]): Promise<Map<string, NamedDocument>> {
  if (ids.length === 0) return new Map();
  const rows: { doc_id: string; body: string }[] = await db.selectFrom('catalog_documents').select(['doc_id', 'body']).where('index_name', '=', index).where('doc_id', 'in', ids.map(String)).execute();
  return new Map(rows.map((r) => [r.doc_id, JSON.parse(r.body) as NamedDocument]));
}

function nameIn(doc: NamedDocument | undefined, sku: string): string | undefined {
  if (!doc) return undefined;
  const child = doc.configurable_children?.find((c) => c.sku === sku);
  const name = child ? child.name : doc.sku === sku ? doc.name : undefined;
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
}

/** sku → name in the store view's catalogue, for the skus it knows (the main store's names are the stored ones). */
export async function localizedItemNames(db: AnyDb, catalogIndex: string, store: StoreCode, skus: readonly string[]): Promise<Map<string, string>> {
  if (store === 'main') return new Map();
  const keys = await productKeys(db, skus);
  const parents = await productKeys(db, [...new Set([...keys.values()].map((k) => k.parent_sku).filter((p): p is string => p !== null))]);
  const documentIdOf = (key: ProductKey) => (key.parent_sku ? parents.get(key.parent_sku)?.product_id : key.product_id);
  const ids = [...keys.values()].map(documentIdOf).filter((id): id is number => id !== undefined);
  const docs = await documentsById(db, indexName(catalogIndex, store, 'product'), [...new Set(ids)]);
  const names = new Map<string, string>();
  for (const [sku, key] of keys) {
    const id = documentIdOf(key);
    const name = id === undefined ? undefined : nameIn(docs.get(String(id)), sku);
    if (name) names.set(sku, name);
  }
  return names;
}
