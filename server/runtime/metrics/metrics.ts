// The shop's Prometheus metrics (issue #15 item 5), in prom-client's process-wide registry: requests by route and
// status with latency, SSR render time, the edge cache by kind, upstream calls by upstream, the database pool,
// orders placed, and prom-client's process metrics (event-loop lag, heap, RSS, GC). Code that measures something
// calls the small record* functions below, so no feature module depends on prom-client itself.
import { collectDefaultMetrics, Counter, Gauge, Histogram, register, type Registry } from 'prom-client';

export const METRICS_REGISTRY: Registry = register;

/** Request latency buckets (seconds): a cached page answers in ~1 ms, an uncached render in tens of ms. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpDuration = new Histogram({
  name: 'shop_http_request_duration_seconds',
  help: 'HTTP requests by tier, method, route pattern and status, with their latency',
  labelNames: ['tier', 'method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
});

const ssrRender = new Histogram({
  name: 'shop_ssr_render_duration_seconds',
  help: 'Pages rendered on demand (HTML cache misses): loaders and render until the last byte',
  labelNames: ['status'] as const,
  buckets: LATENCY_BUCKETS,
});

const cacheLookups = new Counter({
  name: 'shop_edge_cache_lookups_total',
  help: 'Edge cache lookups by kind and result (hit, miss, stale = a stale copy stood in for a failed upstream)',
  labelNames: ['kind', 'result'] as const,
});

const upstreamDuration = new Histogram({
  name: 'shop_upstream_request_duration_seconds',
  help: 'Calls from the edge to each upstream, by outcome (ok or the error code)',
  labelNames: ['upstream', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
});

const upstreamErrors = new Counter({
  name: 'shop_upstream_errors_total',
  help: 'Failed upstream calls by upstream and error code',
  labelNames: ['upstream', 'code'] as const,
});

const ordersPlaced = new Counter({ name: 'shop_orders_placed_total', help: 'Orders stored by the commerce backend' });

const databaseUnavailable = new Counter({
  name: 'shop_database_unavailable_total',
  help: 'Commerce calls answered 503 because the database could not be reached',
});

const redisBreakerOpen = new Gauge({
  name: 'shop_redis_breaker_open',
  help: 'Redis circuit breaker by user: 1 while Redis is away or slow and the process counts alone, 0 while Redis is in use',
  labelNames: ['user'] as const,
  aggregator: 'max',
});

const redisFallbacks = new Counter({
  name: 'shop_redis_fallbacks_total',
  help: 'Calls answered by the in-process fallback because Redis was away or slow, by user',
  labelNames: ['user'] as const,
});

let defaultsStarted = false;

/** prom-client's process metrics (CPU, RSS, heap, event-loop lag, GC); once per process. */
export function startProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: METRICS_REGISTRY, eventLoopMonitoringPrecision: 20 });
}

export function recordHttpRequest(tier: string, method: string, route: string, status: number, seconds: number): void {
  httpDuration.observe({ tier, method, route, status: String(status) }, seconds);
}

export function recordSsrRender(status: number, seconds: number): void {
  ssrRender.observe({ status: String(status) }, seconds);
}

export function recordCacheLookup(kind: string, result: 'hit' | 'miss' | 'stale'): void {
  cacheLookups.inc({ kind, result });
}

export function recordUpstreamCall(upstream: string, seconds: number, errorCode: string | null): void {
  upstreamDuration.observe({ upstream, outcome: errorCode ?? 'ok' }, seconds);
  if (errorCode) upstreamErrors.inc({ upstream, code: errorCode });
}

export function recordOrderPlaced(): void {
  ordersPlaced.inc();
}

export function recordDatabaseUnavailable(): void {
  databaseUnavailable.inc();
}

export function recordRedisBreakerState(user: string, state: 'open' | 'closed'): void {
  redisBreakerOpen.set({ user }, state === 'open' ? 1 : 0);
}

export function recordRedisFallback(user: string): void {
  redisFallbacks.inc({ user });
}

/**
 * A gauge whose values are read when Prometheus scrapes (cache bytes, pool use). Several sources may feed one name
 * (e.g. two apps in one test process); each gets a function that removes it again when it closes.
 */
export function scrapedGauge<L extends string>(name: string, help: string, labelNames: readonly L[], read: (set: (labels: Record<L, string>, value: number) => void) => void): () => void {
  let readers = gaugeReaders.get(name);
  if (!readers) {
    const sources: GaugeReader[] = [];
    readers = sources;
    gaugeReaders.set(name, sources);
    new Gauge<L>({
      name,
      help,
      labelNames,
      collect() {
        this.reset();
        for (const reader of sources) reader((labels, value) => this.inc(labels as Record<L, string>, value));
      },
    });
  }
  const reader = read as GaugeReader;
  readers.push(reader);
  return () => {
    const at = readers.indexOf(reader);
    if (at !== -1) readers.splice(at, 1);
  };
}

type GaugeReader = (set: (labels: Record<string, string>, value: number) => void) => void;
const gaugeReaders = new Map<string, GaugeReader[]>();
