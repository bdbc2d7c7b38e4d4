import { useT } from '../../i18n.js';
import { useShellData } from '../../shell/shell-data.js';
import { Icon } from '../ui/Icon.js';

/**
 * The payment methods' word marks (client/styles/badges/*.svg, drawn by footer-bottom.css), in the footer's order,
 * each with the method it stands for: a mark shows only when the configured shop offers that method.
 */
const PAYMENT_BADGES = [
  { kind: 'paypal', label: 'PayPal', method: 'payone_paypal' },
  { kind: 'visa', label: 'Visa', method: 'payone_creditcard' },
  { kind: 'mastercard', label: 'Mastercard', method: 'payone_creditcard' },
  { kind: 'klarna', label: 'Klarna', method: 'payone_klarna_base' },
  { kind: 'sepa', label: 'SEPA', method: 'payone_debit_payment' },
] as const;

export const shownPaymentBadges = (offered: readonly string[]) => PAYMENT_BADGES.filter((badge) => offered.includes(badge.method));

/**
 * Payment methods and the shipping partner (spec 01 §1 footer). The badges are small SVG images that the stylesheet
 * draws, not inline SVG: their word marks are SVG text in a font the page does not use otherwise, and laying that
 * out in the page's first layout cost each load a dozen font look-ups (bench/README.md, issue #16). As images they
 * are drawn only when the footer comes into view.
 */
export function PaymentBadges() {
  const t = useT();
  const { paymentMethods } = useShellData();
  return (
    <div className="trust-badges">
      <div className="trust-badges__group">
        <h2 className="footer-heading footer-heading--small">{t('Secure payment')}</h2>
        <ul className="trust-badges__list">
          {shownPaymentBadges(paymentMethods).map(({ kind, label }) => (
            <li key={kind}>
              <span className={`pay-badge pay-badge--${kind}`} role="img" aria-label={label} />
            </li>
          ))}
          {paymentMethods.includes('banktransfer') && (
            <li>
              <span className="pay-badge pay-badge--text">
                <Icon name="banknote" size={16} />
                {t('Prepayment')}
              </span>
            </li>
          )}
        </ul>
      </div>
      <div className="trust-badges__group">
        <h2 className="footer-heading footer-heading--small">{t('Shipping')}</h2>
        <ul className="trust-badges__list">
          <li>
            <span className="pay-badge pay-badge--dhl-gogreen" role="img" aria-label={t('DHL GoGreen – climate-neutral shipping')} />
          </li>
        </ul>
      </div>
    </div>
  );
}
