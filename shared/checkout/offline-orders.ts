// Orders waiting to be sent (spec 02 §3 "Offline order", §4 "Orders", "Sync tasks"): an order placed offline, or
// whose request failed on the network, is queued with task_id, transmited, created_at and updated_at. When the
// connection returns it is sent (automatically by default). Sending again after a failure cannot make a second
// order: the body carries the cart id and the backend answers a cart ordered before with its first order. What every
// page does with the stored queue (read it, resume, show) is in stored-order-queue.ts.
import type { OrderRequestBody } from './order-request.js';

export type QueuedOrderStatus = 'queued' | 'sending' | 'sent' | 'failed';

export interface QueuedOrder {
  task_id: string;
  transmited: boolean;
  created_at: number;
  updated_at: number;
  status: QueuedOrderStatus;
  body: OrderRequestBody;
  /** The user token the order was placed with (a customer's order); null for a guest. */
  token: string | null;
  /** The order number once the backend took it. */
  orderNumber: string | null;
  /** Why the last attempt failed, as an i18n key. */
  error: string | null;
  /** The shopper has seen that it was sent (the list may drop it). */
  acknowledged: boolean;
}

/** Spec 02 §4: a task whose URL needs a cart id but has none fails with a message that the cart must be recreated. */
export const NO_CART_MESSAGE = 'No such cart. The cart must be recreated.';

export function queueOrder(queue: readonly QueuedOrder[], body: OrderRequestBody, token: string | null, taskId: string, now: number): QueuedOrder[] {
  // One task per cart: placing the same cart again replaces its waiting task rather than adding a second order.
  const others = queue.filter((task) => task.body.cart_id !== body.cart_id || task.transmited);
  const task: QueuedOrder = { task_id: taskId, transmited: false, created_at: now, updated_at: now, status: 'queued', body, token, orderNumber: null, error: body.cart_id ? null : NO_CART_MESSAGE, acknowledged: false };
  return [...others, body.cart_id ? task : { ...task, status: 'failed' }];
}

/** Tasks to send now: queued or failed ones (failed tasks are retried), never one already transmitted. */
export function tasksToSend(queue: readonly QueuedOrder[]): QueuedOrder[] {
  return queue.filter((task) => !task.transmited && task.body.cart_id !== '' && (task.status === 'queued' || task.status === 'failed'));
}

function update(queue: readonly QueuedOrder[], taskId: string, patch: Partial<QueuedOrder>, now: number): QueuedOrder[] {
  return queue.map((task) => (task.task_id === taskId ? { ...task, ...patch, updated_at: now } : task));
}

export const markSending = (queue: readonly QueuedOrder[], taskId: string, now: number) => update(queue, taskId, { status: 'sending', error: null }, now);

/** Spec 02 §3 "Sync task": transmitted sets transmited, the result, and acknowledged false. */
export const markSent = (queue: readonly QueuedOrder[], taskId: string, orderNumber: string, now: number) =>
  update(queue, taskId, { status: 'sent', transmited: true, orderNumber, error: null, acknowledged: false }, now);

export const markFailed = (queue: readonly QueuedOrder[], taskId: string, error: string, now: number) => update(queue, taskId, { status: 'failed', error }, now);

export const acknowledgeSent = (queue: readonly QueuedOrder[]): QueuedOrder[] => queue.filter((task) => !(task.transmited && task.status === 'sent'));

export const waitingCount = (queue: readonly QueuedOrder[]): number => queue.filter((task) => !task.transmited).length;
