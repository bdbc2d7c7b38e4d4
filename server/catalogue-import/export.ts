// Writes the stored catalogue in the bulk format the import reads (and Elasticsearch's `_bulk` takes): per
// document an `index` action with _index and _id, then the stored body as it is, so export → import changes
// nothing. Streamed page by page; the main store view first, then de and it, each in the order its index lists.
import type { StoreCode } from '../../shared/store-views.js';
import type { Database } from '../db/schema.js';
import { catalogueIndices } from './index-names.js';

const PAGE = 1000;

export async function* exportCatalogueLines(db: Database, prefix: string, stores?: readonly StoreCode[]): AsyncGenerator<string> {
  for (const { name } of catalogueIndices(prefix, stores)) {
    let after: { position: number; doc_id: string } | null = null;
    for (;;) {
      let query = db.selectFrom('catalog_documents').select(['doc_id', 'position', 'body']).where('index_name', '=', name);
      if (after) {
        const { position, doc_id } = after;
        query = query.where((eb) => eb.or([eb('position', '>', position), eb.and([eb('position', '=', position), eb('doc_id', '>', doc_id)])]));
      }
      const rows = await query.orderBy('position').orderBy('doc_id').limit(PAGE).execute();
      for (const row of rows) {
        yield JSON.stringify({ index: { _index: name, _id: row.doc_id } });
        yield row.body;
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1];
    }
  }
}
