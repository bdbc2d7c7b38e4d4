import { useT } from '../../i18n.js';

/** A form's answer from the server (wrong password, mail sent): announced when it appears. */
export function FormAlert({ message, tone = 'danger' }: { message: string | null; tone?: 'danger' | 'success' }) {
  const t = useT();
  return (
    <div className={`form-alert form-alert--${tone}`} role={tone === 'danger' ? 'alert' : 'status'} hidden={!message}>
      {message ? t(message) : null}
    </div>
  );
}
