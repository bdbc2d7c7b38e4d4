// The queue of orders waiting to be sent as every page reads it from storage (offline-orders.ts has the rules of
// queueing and sending): apart so that the shell, which reads it on every page, does not carry the sending's code
// (issue #16: first-load JavaScript).
import type { QueuedOrder } from './offline-orders.js';

/** A send interrupted by a reload stays 'sending' in storage: it is sent again (safely, the cart id keeps it single). */
export const resumeInterrupted = (queue: readonly QueuedOrder[]): QueuedOrder[] => queue.map((task) => (task.status === 'sending' ? { ...task, status: 'queued' } : task));

/** What the indicator shows: every task not yet acknowledged after sending. */
export const visibleTasks = (queue: readonly QueuedOrder[]): QueuedOrder[] => queue.filter((task) => !task.acknowledged);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseQueue(text: string | null): QueuedOrder[] {
  if (!text) return [];
  try {
    const raw: unknown = JSON.parse(text);
    if (!Array.isArray(raw)) return [];
    return raw.filter((t): t is QueuedOrder => isObject(t) && typeof t.task_id === 'string' && isObject(t.body) && typeof t.created_at === 'number');
  } catch {
    return [];
  }
}
