// Newsletter unsubscribe page (spec 01 §2, the footer's '/abmelden'; spec 02 §7 newsletter). With the link of a
// newsletter mail (?email=…&token=…) it unsubscribes at once; otherwise it offers the form that mails a link.
import { useSearchParams } from 'react-router';
import { RouteErrorContent } from '../components/catalog/RouteError.js';
import { UnsubscribeByLink } from '../components/consent/UnsubscribeByLink.js';
import { UnsubscribeForm } from '../components/consent/UnsubscribeForm.js';
import { useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('Unsubscribe from the newsletter'), description: t('You can stop receiving our newsletter at any time.'), noindex: true });

export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('token');
  return (
    <div className="screen screen--narrow screen--unsubscribe">
      <p className="eyebrow">{t('Newsletter')}</p>
      <h1 className="page-heading">{t('Unsubscribe from the newsletter')}</h1>
      <p className="consent-page__lead">{t('You can stop receiving our newsletter at any time.')}</p>
      <div className="consent-page__card">{email && token ? <UnsubscribeByLink email={email} token={token} /> : <UnsubscribeForm />}</div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
