// The backend tier gives up unpaid orders past their due date by itself, every ORDER_SWEEP_SECONDS (0: never; then
// cron runs `npm run orders -- expire`). Several replicas may sweep at once: each order is cancelled only while it
// is still pending_payment, under its row lock (order-state-service.ts), so exactly one of them cancels and mails.
import type { FastifyInstance } from 'fastify';
import type { Database, OrderRow } from '../../db/schema.js';
import type { OrderUpdateData } from '../mail/templates/index.js';
import { expireUnpaidOrders } from './order-operations.js';

export function startOrderExpirySweep(app: FastifyInstance, db: Database, intervalSeconds: number, send: (order: OrderRow, data: OrderUpdateData) => Promise<void>): void {
  if (intervalSeconds <= 0) return;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const notify = async (order: OrderRow, data: OrderUpdateData) => {
        try {
          await send(order, data);
        } catch (error) {
          app.log.error({ err: error, orderNumber: order.increment_id }, 'order expiry mail failed');
        }
      };
      const expired = await expireUnpaidOrders({ db, now: () => new Date(), notify }, new Date());
      for (const e of expired) app.log.info({ orderNumber: e.orderNumber, dueAt: e.dueAt }, 'unpaid order cancelled, stock released');
    } catch (error) {
      // A database away for a moment: the next round tries again.
      app.log.warn({ err: error }, 'order expiry sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
