// The backend tier's readiness (GET /readyz), for a load balancer or orchestrator in front of its replicas: 503
// while it drains after SIGTERM (it finishes what it has, then exits; runtime/drain.ts) and while its database does
// not answer, else 200. /_cluster/health stays the liveness answer Elasticsearch clients expect of the index.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { isDraining } from '../runtime/drain.js';

/** A readiness answer must come well inside the orchestrator's own timeout (docker-compose: 3 s). */
const DATABASE_PROBE_TIMEOUT_MS = 1500;

export function registerBackendReadiness(app: FastifyInstance, db: Database): void {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/readyz', async (request, reply) => {
    if (isDraining(app)) return reply.code(503).headers(noStore).send({ status: 'draining' });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        sql`select 1`.execute(db),
        new Promise((_resolve, reject) => (timer = setTimeout(() => reject(new Error('the database did not answer in time')), DATABASE_PROBE_TIMEOUT_MS))),
      ]);
      return reply.headers(noStore).send({ status: 'ok' });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database does not answer');
      return reply.code(503).headers(noStore).send({ status: 'unavailable', database: 'unreachable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
