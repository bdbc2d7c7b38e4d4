// The confirmation (spec 02 §2 "confirmation (thank-you page)"): the order number, what happens next, the bank
// details for prepayment; an order waiting for the connection says so and follows its queue entry until it is sent.
import { useEffect, useRef } from 'react';
import { Link } from '../ui/Link.js';
import { queuedOrderMessage } from '../../../shared/checkout/lost-answer.js';
import { isPrepayment } from '../../../shared/checkout/prepayment.js';
import { daySpan, deliveryTimeTo } from '../../../shared/commerce/delivery-time.js';
import { countryName } from '../../../shared/commerce/postal-address.js';
import { useOnlineStatus } from '../shell/use-online-status.js';
import { localizePath } from '../../../shared/store-views.js';
import type { ThankYou } from '../../checkout/checkout-store.js';
import { useOrderQueue } from '../../checkout/order-queue-store.js';
import { useStoreView, useT } from '../../i18n.js';
import { buttonClass } from '../ui/Button.js';
import { Icon } from '../ui/Icon.js';
import { PrepaymentDetails } from './PrepaymentDetails.js';

export function ThankYouPage({ thankYou }: { thankYou: ThankYou }) {
  const t = useT();
  const store = useStoreView();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const task = useOrderQueue().find((entry) => entry.task_id === thankYou.queuedTaskId);
  const orderNumber = thankYou.orderNumber ?? task?.orderNumber ?? null;
  const waiting = thankYou.queuedTaskId !== null && !task?.transmited;
  const online = useOnlineStatus();
  const delivery = thankYou.shippingCountry ? deliveryTimeTo(thankYou.shippingCountry) : null;

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section className="thank-you" aria-labelledby="thank-you-title" data-testid="thank-you">
      <span className="thank-you__badge" aria-hidden="true">
        <Icon name={waiting ? 'clock' : 'check'} size={32} />
      </span>
      <h1 id="thank-you-title" className="page-heading" ref={headingRef} tabIndex={-1}>
        {t('Thank you for your order!')}
      </h1>
      {waiting ? (
        <p className="thank-you__queued" role="status">
          {t(queuedOrderMessage(online))}
        </p>
      ) : (
        <p className="thank-you__number" role="status">
          {t('Your order number is')} <strong>{orderNumber}</strong>
        </p>
      )}
      <div className="thank-you__next">
        <h2>{t('What happens next')}</h2>
        <ol>
          <li>{thankYou.email ? t('We send the order confirmation to {email}.', { email: thankYou.email }) : t('We send you an order confirmation by e-mail.')}</li>
          <li>{isPrepayment(thankYou.paymentMethod) ? t('As soon as your payment has arrived, we prepare your shoes for shipping.') : t('We prepare your shoes for shipping.')}</li>
          <li>
            {delivery && thankYou.shippingCountry
              ? t('Delivery to {country} takes {days} working days; you receive the tracking link by e-mail.', { country: countryName(thankYou.shippingCountry, store.locale), days: daySpan(delivery) })
              : t('You receive the tracking link by e-mail.')}
          </li>
        </ol>
      </div>
      {isPrepayment(thankYou.paymentMethod) && <PrepaymentDetails amountCents={thankYou.grandTotalCents} reference={orderNumber} />}
      {thankYou.createdAccount && <p className="thank-you__account">{t('Your customer account has been created. You can log in with your e-mail address.')}</p>}
      <p>
        <Link className={buttonClass('primary', 'lg')} to={localizePath(store.code, '/')}>
          {t('Continue shopping')}
        </Link>
      </p>
    </section>
  );
}
