// The two cookie choices (spec 01 §2 cookie notice): necessary cookies fixed on and disabled, tracking as ticked.
// Used by the notice's expanded selection and by the /cookie-settings page.
import { useId } from 'react';
import { useT } from '../../i18n.js';

export interface ConsentChoicesProps {
  tracking: boolean;
  onTrackingChange: (tracking: boolean) => void;
  /** The notice sits on the dark ink band; the page on paper. */
  tone?: 'light' | 'dark';
  id?: string;
}

export function ConsentChoices({ tracking, onTrackingChange, tone = 'light', id }: ConsentChoicesProps) {
  const t = useT();
  const necessaryHint = useId();
  const trackingHint = useId();
  return (
    <fieldset className={`consent-choices consent-choices--${tone}`} id={id}>
      <legend className="consent-choices__legend">{t('Which cookies may we use?')}</legend>
      <label className="checkbox consent-choice">
        <input type="checkbox" name="necessary" checked disabled aria-describedby={necessaryHint} />
        <span>
          <span className="consent-choice__title">{t('Necessary cookies')}</span>
          <span className="consent-choice__hint" id={necessaryHint}>
            {t('Needed for the cart, the login and this choice. They are always on.')}
          </span>
        </span>
      </label>
      <label className="checkbox consent-choice">
        <input type="checkbox" name="tracking" checked={tracking} onChange={(event) => onTrackingChange(event.currentTarget.checked)} aria-describedby={trackingHint} />
        <span>
          <span className="consent-choice__title">{t('Tracking cookies')}</span>
          <span className="consent-choice__hint" id={trackingHint}>
            {t('Let us measure anonymously how the shop is used (tag manager and analytics), so that we can improve it. Your consent applies for 24 hours.')}
          </span>
        </span>
      </label>
    </fieldset>
  );
}
