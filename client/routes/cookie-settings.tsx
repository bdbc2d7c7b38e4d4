// Cookie settings (spec 01 §2 '/cookie-settings', alias '/cookie-einstellungen'): the notice's choices as a page,
// with the stored choice and when it was made. The claims live in the browser only, so the server renders the
// page without them and the status appears after hydration.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from '../components/ui/Link.js';
import { initialTrackingChoice } from '../../shared/consent/consent-summary.js';
import { localizePath } from '../../shared/store-views.js';
import { RouteErrorContent } from '../components/catalog/RouteError.js';
import { ConsentChoices } from '../components/consent/ConsentChoices.js';
import { ConsentStatus } from '../components/consent/ConsentStatus.js';
import { PRIVACY_PATH } from '../components/consent/privacy-path.js';
import { readClaims } from '../consent/consent-claims.js';
import { consentStore, saveCookieSelection } from '../consent/consent-store.js';
import { useStoreView, useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';
import { useStore } from '../stores/create-store.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('Cookie settings'), description: t('Here you decide which cookies we may use. Necessary cookies are always on; tracking cookies only with your consent.') });

export function Component() {
  const t = useT();
  const store = useStoreView();
  const statusId = useId();
  const claims = useStore(consentStore, (state) => state.claims);
  const [tracking, setTracking] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    const stored = readClaims();
    consentStore.setState({ claims: stored });
    setTracking(initialTrackingChoice(stored, new Date()));
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveCookieSelection(tracking);
    setSaved(true);
  };

  return (
    <div className="screen screen--narrow screen--cookie-settings">
      <header className="consent-page__header">
        <p className="eyebrow">{t('Privacy')}</p>
        <h1 className="page-heading">{t('Cookie settings')}</h1>
        <p className="consent-page__lead">
          {t('Here you decide which cookies we may use. Necessary cookies are always on; tracking cookies only with your consent.')}{' '}
          <Link to={localizePath(store.code, PRIVACY_PATH)}>{t('Privacy policy')}</Link>
        </p>
      </header>
      <section className="consent-page__card" aria-labelledby={statusId}>
        <h2 className="consent-page__subheading" id={statusId}>
          {t('Your current choice')}
        </h2>
        {claims ? <ConsentStatus claims={claims} now={new Date()} /> : <p className="consent-status">{t('Loading your choice…')}</p>}
      </section>
      <form className="consent-page__card consent-page__form" onSubmit={onSubmit}>
        <ConsentChoices tracking={tracking} onTrackingChange={(value) => (setTracking(value), setSaved(false))} />
        <div className="consent-page__actions">
          <button type="submit" className="button button--primary">
            {t('Save selection')}
          </button>
          <p className="consent-page__saved" role="status">
            {saved ? t('Your cookie settings have been saved.') : ''}
          </p>
        </div>
      </form>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
