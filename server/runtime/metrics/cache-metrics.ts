// The edge cache's size per kind as gauges read at scrape time (issue #15 item 5); hits, misses and stale answers
// are counted where they happen (EdgeCache → recordCacheLookup).
import type { FastifyInstance } from 'fastify';
import type { EdgeCache } from '../../edge/cache.js';
import { scrapedGauge } from './metrics.js';

export function registerCacheUsageMetrics(app: FastifyInstance, cache: Pick<EdgeCache, 'usageByKind'>): void {
  const removeEntries = scrapedGauge('shop_edge_cache_entries', 'Entries in the edge cache by kind', ['kind'], (set) => {
    for (const [kind, usage] of Object.entries(cache.usageByKind())) set({ kind }, usage.entries);
  });
  const removeBytes = scrapedGauge('shop_edge_cache_bytes', 'Bytes the edge cache holds by kind (as its size bound counts them)', ['kind'], (set) => {
    for (const [kind, usage] of Object.entries(cache.usageByKind())) set({ kind }, usage.bytes);
  });
  app.addHook('onClose', async () => {
    removeEntries();
    removeBytes();
  });
}
