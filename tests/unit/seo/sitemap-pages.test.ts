// A store view's sitemap pages are collected from lean, paged catalogue reads (issue #13 fuzz leftovers): never
// through the listing (whole documents, aggregations, and each page a listing-cache entry of its own).
import { describe, expect, it } from 'vitest';
import { collectStorePages, SITEMAP_PRODUCT_PAGE } from '../../../server/edge/seo/sitemap-pages.js';
import type { EdgeCatalogService, ProductLinkPage } from '../../../server/edge/catalog-service.js';

function fakeCatalog(total: number) {
  const pagesAsked: { from: number; size: number }[] = [];
  const catalog = {
    listProducts: () => {
      throw new Error('the sitemap must not read listings');
    },
    listCategories: async () => [],
    listCmsPages: async () => [],
    async listProductLinks(_store: string, paging: { from: number; size: number }): Promise<ProductLinkPage> {
      pagesAsked.push(paging);
      const count = Math.max(0, Math.min(paging.size, total - paging.from));
      const items = Array.from({ length: count }, (_, i) => {
        const n = paging.from + i;
        return { sku: `SKU-${n}`, slug: `shoe-${n}`, type_id: 'simple' as const, visibility: 4 as const, status: 1 as const, updated_at: '2026-11-01 10:00:00' };
      });
      return { items, total };
    },
  } as unknown as EdgeCatalogService;
  return { catalog, pagesAsked };
}

describe('sitemap pages', () => {
  it('walks the catalogue page by page through the lean product-link read, never the listing', async () => {
    const total = 2 * SITEMAP_PRODUCT_PAGE + 7;
    const { catalog, pagesAsked } = fakeCatalog(total);
    const pages = await collectStorePages(catalog, 'main');
    expect(pagesAsked).toEqual([0, 1, 2].map((n) => ({ from: n * SITEMAP_PRODUCT_PAGE, size: SITEMAP_PRODUCT_PAGE })));
    expect([...pages.keys()].filter((key) => key.startsWith('product:'))).toHaveLength(total);
    expect(pages.get('product:SKU-3')).toEqual({ path: '/p/SKU-3/shoe-3', lastmod: '2026-11-01' });
  });

  it('stops after one page when the catalogue is smaller than a page', async () => {
    const { catalog, pagesAsked } = fakeCatalog(3);
    await collectStorePages(catalog, 'de');
    expect(pagesAsked).toHaveLength(1);
  });
});
