// The Elasticsearch index names the catalogue is served under, per store view and entity (shared/store-views.ts
// indexName: {prefix}_product, {prefix}_de_product, …). A bulk file names its documents' index the same way.
import { CATALOG_ENTITIES, indexName, STORE_CODES, type CatalogEntity, type StoreCode } from '../../shared/store-views.js';

export interface CatalogueIndex {
  name: string;
  store: StoreCode;
  entity: CatalogEntity;
}

/** The store view and entity of an index name under `prefix`; null for a name the catalogue does not serve. */
export function parseIndexName(prefix: string, name: string): CatalogueIndex | null {
  for (const store of STORE_CODES) {
    for (const entity of CATALOG_ENTITIES) {
      if (indexName(prefix, store, entity) === name) return { name, store, entity };
    }
  }
  return null;
}

/** Every index the catalogue serves under `prefix`, main store first. */
export function catalogueIndices(prefix: string, stores: readonly StoreCode[] = STORE_CODES): CatalogueIndex[] {
  return stores.flatMap((store) => CATALOG_ENTITIES.map((entity) => ({ name: indexName(prefix, store, entity), store, entity })));
}
