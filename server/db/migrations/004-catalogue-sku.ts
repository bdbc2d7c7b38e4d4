// Catalogue documents get their product sku as a column (issue #14): the import checks duplicate skus and missing
// parents against the stored catalogue, and the running backend reloads the documents a `sku:<sku>` change names,
// without parsing every stored body. Null for documents that have no sku (categories, CMS pages, …).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
type AnyDb = Kysely<any>;

const BACKFILL_CHUNK = 500;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('catalog_documents').addColumn('sku', 'varchar(64)').execute();
  await db.schema.createIndex('catalog_documents_sku').on('catalog_documents').columns(['sku', 'index_name']).execute();
  // Documents stored before this migration: read their sku from the body, a chunk at a time.
  let last = { index_name: '', doc_id: '' };
  for (;;) {
    const rows: { index_name: string; doc_id: string; body: string }[] = await db
      .selectFrom('catalog_documents')
      .select(['index_name', 'doc_id', 'body'])
      .where((eb) => eb.or([eb('index_name', '>', last.index_name), eb.and([eb('index_name', '=', last.index_name), eb('doc_id', '>', last.doc_id)])]))
      .orderBy('index_name')
      .orderBy('doc_id')
      .limit(BACKFILL_CHUNK)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const sku = (JSON.parse(row.body) as { sku?: unknown }).sku;
      if (typeof sku === 'string') await db.updateTable('catalog_documents').set({ sku }).where('index_name', '=', row.index_name).where('doc_id', '=', row.doc_id).execute();
    }
    last = rows[rows.length - 1];
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('catalog_documents_sku').ifExists().execute();
  await db.schema.alterTable('catalog_documents').dropColumn('sku').execute();
}
