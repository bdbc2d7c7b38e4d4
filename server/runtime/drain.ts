// Draining an edge on SIGTERM (issue #15 item 4). While it drains, /readyz answers 503 so a load balancer or
// orchestrator that probes it stops sending traffic, and every answer says `Connection: close` so a proxy's
// kept-alive connection is not reused for the next request; Fastify keeps serving what arrives meanwhile (instead
// of its default 503), and in-flight requests and streams finish before the process exits.
import type { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Sent on every answer of a draining process: the edges' upstream clients take that replica out of rotation at
 * once (server/upstream/replica-set.ts), before its readiness probe would tell a load balancer.
 */
export const DRAINING_HEADER = 'x-shop-draining';

export interface DrainState {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once the process has been asked to stop (see startDraining). */
    drainState: DrainState;
  }
}

export function registerDrain(app: FastifyInstance): void {
  const state: DrainState = { draining: false };
  app.decorate('drainState', state);
  // Answers sent while draining, including those of requests that arrived before it began.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (state.draining) reply.header('connection', 'close').header(DRAINING_HEADER, '1');
    done(null, payload);
  });
  // On the raw response too, for answers written past Fastify's header handling.
  app.addHook('onRequest', (_request, reply, done) => {
    if (state.draining) reply.raw.setHeader('connection', 'close').setHeader(DRAINING_HEADER, '1');
    done();
  });
}

export function isDraining(app: FastifyInstance): boolean {
  return app.hasDecorator('drainState') && app.drainState.draining;
}

/**
 * How long idle kept-alive connections stay open after the drain began. Node closes them the moment the server
 * closes, and a proxy that picked one of them for its next request at that moment gets a reset (a POST it may not
 * repeat is lost). The proxy closes idle connections itself after its own keep-alive timeout (ops/nginx.conf: 4 s),
 * so the edge waits a little longer than that before it closes what is still idle.
 */
export const IDLE_CLOSE_DELAY_MS = 5000;

/** `idleCloseDelayMs`: IDLE_CLOSE_DELAY_MS behind a proxy (the signal handlers); 0 closes idle connections at once. */
export function startDraining(app: FastifyInstance, idleCloseDelayMs = 0): void {
  if (!app.hasDecorator('drainState') || app.drainState.draining) return;
  app.drainState.draining = true;
  if (idleCloseDelayMs <= 0) return;
  const server = app.server as typeof app.server & { closeIdleConnections?: () => void };
  const closeIdleNow = server.closeIdleConnections?.bind(server);
  if (!closeIdleNow) return;
  server.closeIdleConnections = () => {
    setTimeout(closeIdleNow, idleCloseDelayMs).unref();
  };
}


/** A drain waits until no connection has arrived for this long before it stops listening. */
export const QUIET_BEFORE_CLOSE_MS = 500;

/** How often the drain looks whether new connections have stopped. */
const QUIET_CHECK_MS = 50;

/**
 * Resolves once the server has gone `quietMs` without a new connection, or after `maxMs` under a stream of new
 * connections (a balancer that does not probe readiness; the callers give it half their shutdown deadline). A connection a client has
 * opened is ours even when the process has not taken it yet: in the kernel's accept queue, or in a cluster primary's
 * queue for the next free worker (the primary hands them over one at a time, each after the worker took the last).
 * Closing the listening socket resets those (a shopper's page or order lost although it was sent before the signal);
 * staying open until new connections stop lets every one be taken and answered, with `Connection: close` and the
 * draining header. A busy loop runs its timers before it reads what arrived meanwhile, so the quiet is judged in
 * setImmediate, after the loop has read its sockets and IPC channel.
 */
export function untilNoNewConnections(server: Server, { quietMs = QUIET_BEFORE_CLOSE_MS, maxMs }: { quietMs?: number; maxMs: number }): Promise<{ ms: number; connections: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    let last = started;
    let connections = 0;
    const seen = () => {
      last = performance.now();
      connections += 1;
    };
    server.on('connection', seen);
    const timer = setInterval(() => {
      setImmediate(() => {
        const now = performance.now();
        if (now - last < quietMs && now - started < maxMs) return;
        clearInterval(timer);
        server.off('connection', seen);
        resolve({ ms: Math.round(now - started), connections });
      });
    }, QUIET_CHECK_MS);
  });
}
