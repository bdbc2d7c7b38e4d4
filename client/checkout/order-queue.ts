// Orders waiting to be sent (spec 02 §4 "Orders", issue 6 §2): kept in local storage so that none is lost with the
// page, sent when the connection returns — automatically by default, or after the shopper confirms when the
// setting asks for it — and shown by the OrderQueueIndicator with their state. Sending twice is harmless: the body
// carries the cart id and the backend answers an ordered cart with its first order.
import { errorNoticeFor } from '../../shared/cart/error-notice.js';
import { acknowledgeSent, markFailed, markSending, markSent, parseQueue, queueOrder, resumeInterrupted, tasksToSend, type QueuedOrder } from '../../shared/checkout/offline-orders.js';
import type { OrderRequestBody } from '../../shared/checkout/order-request.js';
import { createStore, useStore } from '../stores/create-store.js';
import { isNetworkFailure, postOrder } from './checkout-api.js';

export const ORDER_QUEUE_STORAGE_KEY = 'shop/order-queue';
/** Setting: 'auto' sends waiting orders as soon as the connection returns; 'confirm' asks the shopper first. */
export const ORDER_QUEUE_MODE_KEY = 'shop/order-queue-mode';
export const NETWORK_FAILURE_MESSAGE = 'The order could not be transferred because there is no connection. It is queued and will be sent when you are back online.';

export const orderQueueStore = createStore<{ tasks: readonly QueuedOrder[]; loaded: boolean }>({ tasks: [], loaded: false });

export function useOrderQueue(): readonly QueuedOrder[] {
  return useStore(orderQueueStore, (s) => s.tasks);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function save(tasks: QueuedOrder[]): void {
  orderQueueStore.setState({ tasks });
  try {
    storage()?.setItem(ORDER_QUEUE_STORAGE_KEY, JSON.stringify(tasks));
  } catch {
    // Storage refused: the queue lives on in memory for this page.
  }
}

/** The queue as another tab or an earlier page left it (tasks cut off while sending are sent again). */
export function loadOrderQueue(): void {
  const tasks = resumeInterrupted(parseQueue(storage()?.getItem(ORDER_QUEUE_STORAGE_KEY) ?? null));
  orderQueueStore.setState({ tasks, loaded: true });
}

const current = (): QueuedOrder[] => {
  if (!orderQueueStore.getState().loaded) loadOrderQueue();
  return [...orderQueueStore.getState().tasks];
};

export function newTaskId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `task-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** Queues an order; returns its task id. */
export function enqueueOrder(body: OrderRequestBody, token: string | null): string {
  const taskId = newTaskId();
  save(queueOrder(current(), body, token, taskId, Date.now()));
  return taskId;
}

export const autoSendEnabled = (): boolean => storage()?.getItem(ORDER_QUEUE_MODE_KEY) !== 'confirm';

export function setAutoSend(auto: boolean): void {
  try {
    storage()?.setItem(ORDER_QUEUE_MODE_KEY, auto ? 'auto' : 'confirm');
  } catch {
    // The default (automatic) stays.
  }
}

async function sendTask(task: QueuedOrder): Promise<void> {
  save(markSending(current(), task.task_id, Date.now()));
  const answer = await postOrder(task.body, task.token);
  if (answer.code === 200 && answer.result && typeof answer.result === 'object') {
    save(markSent(current(), task.task_id, answer.result.orderNumber, Date.now()));
    return;
  }
  const message = isNetworkFailure(answer) ? NETWORK_FAILURE_MESSAGE : (errorNoticeFor(answer, false) ?? 'Something went wrong');
  save(markFailed(current(), task.task_id, message, Date.now()));
}

let running: Promise<void> | null = null;

/** Sends every waiting (or failed) order, one after the other; a second call while sending waits for the first. */
export function sendWaitingOrders(): Promise<void> {
  if (running) return running;
  running = (async () => {
    for (const task of tasksToSend(current())) await sendTask(task);
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Retry of one failed order from the list. */
export function retryOrder(taskId: string): Promise<void> {
  const task = current().find((t) => t.task_id === taskId);
  return task && !task.transmited ? sendTask(task) : Promise.resolve();
}

/** The shopper has seen the sent ones: they leave the list. */
export const dismissSentOrders = () => save(acknowledgeSent(current()));

/** Another tab changed the queue. */
export function onQueueStorage(event: StorageEvent): void {
  if (event.key === ORDER_QUEUE_STORAGE_KEY) loadOrderQueue();
}
