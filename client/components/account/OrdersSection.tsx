import { useState } from 'react';
import { Link } from '../ui/Link.js';
import { nextOrderPage, type OrderHistory } from '../../../shared/account/session-rules.js';
import { formatDateTime } from '../../../shared/dates.js';
import { withdrawalPath } from '../../../shared/account/order-status.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { session } from '../../session/session.js';
import { Button } from '../ui/Button.js';
import { euros } from './order-format.js';
import { OrderStatus } from './OrderStatus.js';

/** The order history, 20 at a time with "load more" (spec 02 §9), newest first; each order opens its detail. */
export function OrdersSection({ history, basePath }: { history: OrderHistory | null; basePath: string }) {
  const t = useT();
  const store = useStoreView();
  const [loading, setLoading] = useState(false);
  const items = history?.items ?? [];
  const next = nextOrderPage(items.length, history?.total_count ?? 0);
  const loadMore = async () => {
    if (next === null) return;
    setLoading(true);
    await session.loadOrders(next);
    setLoading(false);
  };
  return (
    <section className="account-card" aria-labelledby="orders-title">
      <h2 id="orders-title" className="account-card__title">
        {t('My orders')}
      </h2>
      {items.length === 0 ? <p className="account-empty">{t('You have not placed any orders yet.')}</p> : null}
      <ul className="order-list">
        {items.map((order) => (
          <li key={order.increment_id} className="order-row">
            <div className="order-row__main">
              <Link className="order-row__number" to={`${basePath}?section=orders&order=${encodeURIComponent(order.increment_id)}`}>
                {t('Order #{number}', { number: order.increment_id })}
              </Link>
              <span className="order-row__date">{formatDateTime(order.created_at)}</span>
            </div>
            <span className="order-row__total">{euros(order.grand_total)}</span>
            <div className="order-row__meta">
              <OrderStatus status={order.status} />
              <Link className="order-row__withdraw text-link" to={localizePath(store.code, withdrawalPath(order.increment_id))} aria-label={`${t('Withdraw from contract')} (${t('Order #{number}', { number: order.increment_id })})`}>
                {t('Withdraw from contract')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      {next !== null ? (
        <div className="account-more">
          <Button variant="secondary" onClick={() => void loadMore()} disabled={loading}>
            {t('Load more orders')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
