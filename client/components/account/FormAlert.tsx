import type { FormMessage } from '../../../shared/account/answer-message.js';
import { useT } from '../../i18n.js';

/** A form's answer from the server (wrong password, mail sent): announced when it appears. */
export function FormAlert({ message, tone = 'danger' }: { message: FormMessage | string | null; tone?: 'danger' | 'success' }) {
  const t = useT();
  const text = message === null ? null : typeof message === 'string' ? t(message) : t(message.key, message.params);
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'danger' ? 'alert' : 'status'} hidden={!text}>
      {text}
    </div>
  );
}
