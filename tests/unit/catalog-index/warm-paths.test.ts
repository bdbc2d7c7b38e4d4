// warm() builds, once the catalogue is loaded, every structure the storefront's queries read (DEFAULT_WARM_PATHS), so
// that no shopper's listing after a start or a write pays for walking every document (50-140 ms per path at 10,000
// models). The storefront's own request bodies (server/upstream/catalog-query.ts) must find nothing left to build:
// a new filter, facet or sort that is not in DEFAULT_WARM_PATHS fails here.
import { describe, expect, it } from 'vitest';
import { CatalogIndex } from '../../../server/backend/catalog-index/catalog-index.js';
import { generateDemoCatalogue } from '../../../server/demo-catalogue/generate.js';
import {
  buildAttributeBody,
  buildCategoryBody,
  buildCmsBody,
  buildCmsPageListBody,
  buildProductBySkuBody,
  buildProductLinkBody,
  buildProductSearchBody,
  buildUrlLookupBody,
  type SearchBody,
} from '../../../server/upstream/catalog-query.js';
import { FILTER_ATTRIBUTES, SORT_KEYS, type ProductListQuery } from '../../../shared/api/catalog.js';
import { withBuyableSizes } from '../../../shared/catalog/stock.js';
import type { ProductDocument } from '../../../shared/catalog-types.js';
import { CATALOG_ENTITIES, indexName } from '../../../shared/store-views.js';

const PREFIX = 'vue_storefront_catalog';
const index = (entity: (typeof CATALOG_ENTITIES)[number]) => indexName(PREFIX, 'main', entity);

function loadedIndex(): { catalog: CatalogIndex; products: ProductDocument[] } {
  const demo = generateDemoCatalogue().main;
  const catalog = new CatalogIndex();
  const products = (demo.product as ProductDocument[]).map((doc) => withBuyableSizes(doc));
  for (const entity of CATALOG_ENTITIES) {
    const docs = entity === 'product' ? products : (demo[entity] as object[]);
    catalog.putDocuments(index(entity), docs);
  }
  return { catalog, products };
}

/** Every kind of request the storefront sends: listings with each filter, price range and sort, searches, lookups. */
function storefrontBodies(products: readonly ProductDocument[]): [string, SearchBody][] {
  const product = products.find((doc) => doc.type_id === 'configurable' && doc.configurable_children?.length)!;
  const child = product.configurable_children![0] as unknown as Record<string, unknown>;
  const valueOf = (attribute: string): string => String((product as unknown as Record<string, unknown>)[attribute] ?? child[attribute] ?? 1);
  const filters = Object.fromEntries(FILTER_ATTRIBUTES.map((attribute) => [attribute, [valueOf(attribute)]]));
  const category = product.category_ids![0] as number;
  const listings: ProductListQuery[] = SORT_KEYS.flatMap((sort) => [
    { store: 'main', category, sort },
    { store: 'main', category, sort, filters, price: { from: 50, to: 200 }, fields: 'card' },
    { store: 'main', category, sort, filters, aggregations: false },
  ]);
  const bodies: [string, SearchBody | null][] = [
    ...listings.map((query) => [index('product'), buildProductSearchBody(query, { listOutOfStock: true })] as [string, SearchBody | null]),
    [index('product'), buildProductSearchBody({ store: 'main', category, filters }, { listOutOfStock: false })],
    [index('product'), buildProductSearchBody({ store: 'main', q: product.name.split(' ')[0], size: 24, fields: 'card' }, { listOutOfStock: true })],
    [index('product'), buildProductSearchBody({ store: 'main', skus: [product.sku], fields: 'card' }, { listOutOfStock: true })],
    [index('product'), buildProductBySkuBody(String(child.sku))],
    [index('product'), buildProductLinkBody({ from: 0, size: 50 }, { listOutOfStock: true })],
    [index('product'), buildUrlLookupBody(String(product.url_path))],
    [index('category'), buildUrlLookupBody('men')],
    [index('category'), buildCategoryBody({ level: 2 })],
    [index('category'), buildCategoryBody({ parent: 2 })],
    [index('category'), buildCategoryBody({ ids: [category] })],
    [index('category'), buildCategoryBody({ slug: 'men' })],
    [index('attribute'), buildAttributeBody(FILTER_ATTRIBUTES)],
    [index('cms_page'), buildCmsPageListBody(1)],
    [index('cms_page'), buildCmsBody({ identifier: 'about-us', storeId: 1 })],
    [index('cms_block'), buildCmsBody({ id: 1 })],
  ];
  return bodies.filter((entry): entry is [string, SearchBody] => entry[1] !== null);
}

function structures(catalog: CatalogIndex): Record<string, string[]> {
  return Object.fromEntries(catalog.listIndices().map((name) => [name, catalog.preparedStructures(name).sort()]));
}

describe('warm paths', () => {
  it('leave nothing for the storefront’s queries to build once warm() has run', () => {
    const { catalog, products } = loadedIndex();
    catalog.warm();
    const warmed = structures(catalog);
    for (const [name, body] of storefrontBodies(products)) catalog.search(name, body);
    expect(structures(catalog)).toEqual(warmed);
  });

  it('stay built after a write that changes a price and the sizes that can be bought', () => {
    const { catalog, products } = loadedIndex();
    catalog.warm();
    const warmed = structures(catalog);
    const product = products.find((doc) => doc.type_id === 'configurable')!;
    catalog.putDocuments(index('product'), [{ ...product, final_price_incl_tax: 1, price: 1, final_price: 1, buyable_size_options: [], updated_at: '2026-11-29 03:00:00' }]);
    expect(structures(catalog)).toEqual(warmed);
    for (const [name, body] of storefrontBodies(products)) catalog.search(name, body);
    expect(structures(catalog)).toEqual(warmed);
  });

  it('are not built before warm() (a start-up loading batch after batch builds them once, at the end)', () => {
    const { catalog } = loadedIndex();
    expect(catalog.preparedStructures(index('product'))).not.toContain('ordinals color');
    catalog.warm();
    expect(catalog.preparedStructures(index('product'))).toContain('ordinals color');
  });
});
