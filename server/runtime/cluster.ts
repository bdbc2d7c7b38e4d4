// Every core (issue #15 item 2): with WORKERS > 1 the shop runs as a node:cluster group. The primary keeps the
// embedded backends (one writer for SQLite, one catalogue index in memory) and the metrics port; the workers are
// edges sharing PORT, pointed at the primary's backends through the *_URL settings. The primary is also their
// supervisor: a worker that dies is started again, and on SIGTERM every worker drains before the backends close.
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { Closable } from './lifecycle.js';

/** A worker that died is started again after this pause, doubled while they keep dying, up to the maximum. */
export const RESTART_DELAY_MS = 250;
export const MAX_RESTART_DELAY_MS = 10_000;
/** A worker that lived this long resets the pause. */
const HEALTHY_RUN_MS = 30_000;

export interface ClusterOptions {
  workers: number;
  logger: Logger;
  /** Settings for every worker on top of the primary's environment (the embedded backends' URLs). */
  workerEnv: Record<string, string>;
  /** Called after every worker has exited on shutdown: closes the backends and the metrics port. */
  closePrimary: () => Promise<void>;
}

export interface RunningCluster extends Closable {
  /** Resolves when every first worker listens. */
  listening: Promise<void>;
}

export function startCluster(options: ClusterOptions): RunningCluster {
  const { logger } = options;
  let stopping = false;
  let restartDelay = RESTART_DELAY_MS;
  const startedAt = new Map<Worker, number>();

  const fork = (): Worker => {
    const worker = cluster.fork(options.workerEnv);
    startedAt.set(worker, Date.now());
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) return;
    restartDelay = lived > HEALTHY_RUN_MS ? RESTART_DELAY_MS : Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS);
    logger.error({ worker: worker.process.pid, code, signal, restartInMs: restartDelay }, 'edge worker died; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, restartDelay).unref();
  });

  // Each worker accepts its connections itself from the shared listening socket. With node's default round robin
  // the primary accepts them and hands them over one at a time, each after the worker acknowledged the last: under
  // load dozens wait in the primary, and when the workers stop listening on SIGTERM the primary resets every one
  // still waiting (pages shoppers had asked for before the signal). From the kernel's queue a draining worker takes
  // them all in one turn of its loop (runtime/drain.ts untilNoNewConnections), and a busy worker leaves new
  // connections to an idle one.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  const first = Array.from({ length: options.workers }, fork);
  const listening = Promise.all(first.map((worker) => new Promise<void>((resolve) => worker.once('listening', () => resolve())))).then(() => undefined);

  return {
    listening,
    async close() {
      stopping = true;
      const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
      await Promise.all(
        alive.map(
          (worker) =>
            new Promise<void>((resolve) => {
              worker.once('exit', () => resolve());
              // Each worker drains itself on SIGTERM (readiness 503, requests in flight finish) and exits.
              worker.process.kill('SIGTERM');
            }),
        ),
      );
      await options.closePrimary();
    },
  };
}
