// Distinct listing URLs as a cache-busting client sends them: every page size, start, sort, store view, category
// and filter combination is another cache key (issue #13 item 2). Shared by the memory test and its benchmark.
const SORTS = ['updated_at:desc', 'final_price:asc', 'final_price:desc', 'created_at:desc'];
const STORES = ['main', 'de', 'it'];

/** `count` different /api/catalog/products URLs (whole documents, the heaviest answers), deterministic. */
export function distinctListingUrls(count: number, categories: readonly number[]): string[] {
  const urls: string[] = [];
  for (let i = 0; urls.length < count; i++) {
    const size = 1 + (i % 50);
    const from = Math.floor(i / 50) % 40;
    const params = new URLSearchParams({ store: STORES[i % 3], sort: SORTS[Math.floor(i / 3) % 4], size: String(size), from: String(from) });
    if (categories.length && i % 2 === 0) params.set('category', String(categories[Math.floor(i / 7) % categories.length]));
    urls.push(`/api/catalog/products?${params}`);
  }
  return urls;
}
