// Newsletter page (spec 01 §2 '/newsletter', spec 02 §1, §7): the sign-up with the double opt-in and the 10%
// coupon explained. It is also where the confirmation link lands (?confirm=<token>) and where the footer form
// sends a shopper without JavaScript (?subscribed=1 or ?failed=1, see server/edge/gateway/storefront-forms.ts).
import { useSearchParams } from 'react-router';
import { Link } from '../components/ui/Link.js';
import { localizePath } from '../../shared/store-views.js';
import { RouteErrorContent } from '../components/catalog/RouteError.js';
import { NewsletterConfirmation } from '../components/consent/NewsletterConfirmation.js';
import { NewsletterSteps } from '../components/consent/NewsletterSteps.js';
import { PRIVACY_PATH } from '../components/consent/privacy-path.js';
import { NewsletterForm } from '../components/shell/NewsletterForm.js';
import { useStoreView, useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('Newsletter'), description: t('News about our collections, our craft and our offers by e-mail. You can unsubscribe at any time.') });

function FormOutcome({ subscribed, failed }: { subscribed: boolean; failed: boolean }) {
  const t = useT();
  if (!subscribed && !failed) return null;
  return (
    <div className={`newsletter-notice newsletter-notice--${subscribed ? 'confirmed' : 'failed'}`} role="status">
      <p className="newsletter-notice__text">
        {subscribed ? t('Thank you! Please confirm your subscription in the e-mail we have just sent you.') : t('The subscription did not work. Please try again.')}
      </p>
    </div>
  );
}

export function Component() {
  const t = useT();
  const store = useStoreView();
  const [params] = useSearchParams();
  const token = params.get('confirm');
  return (
    <div className="screen screen--newsletter">
      <section className="newsletter-hero" aria-labelledby="newsletter-heading">
        <div className="newsletter-hero__copy">
          <p className="eyebrow">{t('Newsletter')}</p>
          <h1 className="page-heading newsletter-hero__heading" id="newsletter-heading">
            {t('10% on your next pair')}
          </h1>
          <p className="newsletter-hero__lead">{t('News about our collections, our craft and our offers by e-mail. You can unsubscribe at any time.')}</p>
          {token ? <NewsletterConfirmation token={token} /> : <FormOutcome subscribed={params.has('subscribed')} failed={params.has('failed')} />}
        </div>
        <div className="newsletter-hero__form">
          <h2 className="newsletter-hero__form-title">{t('Subscribe to the newsletter')}</h2>
          <NewsletterForm />
        </div>
      </section>
      <section className="newsletter-how" aria-labelledby="newsletter-how-heading">
        <h2 className="newsletter-how__heading" id="newsletter-how-heading">
          {t('How it works')}
        </h2>
        <NewsletterSteps />
        <p className="newsletter-how__small">
          {t('We use your address only for the newsletter and never pass it on.')} <Link to={localizePath(store.code, PRIVACY_PATH)}>{t('Privacy policy')}</Link>
          {' · '}
          <Link to={localizePath(store.code, '/abmelden')}>{t('Unsubscribe from the newsletter')}</Link>
        </p>
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
