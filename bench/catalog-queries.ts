// CPU per catalogue query as the edge asks it (server/upstream/catalog-query.ts) on the embedded index, over the demo
// catalogue (not a test, no timing assertions): listings with 0, 1 and 3 chosen filters (disjunctive facets: one
// filter aggregation per other chosen filter, post_filter on the hits) and searches (fuzzy + prefix clauses).
//   npx tsx bench/catalog-queries.ts [rounds=200]
// Prints p50/p99 of the process's CPU time per query in ms (JSON serialisation of the answer included, as the index's
// HTTP route does); CPU time rather than wall time, so that other processes on a loaded machine count less.
import { CatalogIndex } from '../server/backend/catalog-index/catalog-index.js';
import { buildProductSearchBody } from '../server/upstream/catalog-query.js';
import type { ProductListQuery } from '../shared/api/catalog.js';
import { withBuyableSizes } from '../shared/catalog/stock.js';
import type { ProductDocument } from '../shared/catalog-types.js';
import { generateDemoCatalogue } from '../server/demo-catalogue/index.js';

const ROUNDS = Number(process.argv[2] ?? 200);
const INDEX = 'bench_product';
const index = new CatalogIndex();
index.putDocuments(INDEX, generateDemoCatalogue().main.product.map((doc) => withBuyableSizes(doc as ProductDocument)));

const card = { store: 'main' as const, fields: 'card' as const, size: 50 };
const SCENARIOS: Record<string, ProductListQuery> = {
  'listing /men, no filter': { ...card, category: 10 },
  'listing /men, colour': { ...card, category: 10, filters: { color: ['49'] } },
  'listing /men, colour + size + price': { ...card, category: 10, filters: { color: ['49', '50'], size: ['342'] }, price: { from: 150 } },
  'search "oxford" (page of 24)': { store: 'main', q: 'oxford', size: 24, fields: 'card', aggregations: false },
  'search "kon" (page of 24)': { store: 'main', q: 'kon', size: 24, fields: 'card', aggregations: false },
  'search "Konard" (page of 24)': { store: 'main', q: 'Konard', size: 24, fields: 'card', aggregations: false },
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

for (const [name, query] of Object.entries(SCENARIOS)) {
  const body = buildProductSearchBody(query, { listOutOfStock: true });
  for (let i = 0; i < 20; i++) JSON.stringify(index.search(INDEX, body)); // warm-up
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = process.cpuUsage();
    JSON.stringify(index.search(INDEX, body));
    const used = process.cpuUsage(started);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(40)} p50 ${percentile(times, 50).toFixed(2)} ms   p99 ${percentile(times, 99).toFixed(2)} ms`);
}
