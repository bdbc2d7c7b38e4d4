// Where Prometheus reads the metrics: METRICS_PORT, a listener of its own that the load balancer never exposes.
// In a cluster (WORKERS > 1) the primary answers for the whole process group: it asks every worker for its
// metrics over the cluster's IPC channel and adds them to its own (the embedded backends live in the primary),
// using prom-client's aggregation (counters and histograms summed, gauges as each metric says).
import cluster, { type Worker } from 'node:cluster';
import http from 'node:http';
import { AggregatorRegistry, Gauge, type MetricObjectWithValues, type MetricValue } from 'prom-client';

type metric = MetricObjectWithValues<MetricValue<string>>;
import { METRICS_REGISTRY, startProcessMetrics } from './metrics.js';

const REQUEST = 'shop:metrics-request';
const ANSWER = 'shop:metrics-answer';
/** A worker that does not answer in time (busy, or restarting) is left out of one scrape. */
const WORKER_ANSWER_TIMEOUT_MS = 2000;

interface MetricsMessage {
  type: string;
  id: number;
  metrics?: metric[];
}

let nextRequestId = 0;

/** In a worker: answer the primary's requests with this process's metrics. */
export function answerMetricsRequests(): void {
  startProcessMetrics();
  process.on('message', (message: MetricsMessage) => {
    if (message?.type !== REQUEST) return;
    void METRICS_REGISTRY.getMetricsAsJSON().then((metrics) => process.send?.({ type: ANSWER, id: message.id, metrics }));
  });
}

/** Each live worker's last answer, so that its counts outlive it. */
const lastAnswers = new Map<number, metric[]>();
/** Counters and histograms of workers that died (summed): added to every scrape so cluster totals never go down. */
let retired: metric[] | null = null;
let watchingExits = false;
let retiring: Promise<void> = Promise.resolve();

function watchWorkerExits(): void {
  if (watchingExits) return;
  watchingExits = true;
  cluster.on('exit', (worker) => {
    const last = lastAnswers.get(worker.id);
    lastAnswers.delete(worker.id);
    // One after another, so two workers dying together both count.
    if (last) retiring = retiring.then(async () => void (retired = await retireCounts(retired, last)));
  });
}

/**
 * Adds a dead worker's last counters and histograms to the retired totals. Gauges (heap, cache bytes, event-loop
 * lag) describe a living process and go with it.
 */
export async function retireCounts(before: metric[] | null, dead: metric[]): Promise<metric[]> {
  const counts = dead.filter((m) => String(m.type) === 'counter' || String(m.type) === 'histogram');
  if (!before) return counts;
  return (await AggregatorRegistry.aggregate([before, counts]).getMetricsAsJSON()) as metric[];
}

function askWorker(worker: Worker): Promise<metric[] | null> {
  return new Promise((resolve) => {
    const id = ++nextRequestId;
    const timer = setTimeout(() => finish(null), WORKER_ANSWER_TIMEOUT_MS);
    function onMessage(message: MetricsMessage): void {
      if (message?.type === ANSWER && message.id === id) finish(message.metrics ?? null);
    }
    function finish(metrics: metric[] | null): void {
      clearTimeout(timer);
      worker.off('message', onMessage);
      if (metrics) lastAnswers.set(worker.id, metrics);
      resolve(metrics);
    }
    worker.on('message', onMessage);
    try {
      worker.send({ type: REQUEST, id });
    } catch {
      finish(null);
    }
  });
}

/** This process's metrics, plus every live worker's when this is a cluster primary. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  const workers = cluster.isPrimary ? Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w?.isConnected())) : [];
  if (workers.length === 0 && !retired) return { contentType: METRICS_REGISTRY.contentType, body: await METRICS_REGISTRY.metrics() };
  watchWorkerExits();
  const answers = await Promise.all(workers.map(askWorker));
  const all = [await METRICS_REGISTRY.getMetricsAsJSON(), ...answers.filter((a): a is metric[] => a !== null), ...(retired ? [retired] : [])];
  const aggregated = AggregatorRegistry.aggregate(all);
  // prom-client leaves the start time out of an aggregate; the primary's is the one that matters, since the counts
  // of its workers (dead ones included) reset only when it restarts.
  const started = all[0].find((m) => m.name === 'process_start_time_seconds')?.values[0]?.value;
  if (started !== undefined) new Gauge({ name: 'process_start_time_seconds', help: 'Start time of the process since unix epoch in seconds.', registers: [aggregated] }).set(started);
  return { contentType: aggregated.contentType, body: await aggregated.metrics() };
}

/** GET /metrics on host:port; anything else 404. Resolves once listening. */
export async function startMetricsServer(host: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  startProcessMetrics();
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metricsText().then(
      ({ contentType, body }) => res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as { port: number };
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
