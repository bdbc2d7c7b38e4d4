// Prepayment (banktransfer, checkmo): the shop's bank details and the order number as the transfer reference.
import { PREPAYMENT_ACCOUNT, PREPAYMENT_RESERVATION_DAYS } from '../../../shared/checkout/prepayment.js';
import { formatPrice } from '../../../shared/money.js';
import { useT } from '../../i18n.js';

export function PrepaymentDetails({ amountCents, reference }: { amountCents: number; reference: string | null }) {
  const t = useT();
  return (
    <section className="thank-you__bank" aria-labelledby="thank-you-bank-title">
      <h2 id="thank-you-bank-title">{t('Your bank transfer')}</h2>
      <p>{t('Please transfer {amount} within {days} days to the account below; we reserve your goods until then.', { amount: formatPrice(amountCents), days: PREPAYMENT_RESERVATION_DAYS })}</p>
      <dl className="thank-you__bank-details">
        <div>
          <dt>{t('Account holder')}</dt>
          <dd>{PREPAYMENT_ACCOUNT.holder}</dd>
        </div>
        <div>
          <dt>{t('Bank')}</dt>
          <dd>{PREPAYMENT_ACCOUNT.bank}</dd>
        </div>
        <div>
          <dt>IBAN</dt>
          <dd>{PREPAYMENT_ACCOUNT.iban}</dd>
        </div>
        <div>
          <dt>BIC</dt>
          <dd>{PREPAYMENT_ACCOUNT.bic}</dd>
        </div>
        <div>
          <dt>{t('Reference')}</dt>
          <dd>{reference ? t('Order {number}', { number: reference }) : t('Your order number (in the confirmation e-mail)')}</dd>
        </div>
      </dl>
    </section>
  );
}
