// Catalogue API scenarios (issues 2 and 3): a category listing through /api/catalog/products with the edge cache and
// without it (a second shop with every cache TTL at 0), and searches with typos rotating over real product names.
import autocannon from 'autocannon';
import { load, type LoadResult } from '../harness.js';

/** Product names of the demo catalogue, taken from a listing, with a typo variant of each (swap and wrong letter). */
export async function searchTerms(baseUrl: string): Promise<string[]> {
  const answer = (await (await fetch(`${baseUrl}/api/catalog/products?store=main&size=40`)).json()) as { result: { items: { name: string }[] } };
  const words = [...new Set(answer.result.items.flatMap((item) => item.name.split(/\s+/)).filter((w) => w.length >= 5))];
  const typos = words.flatMap((word) => [word.slice(0, 2) + word[3] + word[2] + word.slice(4), word.slice(0, -2) + 'x' + word.slice(-1)]);
  return [...words, ...typos];
}

/** autocannon with a request path chosen per request from `paths` (round robin). */
async function rotating(name: string, baseUrl: string, paths: string[], connections: number, duration: number): Promise<LoadResult> {
  let next = 0;
  const options = {
    url: baseUrl,
    connections,
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  };
  await autocannon({ ...options, duration: 3 });
  const result = await autocannon({ ...options, duration });
  return { name, requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors, connections, durationS: duration };
}

export async function runCatalogueApiScenarios(cachedUrl: string, uncachedUrl: string, categoryId: number, connections: number, duration: number): Promise<LoadResult[]> {
  // The requests the shop's pages make: a category page's first 50 product cards with its filters
  // (client/components/listing/load-listing.ts) and the search panel's 18 cards, which shows no filters
  // (client/search/search-controller.ts). Without `fields=card` the API answers whole documents, as before.
  const listing = `/api/catalog/products?store=main&category=${categoryId}&size=50&sort=updated_at%3Adesc&fields=card`;
  const terms = await searchTerms(cachedUrl);
  const searchPaths = terms.map((term) => `/api/catalog/products?store=main&q=${encodeURIComponent(term)}&size=18&fields=card&aggregations=false`);
  return [
    await load(`products API, cached (category ${categoryId}, 50 items)`, cachedUrl + listing, { connections, duration }),
    await load(`products API, no cache (category ${categoryId}, 50 items)`, uncachedUrl + listing, { connections, duration }),
    await rotating(`search API, cached (${terms.length} queries, half with typos)`, cachedUrl, searchPaths, connections, duration),
    await rotating(`search API, no cache (${terms.length} queries, half with typos)`, uncachedUrl, searchPaths, connections, duration),
  ];
}
