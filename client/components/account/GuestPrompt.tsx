import { useT } from '../../i18n.js';
import { openAuth } from '../../session/auth-view.js';
import { useLoadOnIntent } from '../../shell/lazy-panel.js';
import { AUTH_MODAL } from '../../shell/panels.js';
import { Button } from '../ui/Button.js';
import { Icon } from '../ui/Icon.js';
import { NoScriptNote } from '../ui/NoScriptNote.js';

/** Account pages for guests (spec 02 §6): the message and a login button. */
export function GuestPrompt() {
  const t = useT();
  const loadModal = useLoadOnIntent(AUTH_MODAL);
  return (
    <section className="account-guest" aria-labelledby="account-guest-title">
      <span className="account-guest__icon" aria-hidden="true">
        <Icon name="lock" size={28} />
      </span>
      <h1 id="account-guest-title" className="page-heading">
        {t('My account')}
      </h1>
      <p className="account-guest__text">{t('You need to be logged in to see this page')}</p>
      <NoScriptNote hide=".account-guest__actions" />
      <div className="account-guest__actions">
        <Button variant="primary" size="lg" onClick={() => openAuth('login')} {...loadModal}>
          {t('Log in')}
        </Button>
        <Button variant="secondary" size="lg" onClick={() => openAuth('register')} {...loadModal}>
          {t('Create an account')}
        </Button>
      </div>
    </section>
  );
}
