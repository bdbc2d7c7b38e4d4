// The state of each upstream replica as the edge sees it (server/upstream/replica-set.ts): one series per replica and
// state, 1 for the state it is in and 0 for the others, so `shop_upstream_replica_state{state="up"} == 0` finds a
// replica the edge sends nothing to, and a sum by state counts them.
import { Gauge } from 'prom-client';
import { METRICS_REGISTRY } from './metrics.js';

export const REPLICA_STATES = ['up', 'draining', 'down'] as const;
export type ReplicaState = (typeof REPLICA_STATES)[number];

const replicaState = new Gauge({
  name: 'shop_upstream_replica_state',
  help: 'Each upstream replica by state as this edge sees it: 1 for its current state (up, draining, down), else 0',
  labelNames: ['upstream', 'replica', 'state'] as const,
  registers: [METRICS_REGISTRY],
});

export function recordUpstreamReplicaState(upstream: string, replica: string, state: ReplicaState): void {
  for (const each of REPLICA_STATES) replicaState.set({ upstream, replica, state: each }, each === state ? 1 : 0);
}
