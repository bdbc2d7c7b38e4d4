// A cluster's counters never go down when a worker dies: the primary keeps a dead worker's last counters and
// histograms (summed over every dead worker) and leaves its gauges out.
import { Counter, Gauge, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { retireCounts } from '../../../server/runtime/metrics/metrics-server.js';

async function workerMetrics(requests: number, heap: number) {
  const registry = new Registry();
  new Counter({ name: 'test_requests_total', help: 'h', registers: [registry] }).inc(requests);
  new Gauge({ name: 'test_heap_bytes', help: 'h', registers: [registry] }).set(heap);
  return registry.getMetricsAsJSON();
}

describe('retired worker counts', () => {
  it('sums the counters of every dead worker and drops their gauges', async () => {
    const first = await retireCounts(null, await workerMetrics(700, 1e6));
    const both = await retireCounts(first, await workerMetrics(122, 2e6));
    expect(both.find((m) => m.name === 'test_requests_total')?.values[0]?.value).toBe(822);
    expect(both.find((m) => m.name === 'test_heap_bytes')).toBeUndefined();
  });
});
