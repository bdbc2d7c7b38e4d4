import { useT } from '../../i18n.js';
import { openAuth } from '../../session/auth-view.js';
import { Button } from '../ui/Button.js';
import { Icon } from '../ui/Icon.js';

/** Account pages for guests (spec 02 §6): the message and a login button. */
export function GuestPrompt() {
  const t = useT();
  return (
    <section className="account-guest" aria-labelledby="account-guest-title">
      <span className="account-guest__icon" aria-hidden="true">
        <Icon name="lock" size={28} />
      </span>
      <h1 id="account-guest-title" className="page-heading">
        {t('My account')}
      </h1>
      <p className="account-guest__text">{t('You need to be logged in to see this page')}</p>
      <div className="account-guest__actions">
        <Button variant="primary" size="lg" onClick={() => openAuth('login')}>
          {t('Log in')}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => openAuth('register')}>
          {t('Create an account')}
        </Button>
      </div>
    </section>
  );
}
