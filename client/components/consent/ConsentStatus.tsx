// The stored choice as the /cookie-settings page states it: when it was made and what it allows now.
import { summarizeConsent } from '../../../shared/consent/consent-summary.js';
import type { Claims } from '../../../shared/consent/claims.js';
import { formatDateTime } from '../../../shared/dates.js';
import { useT } from '../../i18n.js';

export function ConsentStatus({ claims, now }: { claims: Claims; now: Date }) {
  const t = useT();
  const summary = summarizeConsent(claims, now);
  if (!summary.decided || !summary.decidedAt) {
    return <p className="consent-status">{t('You have not made a choice yet. Until you do, we use necessary cookies only.')}</p>;
  }
  return (
    <dl className="consent-status consent-status--decided">
      <div>
        <dt>{t('Your choice of')}</dt>
        <dd>{formatDateTime(summary.decidedAt)}</dd>
      </div>
      <div>
        <dt>{t('Necessary cookies')}</dt>
        <dd>{t('On')}</dd>
      </div>
      <div>
        <dt>{t('Tracking cookies')}</dt>
        <dd>{summary.tracking ? t('On') : summary.trackingExpired ? t('Off (your consent of more than 24 hours ago has expired)') : t('Off')}</dd>
      </div>
    </dl>
  );
}
