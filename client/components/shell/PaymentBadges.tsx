import { useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';
import { DHL_GOGREEN_ART, PAYMENT_LOGOS, type PaymentKind } from './payment-logos.js';

const PAYMENT_ORDER: PaymentKind[] = ['paypal', 'visa', 'mastercard', 'klarna', 'sepa'];

/** Payment methods and the shipping partner (spec 01 §1 footer), as small inline SVG badges. */
export function PaymentBadges() {
  const t = useT();
  return (
    <div className="trust-badges">
      <div className="trust-badges__group">
        <h2 className="footer-heading footer-heading--small">{t('Secure payment')}</h2>
        <ul className="trust-badges__list">
          {PAYMENT_ORDER.map((kind) => (
            <li key={kind}>
              <svg className="pay-badge" width="56" height="36" viewBox="0 0 56 36" role="img" aria-label={PAYMENT_LOGOS[kind].label}>
                <rect x="0.5" y="0.5" width="55" height="35" rx="5.5" fill="#fff" stroke="#d9d2c6" />
                {PAYMENT_LOGOS[kind].art}
              </svg>
            </li>
          ))}
          <li>
            <span className="pay-badge pay-badge--text">
              <Icon name="banknote" size={16} />
              {t('Prepayment')}
            </span>
          </li>
        </ul>
      </div>
      <div className="trust-badges__group">
        <h2 className="footer-heading footer-heading--small">{t('Shipping')}</h2>
        <ul className="trust-badges__list">
          <li>
            <svg className="pay-badge" width="72" height="36" viewBox="0 0 72 36" role="img" aria-label={t('DHL GoGreen – climate-neutral shipping')}>
              {DHL_GOGREEN_ART}
            </svg>
          </li>
        </ul>
      </div>
    </div>
  );
}
