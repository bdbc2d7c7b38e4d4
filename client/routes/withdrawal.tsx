// The withdrawal button (§356a BGB): '/withdrawal' (German alias '/widerruf-erklaeren'), reachable from every
// page's footer and from each order (the account links '/withdrawal?order=<number>'). Step 1 finds the order by
// number and e-mail, step 2 chooses the whole order or lines, step 3 confirms with the date and time of receipt.
import { useSearchParams } from 'react-router';
import { RouteErrorContent } from '../components/catalog/RouteError.js';
import { WithdrawalFlow } from '../components/legal/WithdrawalFlow.js';
import { useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({
  title: t('Withdraw from contract'),
  description: t('Withdraw from your purchase online within 30 days: whole order or single items, with an immediate confirmation of receipt by e-mail.'),
  canonicalPath: '/withdrawal',
  noindex: true,
});

export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const order = (params.get('order') ?? '').trim().slice(0, 32);
  return (
    <div className="screen screen--narrow screen--withdrawal">
      <h1 className="page-heading">{t('Withdraw from contract')}</h1>
      <p className="withdrawal-intro">
        {t('You can withdraw from your purchase within 30 days of your order without giving a reason: for the whole order or for single items. You receive a confirmation of receipt by e-mail at once.')}
      </p>
      <WithdrawalFlow initialOrderNumber={order} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
