// Liveness and readiness for the orchestrator and the load balancer (DESIGN §3.1): /healthz says the process
// answers; /readyz says every upstream answers too, so traffic only reaches an edge that can serve it.
import type { FastifyInstance } from 'fastify';
import { UpstreamError } from '../upstream/http-client.js';
import { isDraining } from '../runtime/drain.js';

/** A readiness probe must answer well inside the orchestrator's own timeout (docker-compose uses 3 s); undici's header timer may overshoot by up to 1 s. */
export const READY_PROBE_TIMEOUT_MS = 1500;

export interface UpstreamProbe {
  name: string;
  check: (timeoutMs: number) => Promise<void>;
}

export function registerHealthRoutes(app: FastifyInstance, probes: readonly UpstreamProbe[]): void {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', { config: { rateLimit: false } }, async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));

  app.get('/readyz', { config: { rateLimit: false } }, async (request, reply) => {
    // A draining process (SIGTERM) takes no new traffic, whatever its upstreams say.
    if (isDraining(app)) return reply.code(503).headers(noStore).send({ status: 'draining', upstreams: {} });
    const outcomes = await Promise.allSettled(probes.map((probe) => probe.check(READY_PROBE_TIMEOUT_MS)));
    const upstreams: Record<string, string> = {};
    let ready = true;
    outcomes.forEach((outcome, i) => {
      if (outcome.status === 'fulfilled') {
        upstreams[probes[i].name] = 'ok';
        return;
      }
      ready = false;
      const reason = outcome.reason as unknown;
      upstreams[probes[i].name] = reason instanceof UpstreamError ? reason.code : 'ERR_UPSTREAM_UNAVAILABLE';
      request.log.warn({ upstream: probes[i].name, err: reason }, 'readiness probe failed');
    });
    return reply
      .code(ready ? 200 : 503)
      .headers(noStore)
      .send({ status: ready ? 'ok' : 'unavailable', upstreams });
  });
}
