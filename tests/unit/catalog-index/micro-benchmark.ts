// Micro-benchmark of the embedded catalogue index (not a test; no timing assertions anywhere):
//   npx tsx tests/unit/catalog-index/micro-benchmark.ts [products=1000]
// Builds a deterministic catalogue of configurable shoes with children and runs the edge's typical queries:
// category listings (filters + aggregations + sort) and searches (fuzzy multi_match with typos + filters + aggs).
import { CatalogIndex } from '../../../server/backend/catalog-index/catalog-index.js';
import { storefrontSearch } from './fixtures.js';

const PRODUCT_COUNT = Number(process.argv[2] ?? 1000);
const INDEX = 'bench_product';
const BRANDS = ['Kranich', 'Vándor Budapest', 'Eichwald'];
const STYLES = ['Oxford', 'Derby', 'Budapester', 'Loafer', 'Chelsea Boot', 'Sneaker', 'Monkstrap', 'Stiefel', 'Brogue'];
const WORDS = ['Classic', 'Heritage', 'Cognac', 'Schwarz', 'Braun', 'Nachtblau', 'Wildleder', 'Glattleder', 'Rahmengenäht', 'Premium', 'Edition', 'Größe'];
const CATEGORIES = [{ category_id: 20, name: 'Men' }, { category_id: 30, name: 'Women' }, { category_id: 40, name: 'Sale' }, { category_id: 60, name: 'New' }, { category_id: 70, name: 'Bestsellers' }];

let seed = 42;
function random(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];

function makeProduct(id: number): Record<string, unknown> {
  const brand = pick(BRANDS);
  const name = `${brand} ${pick(STYLES)} ${pick(WORDS)} ${pick(WORDS)}`;
  const sku = `${brand.slice(0, 2).toUpperCase()}-${String(id).padStart(5, '0')}`;
  const price = Math.round((149 + random() * 750) * 10) / 10;
  const categories = [pick(CATEGORIES.slice(0, 2)), ...(random() < 0.3 ? [pick(CATEGORIES.slice(2))] : [])];
  const sizes = Array.from({ length: 9 }, (_, i) => 39 + i);
  return {
    id, sku, name, price, final_price: price, type_id: 'configurable', status: random() < 0.95 ? 1 : 2,
    visibility: pick([2, 3, 4, 4, 4]), manufacturer: 101 + BRANDS.indexOf(brand), color: 49 + Math.floor(random() * 8),
    hf_shoe_make: 200 + Math.floor(random() * 4), size: sizes, category: categories, category_ids: categories.map((c) => c.category_id),
    description: `${name}. ${Array.from({ length: 30 }, () => pick(WORDS)).join(' ')}`,
    created_at: `2026-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)} 10:00:00`,
    updated_at: `2026-0${1 + Math.floor(random() * 9)}-2${Math.floor(random() * 9)} 10:00:00`,
    stock: { qty: 10, is_in_stock: true, manage_stock: true },
    configurable_children: sizes.map((size) => ({
      id: id * 100 + size, sku: `${sku}-${size}`, name, size, price, status: 1,
      stock: { qty: Math.floor(random() * 5), is_in_stock: random() < 0.8, manage_stock: true },
    })),
  };
}

function typo(word: string): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  return random() < 0.5 ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word.slice(0, at) + 'x' + word.slice(at + 1);
}

const AGGS = {
  agg_terms_color: { terms: { field: 'color' } },
  agg_terms_size: { terms: { field: 'size' } },
  agg_terms_manufacturer: { terms: { field: 'manufacturer' } },
  agg_terms_hf_shoe_make: { terms: { field: 'hf_shoe_make' } },
  agg_range_price: { range: { field: 'final_price', ranges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }] } },
};
const VISIBLE = [{ terms: { visibility: [2, 3, 4] } }, { terms: { status: [1] } }];

function listingQuery(): unknown {
  const filter = [...VISIBLE, { term: { category_ids: pick(CATEGORIES).category_id } }];
  if (random() < 0.5) filter.push({ terms: { color: [49 + Math.floor(random() * 8)] } } as never);
  return { query: { bool: { filter } }, aggs: AGGS, sort: [{ updated_at: 'desc' }], size: 50, _source: { excludes: ['description', 'configurable_children.stock'] } };
}

function searchQuery(): unknown {
  const words = [pick(STYLES).split(' ')[0], pick(WORDS)].map((word) => (random() < 0.25 ? typo(word) : word));
  const body = storefrontSearch(words.join(' ')) as { query: { bool: { filter: unknown[] } } };
  body.query.bool.filter.push({ term: { 'configurable_children.stock.is_in_stock': true } });
  return { ...body, aggs: AGGS, size: 16 };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Wall time and CPU time per query, plus JSON serialisation as the route does it. CPU time is the figure to read
 * on a busy machine: wall time also counts the time other processes hold the core.
 */
function measure(label: string, index: CatalogIndex, makeBody: () => unknown, runs: number): void {
  const wall: number[] = [];
  const cpu: number[] = [];
  let hits = 0;
  for (let i = 0; i < runs; i++) {
    const body = makeBody();
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    const response = index.search(INDEX, body);
    JSON.stringify(response);
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
    if ((response.hits.total?.value ?? 0) > 0) hits++;
  }
  const fmt = (values: number[]) => {
    values.sort((a, b) => a - b);
    return `p50 ${percentile(values, 50).toFixed(2)} p99 ${percentile(values, 99).toFixed(2)} max ${(values.at(-1) ?? 0).toFixed(2)}`;
  };
  console.log(`${label.padEnd(8)} wall ms: ${fmt(wall)} | cpu ms: ${fmt(cpu)} | found something: ${hits}/${runs}`);
}

const products = Array.from({ length: PRODUCT_COUNT }, (_, i) => makeProduct(i + 1));
const rssBefore = process.memoryUsage().rss;
const buildStarted = performance.now();
const index = new CatalogIndex();
index.putDocuments(INDEX, products);
console.log(`put ${PRODUCT_COUNT} products: ${(performance.now() - buildStarted).toFixed(0)} ms, +${((process.memoryUsage().rss - rssBefore) / 1e6).toFixed(0)} MB RSS`);
measure('warm-up', index, () => (random() < 0.5 ? listingQuery() : searchQuery()), 300);
measure('listing', index, listingQuery, 2000);
measure('search', index, searchQuery, 2000);
