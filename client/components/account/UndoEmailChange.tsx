import { useState } from 'react';
import { answerMessage, type FormMessage } from '../../../shared/account/answer-message.js';
import { useT } from '../../i18n.js';
import { account } from '../../session/account.js';
import { openAuth } from '../../session/auth-view.js';
import { Button } from '../ui/Button.js';
import { FormAlert } from './FormAlert.js';

export const UNDO_EMAIL_CHANGE_INTRO =
  'The e-mail address of your account was changed. If it was not you, undo the change here: your previous address comes back and everybody is signed out.';
export const UNDO_EMAIL_CHANGE_DONE = 'Your previous e-mail address is back and everybody has been signed out. Please choose a new password now.';

/**
 * The link mailed to the OLD address after an e-mail change (issue #13 item 3). It acts only on a click (a mail
 * scanner that opens the link changes nothing); afterwards the owner chooses a new password, since whoever changed
 * the address knew the old one.
 */
export function UndoEmailChange({ token }: { token: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<FormMessage | string | null>(null);
  const undo = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await account.undoEmailChange(token);
      if (answer.code === 200) setDone(true);
      else setFailure(answerMessage(answer));
    } catch {
      setFailure('Something went wrong');
    } finally {
      setBusy(false);
    }
  };
  if (done) {
    return (
      <div className="reset-card">
        <FormAlert tone="success" message={UNDO_EMAIL_CHANGE_DONE} />
        <Button variant="primary" onClick={() => openAuth('forgot')}>
          {t('Send me a new link')}
        </Button>
      </div>
    );
  }
  return (
    <div className="reset-card">
      <p>{t(UNDO_EMAIL_CHANGE_INTRO)}</p>
      <FormAlert message={failure} />
      <Button variant="primary" onClick={undo} disabled={busy}>
        {t('Undo the e-mail change')}
      </Button>
    </div>
  );
}
