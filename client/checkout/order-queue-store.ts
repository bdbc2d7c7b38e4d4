// The queue of orders waiting to be sent as every page sees it (spec 02 §4 "Orders", issue 6 §2): kept in local
// storage so that none is lost with the page, read at start and when another tab changes it. Small on purpose: every
// page loads it, while the sending (order-queue.ts) and its badge load only when the queue holds an order.
import type { QueuedOrder } from '../../shared/checkout/offline-orders.js';
import { parseQueue, resumeInterrupted } from '../../shared/checkout/stored-order-queue.js';
import { createStore, useStore } from '../stores/create-store.js';

export const ORDER_QUEUE_STORAGE_KEY = 'shop/order-queue';

export const orderQueueStore = createStore<{ tasks: readonly QueuedOrder[]; loaded: boolean }>({ tasks: [], loaded: false });

export function useOrderQueue(): readonly QueuedOrder[] {
  return useStore(orderQueueStore, (s) => s.tasks);
}

export function queueStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function saveQueue(tasks: QueuedOrder[]): void {
  orderQueueStore.setState({ tasks });
  try {
    queueStorage()?.setItem(ORDER_QUEUE_STORAGE_KEY, JSON.stringify(tasks));
  } catch {
    // Storage refused: the queue lives on in memory for this page.
  }
}

/** The queue as another tab or an earlier page left it (tasks cut off while sending are sent again). */
export function loadOrderQueue(): void {
  const tasks = resumeInterrupted(parseQueue(queueStorage()?.getItem(ORDER_QUEUE_STORAGE_KEY) ?? null));
  orderQueueStore.setState({ tasks, loaded: true });
}

export function currentQueue(): QueuedOrder[] {
  if (!orderQueueStore.getState().loaded) loadOrderQueue();
  return [...orderQueueStore.getState().tasks];
}

/** Another tab changed the queue. */
export function onQueueStorage(event: StorageEvent): void {
  if (event.key === ORDER_QUEUE_STORAGE_KEY) loadOrderQueue();
}
