// Password reset page (spec 01 §2 '/resetpassword', spec 02 §7 create-password): the link of the reset e-mail
// carries ?email=&token=. Without them the page offers to send a new link. The notice of an e-mail change links
// here with ?undoEmailChange= (issue #13 item 3): undo first, then a new password.
import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '../components/account/ResetPasswordForm.js';
import { UndoEmailChange } from '../components/account/UndoEmailChange.js';
import { RouteErrorContent } from '../components/catalog/RouteError.js';
import { useT } from '../i18n.js';
import { openAuth } from '../session/auth-view.js';
import { useLoadOnIntent } from '../shell/lazy-panel.js';
import { AUTH_MODAL } from '../shell/panels.js';
import { Button } from '../components/ui/Button.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('Reset password'), description: t('Forgotten your password? Here you will be able to choose a new one with the link we e-mail you.'), noindex: true });

export function Component() {
  const t = useT();
  const loadModal = useLoadOnIntent(AUTH_MODAL);
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const undoToken = params.get('undoEmailChange') ?? '';
  return (
    <div className="screen screen--narrow screen--reset-password">
      <section className="reset-page" aria-labelledby="reset-title">
        <h1 id="reset-title" className="page-heading">
          {t('Reset password')}
        </h1>
        {undoToken ? (
          <UndoEmailChange token={undoToken} />
        ) : email && token ? (
          <ResetPasswordForm email={email} token={token} />
        ) : (
          <div className="reset-card">
            <p>{t('This page needs the link from the password reset e-mail. Ask for a new link if yours has expired.')}</p>
            <Button variant="primary" onClick={() => openAuth('forgot')} {...loadModal}>
              {t('Send me a new link')}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
