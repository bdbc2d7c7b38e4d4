import { describe, expect, it } from 'vitest';
import { initialCheckout } from '../../../shared/checkout/checkout-types.js';
import { acknowledgeSent, markFailed, markSending, markSent, NO_CART_MESSAGE, queueOrder, tasksToSend, waitingCount } from '../../../shared/checkout/offline-orders.js';
import { parseQueue, resumeInterrupted, visibleTasks } from '../../../shared/checkout/stored-order-queue.js';
import { buildOrderRequest } from '../../../shared/checkout/order-request.js';

const T0 = Date.UTC(2026, 10, 24, 9, 0, 0);

function body(cartId: string) {
  const details = initialCheckout('DE');
  details.personalDetails.emailAddress = 'anna@example.com';
  Object.assign(details.shippingDetails, { firstName: 'Anna', lastName: 'Kranich', streetAddress: 'Lichtentaler Allee', apartmentNumber: '8', zipCode: '76530', city: 'Baden-Baden', shippingMethod: 'gogreen', shippingCarrier: 'dhl' });
  details.paymentDetails.paymentMethod = 'banktransfer';
  return buildOrderRequest({ cartId, storeCode: 'de', items: [{ sku: 'OX-42', qty: 1 }], details });
}

describe('offline order queue (spec 02 §3 offline order: task_id, transmited, created_at, updated_at; §4 orders queued offline)', () => {
  it('queues an order untransmitted, stamped with its time', () => {
    const queue = queueOrder([], body('cart-1'), null, 'task-1', T0);
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ task_id: 'task-1', transmited: false, created_at: T0, updated_at: T0, status: 'queued' });
    expect(waitingCount(queue)).toBe(1);
    expect(tasksToSend(queue).map((t) => t.task_id)).toEqual(['task-1']);
  });

  it('sends, then marks transmitted with the order number (spec 02 §3 sync task: transmitted sets transmited, result, acknowledged false)', () => {
    let queue = queueOrder([], body('cart-1'), null, 'task-1', T0);
    queue = markSending(queue, 'task-1', T0 + 1);
    expect(tasksToSend(queue)).toEqual([]);
    queue = markSent(queue, 'task-1', '100000007', T0 + 2);
    expect(queue[0]).toMatchObject({ transmited: true, status: 'sent', orderNumber: '100000007', acknowledged: false, updated_at: T0 + 2 });
    expect(waitingCount(queue)).toBe(0);
    expect(visibleTasks(queue)).toHaveLength(1);
    expect(acknowledgeSent(queue)).toEqual([]);
  });

  it('retries failed tasks (spec 02 §4: failed tasks are retried) and never twice for one cart', () => {
    let queue = queueOrder([], body('cart-1'), null, 'task-1', T0);
    queue = markFailed(markSending(queue, 'task-1', T0), 'task-1', 'Something went wrong', T0 + 5);
    expect(queue[0]).toMatchObject({ status: 'failed', error: 'Something went wrong', transmited: false });
    expect(tasksToSend(queue).map((t) => t.task_id)).toEqual(['task-1']);
    // Placing the same cart again replaces its waiting task: one cart, one order.
    queue = queueOrder(queue, body('cart-1'), null, 'task-2', T0 + 9);
    expect(queue.map((t) => t.task_id)).toEqual(['task-2']);
    expect(queue.every((t) => t.body.cart_id === 'cart-1')).toBe(true);
  });

  it('a send cut off by a reload is sent again; the cart id in the body keeps it one order', () => {
    const queue = resumeInterrupted(markSending(queueOrder([], body('cart-1'), null, 'task-1', T0), 'task-1', T0));
    expect(queue[0].status).toBe('queued');
    expect(queue[0].body.cart_id).toBe('cart-1');
  });

  it('fails a task without a cart id with the message that the cart must be recreated (spec 02 §4 sync tasks)', () => {
    const queue = queueOrder([], body(''), null, 'task-1', T0);
    expect(queue[0]).toMatchObject({ status: 'failed', error: NO_CART_MESSAGE });
    expect(tasksToSend(queue)).toEqual([]);
  });

  it('reads back only well-formed tasks', () => {
    const queue = queueOrder([], body('cart-1'), 'tok', 'task-1', T0);
    expect(parseQueue(JSON.stringify([...queue, { task_id: 3 }]))).toEqual(queue);
    expect(parseQueue('{')).toEqual([]);
  });
});

describe('order request (DESIGN §3.4 POST /api/order)', () => {
  it('carries the cart id, every line, both addresses (billing = shipping by default) and the methods', () => {
    const request = body('cart-9');
    expect(request.cart_id).toBe('cart-9');
    expect(request.products).toEqual([{ sku: 'OX-42', qty: 1 }]);
    expect(request.addressInformation.shippingAddress).toEqual({ firstname: 'Anna', lastname: 'Kranich', street: ['Lichtentaler Allee', '8'], city: 'Baden-Baden', postcode: '76530', country_id: 'DE', email: 'anna@example.com' });
    expect(request.addressInformation.billingAddress).toEqual(request.addressInformation.shippingAddress);
    expect(request.addressInformation).toMatchObject({ shipping_carrier_code: 'dhl', shipping_method_code: 'gogreen', payment_method_code: 'banktransfer', payment_method_additional: {} });
    expect(request).not.toHaveProperty('expected_grand_total_cents');
  });

  it('carries the grand total the shopper confirmed, in cents (the server compares it, issue 12 §3)', () => {
    const details = initialCheckout('DE');
    const request = buildOrderRequest({ cartId: 'cart-9', storeCode: 'main', items: [{ sku: 'OX-42', qty: 1 }], details, grandTotalCents: 17910 });
    expect(request.expected_grand_total_cents).toBe(17910);
  });
});
