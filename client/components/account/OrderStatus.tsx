import { orderStatusLabel } from '../../../shared/account/order-status.js';
import { useT } from '../../i18n.js';

/** The status badge: pending and processing read "in progress" (spec 02 §4). */
export function OrderStatus({ status }: { status: string }) {
  const t = useT();
  const label = orderStatusLabel(status);
  const tone = label === 'Canceled' ? 'canceled' : label === 'in progress' ? 'progress' : 'done';
  return <span className={`order-status order-status--${tone}`}>{t(label)}</span>;
}
