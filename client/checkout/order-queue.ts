// Orders waiting to be sent (spec 02 §4 "Orders", issue 6 §2): queued in local storage (order-queue-store.ts) so
// that none is lost with the page, sent when the connection returns — automatically by default, or after the shopper
// confirms when the setting asks for it — and shown by the OrderQueueIndicator with their state. Sending twice is
// harmless: the body carries the cart id and the backend answers an ordered cart with its first order.
import { errorNoticeFor } from '../../shared/cart/error-notice.js';
import { acknowledgeSent, markFailed, markSending, markSent, queueOrder, tasksToSend, type QueuedOrder } from '../../shared/checkout/offline-orders.js';
import type { OrderRequestBody } from '../../shared/checkout/order-request.js';
import { isNetworkFailure, postOrder } from './checkout-api.js';
import { currentQueue, queueStorage, saveQueue } from './order-queue-store.js';

/** Setting: 'auto' sends waiting orders as soon as the connection returns; 'confirm' asks the shopper first. */
export const ORDER_QUEUE_MODE_KEY = 'shop/order-queue-mode';
export const NETWORK_FAILURE_MESSAGE = 'The order could not be transferred because there is no connection. It is queued and will be sent when you are back online.';

export function newTaskId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `task-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

/** Queues an order; returns its task id. */
export function enqueueOrder(body: OrderRequestBody, token: string | null): string {
  const taskId = newTaskId();
  saveQueue(queueOrder(currentQueue(), body, token, taskId, Date.now()));
  return taskId;
}

export const autoSendEnabled = (): boolean => queueStorage()?.getItem(ORDER_QUEUE_MODE_KEY) !== 'confirm';

export function setAutoSend(auto: boolean): void {
  try {
    queueStorage()?.setItem(ORDER_QUEUE_MODE_KEY, auto ? 'auto' : 'confirm');
  } catch {
    // The default (automatic) stays.
  }
}

async function sendTask(task: QueuedOrder): Promise<void> {
  saveQueue(markSending(currentQueue(), task.task_id, Date.now()));
  const answer = await postOrder(task.body, task.token);
  if (answer.code === 200 && answer.result && typeof answer.result === 'object') {
    saveQueue(markSent(currentQueue(), task.task_id, answer.result.orderNumber, Date.now()));
    return;
  }
  const message = isNetworkFailure(answer) ? NETWORK_FAILURE_MESSAGE : (errorNoticeFor(answer, false) ?? 'Something went wrong');
  saveQueue(markFailed(currentQueue(), task.task_id, message, Date.now()));
}

let running: Promise<void> | null = null;

/** Sends every waiting (or failed) order, one after the other; a second call while sending waits for the first. */
export function sendWaitingOrders(): Promise<void> {
  if (running) return running;
  running = (async () => {
    for (const task of tasksToSend(currentQueue())) await sendTask(task);
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Retry of one failed order from the list. */
export function retryOrder(taskId: string): Promise<void> {
  const task = currentQueue().find((t) => t.task_id === taskId);
  return task && !task.transmited ? sendTask(task) : Promise.resolve();
}

/** The shopper has seen the sent ones: they leave the list. */
export const dismissSentOrders = () => saveQueue(acknowledgeSent(currentQueue()));
