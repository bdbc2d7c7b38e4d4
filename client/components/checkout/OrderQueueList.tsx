// The list of orders placed offline (issue 6 §2): each with its time and state — waiting, sending, sent with its
// order number, or failed with the reason and a retry — so that no order is silently lost.
import type { QueuedOrder } from '../../../shared/checkout/offline-orders.js';
import { formatDateTime } from '../../../shared/dates.js';
import { retryOrder } from '../../checkout/order-queue.js';
import { useT } from '../../i18n.js';
import { Button } from '../ui/Button.js';

const STATUS_LABEL: Record<QueuedOrder['status'], string> = {
  queued: 'Waiting for the connection',
  sending: 'Sending …',
  sent: 'Sent',
  failed: 'Not sent',
};

export function OrderQueueList({ tasks, online }: { tasks: readonly QueuedOrder[]; online: boolean }) {
  const t = useT();
  return (
    <ul className="order-queue__list">
      {tasks.map((task) => (
        <li key={task.task_id} className={`order-queue__task order-queue__task--${task.status}`} data-status={task.status}>
          <div className="order-queue__task-head">
            <span className="order-queue__status">{t(STATUS_LABEL[task.status])}</span>
            <time className="order-queue__time" dateTime={new Date(task.created_at).toISOString()}>
              {formatDateTime(task.created_at)}
            </time>
          </div>
          <p className="order-queue__items">{t('{count} item(s)', { count: task.body.products.reduce((sum, p) => sum + p.qty, 0) })}</p>
          {task.orderNumber && <p className="order-queue__number">{t('Order number {number}', { number: task.orderNumber })}</p>}
          {task.status === 'failed' && task.error && <p className="field-error">{t(task.error)}</p>}
          {!task.transmited && task.status !== 'sending' && task.body.cart_id && (
            <Button size="sm" variant="secondary" disabled={!online} onClick={() => void retryOrder(task.task_id)}>
              {task.status === 'failed' ? t('Try again') : t('Send now')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
