// The catalogue index's documents (one row per index and document id, the JSON body as text). The embedded
// catalogue index loads them at start; storing an index replaces what it held, in one transaction.
import type { Database } from './schema.js';

export type DocumentsByIndex = Record<string, readonly object[]>;

/** Rows per INSERT: far below SQLite's bound-variable limit and PostgreSQL's 65535 parameters. */
const INSERT_CHUNK = 200;

function documentId(doc: object, position: number): string {
  const d = doc as { id?: unknown; sku?: unknown; identifier?: unknown };
  const id = d.id ?? d.sku ?? d.identifier ?? position;
  return String(id);
}

/** The sku column of a stored document (products have one; categories, CMS pages … do not). */
export function skuOf(doc: object | null): string | null {
  const sku = (doc as { sku?: unknown } | null)?.sku;
  return typeof sku === 'string' ? sku : null;
}

/** Replaces each named index's documents; indexes not named are left alone. Returns how many were stored. */
export async function storeCatalogDocuments(db: Database, docsByIndex: DocumentsByIndex): Promise<number> {
  let stored = 0;
  await db.transaction().execute(async (trx) => {
    for (const [indexName, docs] of Object.entries(docsByIndex)) {
      await trx.deleteFrom('catalog_documents').where('index_name', '=', indexName).execute();
      // A repeated id within one index keeps the last document, as an Elasticsearch bulk index would.
      const byId = new Map<string, { index_name: string; doc_id: string; position: number; body: string; sku: string | null }>();
      docs.forEach((doc, position) => {
        const docId = documentId(doc, position);
        byId.set(docId, { index_name: indexName, doc_id: docId, position, body: JSON.stringify(doc), sku: skuOf(doc) });
      });
      const rows = [...byId.values()];
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
        await trx.insertInto('catalog_documents').values(rows.slice(i, i + INSERT_CHUNK)).execute();
      }
      stored += rows.length;
    }
  });
  return stored;
}

/** Every stored document, by index name, in the order they were stored. */
export async function loadCatalogDocuments(db: Database): Promise<Record<string, unknown[]>> {
  const rows = await db.selectFrom('catalog_documents').select(['index_name', 'body']).orderBy('index_name').orderBy('position').execute();
  const byIndex: Record<string, unknown[]> = {};
  for (const row of rows) (byIndex[row.index_name] ??= []).push(JSON.parse(row.body));
  return byIndex;
}

/** Documents per batch of the start-up's read (catalogDocumentsByIndex). */
export const LOAD_BATCH = 2000;

/**
 * The stored documents in batches of at most `batch`, index by index and in each index's order, every batch read,
 * parsed and handed over before the next is read (issue #15 item 3, issue #14 item 3): the start-up never holds
 * more than one batch's JSON text and objects at once, so the heap's peak, which V8 keeps as resident memory long
 * after, stays at a batch's worth instead of a whole index (100,000 products' text and objects were 2 GB). The
 * order is read first (ids only), then the bodies by primary key, so no sort carries the bodies.
 */
export async function* catalogDocumentsByIndex(db: Database, batch = LOAD_BATCH): AsyncGenerator<[indexName: string, documents: unknown[]]> {
  const names = await db.selectFrom('catalog_documents').select('index_name').distinct().orderBy('index_name').execute();
  for (const { index_name: name } of names) {
    const ids = (await db.selectFrom('catalog_documents').select('doc_id').where('index_name', '=', name).orderBy('position').orderBy('doc_id').execute()).map((row) => row.doc_id);
    for (let i = 0; i < ids.length; i += batch) {
      const wanted = ids.slice(i, i + batch);
      const rows = await db.selectFrom('catalog_documents').select(['doc_id', 'body']).where('index_name', '=', name).where('doc_id', 'in', wanted).execute();
      const bodies = new Map(rows.map((row) => [row.doc_id, row.body]));
      rows.length = 0;
      // A document deleted between the two reads is left out (a change the tail then reports anyway).
      const documents = wanted.filter((id) => bodies.has(id)).map((id) => JSON.parse(bodies.get(id)!) as unknown);
      yield [name, documents];
    }
  }
}

export async function countCatalogDocuments(db: Database): Promise<number> {
  const row = await db.selectFrom('catalog_documents').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}
