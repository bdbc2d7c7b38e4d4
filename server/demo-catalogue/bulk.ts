// The demo catalogue in Elasticsearch bulk format (issue #14 item 7): the lines the first start imports through
// the same path as an owner's file (server/catalogue-import), and what `npm run catalog -- generate` writes.
import { CATALOG_ENTITIES, indexName, STORE_CODES, type StoreCode } from '../../shared/store-views.js';
import type { CatalogDocumentsByEntity } from '../../shared/catalog-types.js';

/** Action and document lines of every store view and entity; documents are keyed by their `id`. */
export function* catalogueBulkLines(catalogue: Readonly<Record<StoreCode, CatalogDocumentsByEntity>>, prefix: string): Generator<string> {
  for (const store of STORE_CODES) {
    for (const entity of CATALOG_ENTITIES) {
      const index = indexName(prefix, store, entity);
      for (const doc of catalogue[store][entity] as readonly { id: number | string }[]) {
        yield JSON.stringify({ index: { _index: index, _id: String(doc.id) } });
        yield JSON.stringify(doc);
      }
    }
  }
}
