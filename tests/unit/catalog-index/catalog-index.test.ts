// Writing to the index: put, replace and delete documents; searches see every write at once.
import { describe, expect, it } from 'vitest';
import { CatalogIndex } from '../../../server/backend/catalog-index/catalog-index.js';
import { ids, PRODUCTS } from './fixtures.js';

describe('CatalogIndex writes', () => {
  it('creates indices on put and lists them', () => {
    const index = new CatalogIndex();
    expect(index.hasIndex('shop_product')).toBe(false);
    index.putDocuments('shop_product', PRODUCTS);
    index.putDocuments('shop_category', [{ id: 2, name: 'Default Category' }]);
    index.putDocuments('shop_attribute', []);
    expect(index.listIndices()).toEqual(['shop_attribute', 'shop_category', 'shop_product']);
    expect(index.search('shop_product', { size: 0 }).hits.total?.value).toBe(PRODUCTS.length);
  });

  it('keys documents by the id field, so a second put replaces instead of duplicating', () => {
    const index = new CatalogIndex();
    index.putDocuments('cms_block', [{ identifier: 'footer', title: 'Old' }, { identifier: 'banner', title: 'Banner' }], 'identifier');
    index.putDocuments('cms_block', [{ identifier: 'footer', title: 'Opening hours' }], 'identifier');
    const response = index.search('cms_block', { query: { match: { title: 'hours' } } });
    expect(response.hits.hits.map((hit) => hit._id)).toEqual(['footer']);
    expect(index.search('cms_block', {}).hits.total?.value).toBe(2);
    expect(() => index.putDocuments('cms_block', [{ id: 1 }])).toThrow(/keys documents by \[identifier\]/);
    expect(() => index.putDocuments('cms_block', [{ title: 'no id' }], 'identifier')).toThrow(/no string or number \[identifier\]/);
  });

  it('replaces one document and rebuilds what searches read', () => {
    const index = new CatalogIndex();
    index.putDocuments('p', PRODUCTS);
    index.replaceDocument('p', { ...PRODUCTS[0], name: 'Kranich Monk Strap', price: 10 });
    expect(ids(index.search('p', { query: { match: { name: 'monk' } } }))).toEqual([1]);
    expect(ids(index.search('p', { query: { match: { name: 'classic' } } }))).toEqual([]);
    expect(ids(index.search('p', { query: { range: { price: { lt: 20 } } } }))).toEqual([1]);
  });

  it('answers a replaced document’s new fields through the same _source filter and the same aggregation', () => {
    const index = new CatalogIndex();
    index.putDocuments('p', PRODUCTS);
    const body = { query: { term: { id: 1 } }, _source: ['name', 'manufacturer'], aggs: { brands: { terms: { field: 'manufacturer' } } } };
    expect(index.search('p', body).hits.hits[0]._source).toEqual({ name: PRODUCTS[0].name, manufacturer: 101 });
    index.replaceDocument('p', { ...PRODUCTS[0], name: 'Kranich Monk Strap', manufacturer: 103 });
    const after = index.search('p', body);
    expect(after.hits.hits[0]._source).toEqual({ name: 'Kranich Monk Strap', manufacturer: 103 });
    expect(after.aggregations?.brands).toMatchObject({ buckets: [{ key: 103, doc_count: 1 }] });
  });

  it('deletes documents', () => {
    const index = new CatalogIndex();
    index.putDocuments('p', PRODUCTS);
    expect(index.deleteDocument('p', 1)).toBe(true);
    expect(index.deleteDocument('p', '1')).toBe(false);
    expect(index.deleteDocument('nope', 1)).toBe(false);
    expect(ids(index.search('p', { query: { term: { manufacturer: 101 } }, sort: 'id' }))).toEqual([2, 5, 7, 8]);
    expect(index.search('p', { query: { term: { sku: 'KR-DB-102' } } }).hits.hits[0]._id).toBe('2');
    expect(index.deleteIndex('p')).toBe(true);
    expect(index.hasIndex('p')).toBe(false);
  });

  it('stores copies, so later changes to the caller’s objects do not leak in', () => {
    const index = new CatalogIndex();
    const doc = { id: 1, name: 'Loafer' };
    index.putDocuments('p', [doc]);
    doc.name = 'Changed';
    expect(index.search('p', {}).hits.hits[0]._source).toEqual({ id: 1, name: 'Loafer' });
  });
});
