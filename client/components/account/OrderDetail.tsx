import { Link } from '../ui/Link.js';
import { paymentStateLabel, withdrawalPath } from '../../../shared/account/order-status.js';
import type { HistoryOrder } from '../../../shared/account/session-rules.js';
import { formatDateTime } from '../../../shared/dates.js';
import { paymentMethodName, shippingMethodName } from '../../../shared/commerce/method-names.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { euros } from './order-format.js';
import { OrderAddress } from './OrderAddress.js';
import { OrderStatus } from './OrderStatus.js';

/** The order's shipping method named in the reader's language ('dhl_gogreen' is carrier and method code). */
function shippingMethodLabel(method: string | null, description: string | null, language: string): string | null {
  const [carrier, ...rest] = method?.split('_') ?? [];
  if (!carrier || rest.length === 0) return description;
  return shippingMethodName(carrier, rest.join('_'), language);
}

/** One order: items, totals, addresses, payment and shipping method, and the withdrawal link. */
export function OrderDetail({ order, backTo }: { order: HistoryOrder; backTo: string }) {
  const t = useT();
  const store = useStoreView();
  const assignment = order.extension_attributes?.shipping_assignments?.[0]?.shipping;
  const shipping = assignment?.address ?? null;
  const shippingMethod = shippingMethodLabel(assignment?.method ?? null, order.shipping_description, store.language);
  const paymentState = paymentStateLabel(order.payment.payment_state);
  const totals: [string, number][] = [
    ['Subtotal', order.subtotal_incl_tax],
    ...(order.discount_amount ? ([['Discount', order.discount_amount]] as [string, number][]) : []),
    ['Shipping', order.shipping_incl_tax],
  ];
  return (
    <section className="account-card order-detail" aria-labelledby="order-title">
      <Link to={backTo} className="text-link order-detail__back">
        ← {t('Back to my orders')}
      </Link>
      <div className="account-card__head">
        <h2 id="order-title" className="account-card__title">
          {t('Order #{number}', { number: order.increment_id })}
        </h2>
        <OrderStatus status={order.status} />
      </div>
      <p className="order-detail__date">{t('Placed on {date}', { date: formatDateTime(order.created_at) })}</p>
      <table className="order-items">
        <caption className="visually-hidden">{t('Ordered items')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Product')}</th>
            <th scope="col">{t('Quantity')}</th>
            <th scope="col">{t('Price')}</th>
            <th scope="col">{t('Total')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={`${item.sku}-${i}`}>
              <td>
                <span className="order-items__name">{item.name}</span>
                <span className="order-items__sku">{item.sku}</span>
              </td>
              <td>{item.qty_ordered}</td>
              <td>{euros(item.price_incl_tax)}</td>
              <td>{euros(item.row_total_incl_tax)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-totals">
        {totals.map(([label, amount]) => (
          <div key={label} className="order-totals__row">
            <dt>{t(label)}</dt>
            <dd>{euros(amount)}</dd>
          </div>
        ))}
        <div className="order-totals__row order-totals__row--grand">
          <dt>{t('Grand total')}</dt>
          <dd>{euros(order.grand_total)}</dd>
        </div>
      </dl>
      <div className="order-detail__grid">
        <OrderAddress title={t('Shipping address')} address={shipping} />
        <OrderAddress title={t('Billing address')} address={order.billing_address} />
        <div className="order-detail__block">
          <h3 className="order-detail__subtitle">{t('Shipping method')}</h3>
          <p>{shippingMethod ?? t('No shipping needed')}</p>
        </div>
        <div className="order-detail__block">
          <h3 className="order-detail__subtitle">{t('Payment method')}</h3>
          <p>{paymentMethodName(order.payment.method, store.language)}</p>
          {paymentState && <p className="order-detail__payment-state">{t(paymentState)}</p>}
        </div>
      </div>
      <Link className="button button--secondary order-detail__withdraw" to={localizePath(store.code, withdrawalPath(order.increment_id))}>
        {t('Withdraw from contract')}
      </Link>
    </section>
  );
}
