// The cookie notice (spec 01 §2, §4): fixed at the bottom of every page of the default layout, opened 1 s after
// start when no current choice exists (CookieNoticeSlot schedules it and mounts it; its code loads lazily). A
// labelled region, not a modal: the page stays usable behind it. 'Settings' expands the selection; 'Save
// selection' and 'I accept' store the choice and close it.
import { useId, useState } from 'react';
import { Link } from '../ui/Link.js';
import { localizePath } from '../../../shared/store-views.js';
import { acceptAllCookies, consentStore, saveCookieSelection } from '../../consent/consent-store.js';
import { useStoreView, useT } from '../../i18n.js';
import { useStore } from '../../stores/create-store.js';
import { ConsentChoices } from './ConsentChoices.js';
import { PRIVACY_PATH } from './privacy-path.js';

/** Closing the notice must not leave keyboard focus on a removed button. */
function focusMain(): void {
  document.getElementById('main')?.focus({ preventScroll: true });
}

export function CookieNotice() {
  const t = useT();
  const store = useStoreView();
  const headingId = useId();
  const textId = useId();
  const choicesId = useId();
  const open = useStore(consentStore, (state) => state.noticeOpen);
  const [expanded, setExpanded] = useState(false);
  const [tracking, setTracking] = useState(false);

  if (!open) return null;
  const close = (choose: () => void) => () => {
    choose();
    focusMain();
  };
  return (
    <section className="cookie-notice" aria-labelledby={headingId} aria-describedby={textId}>
      <div className="cookie-notice__card">
        <div className="cookie-notice__intro">
          <h2 className="cookie-notice__heading" id={headingId}>
            {t('Your cookie settings')}
          </h2>
          <p className="cookie-notice__text" id={textId}>
            {t('We use necessary cookies so that the shop works. With your consent we also use tracking cookies to understand how our shop is used.')}{' '}
            <Link className="cookie-notice__link" to={localizePath(store.code, PRIVACY_PATH)}>
              {t('Privacy policy')}
            </Link>
          </p>
        </div>
        {expanded && <ConsentChoices id={choicesId} tone="dark" tracking={tracking} onTrackingChange={setTracking} />}
        <div className="cookie-notice__actions">
          <button type="button" className="button cookie-notice__button" aria-expanded={expanded} aria-controls={expanded ? choicesId : undefined} onClick={() => setExpanded((value) => !value)}>
            {t('Settings')}
          </button>
          <button type="button" className="button cookie-notice__button" onClick={close(() => saveCookieSelection(tracking))}>
            {t('Save selection')}
          </button>
          <button type="button" className="button button--accent" onClick={close(acceptAllCookies)}>
            {t('I accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
