// The PostgreSQL pool's use as gauges read at scrape time (issue #15 item 5): connections open, idle, and queries
// waiting for one. A pool that has been ended stops reporting.
import type pg from 'pg';
import { scrapedGauge } from './metrics.js';

export function watchPoolUse(pool: pg.Pool): void {
  const remove = scrapedGauge('shop_db_pool_connections', 'PostgreSQL pool: connections by state (total, idle) and queries waiting for one', ['state'], (set) => {
    if (pool.ending) {
      queueMicrotask(remove);
      return;
    }
    set({ state: 'total' }, pool.totalCount);
    set({ state: 'idle' }, pool.idleCount);
    set({ state: 'waiting' }, pool.waitingCount);
  });
}
