import { Link } from '../ui/Link.js';
import { formatDateTime } from '../../../shared/dates.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import type { WithdrawalReceipt } from './withdrawal-api.js';

/** Step 3: the confirmation with the date and time of receipt (shop time) and the lines it covers. */
export function WithdrawalReceiptView({ receipt }: { receipt: WithdrawalReceipt }) {
  const t = useT();
  const store = useStoreView();
  return (
    <div className="withdrawal-receipt" role="status">
      <dl className="withdrawal-receipt__facts">
        <dt>{t('Received on')}</dt>
        <dd data-testid="withdrawal-received-at">{formatDateTime(receipt.received_at)}</dd>
        <dt>{t('Order number')}</dt>
        <dd>{receipt.orderNumber}</dd>
        {receipt.reason ? (
          <>
            <dt>{t('Your reason')}</dt>
            <dd>{receipt.reason}</dd>
          </>
        ) : null}
      </dl>
      <h3 className="withdrawal-receipt__subheading">{t('Withdrawn items')}</h3>
      <ul className="withdrawal-receipt__lines">
        {receipt.lines.map((line) => (
          <li key={line.sku}>
            {line.qty} × {line.name} <span className="withdrawal-line__details">({line.sku})</span>
          </li>
        ))}
      </ul>
      <p>{t('We have sent a confirmation of receipt to the e-mail address of the order.')}</p>
      <p className="hint">{t('Please send the goods back within 14 days of your withdrawal; we bear the cost of the return. We refund your payment within 14 days of receiving your withdrawal.')}</p>
      <p>
        <Link to={localizePath(store.code, '/')}>{t('Back to the shop')}</Link>
      </p>
    </div>
  );
}
