// What the contact form shows once the message has gone: thanks, and where the answer will go (no copy is mailed:
// the shop mails only its own mailbox from a form, issue #13 item 4).
import { useEffect, useRef } from 'react';
import { useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';

export function ContactSent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the shopper was in is gone: focus moves to the message that replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="contact-sent" role="status">
      <Icon name="check" size={32} />
      <h2 className="contact-sent__title" ref={headingRef} tabIndex={-1}>
        {t('Thank you for your message')}
      </h2>
      <p>{t('We will answer you as soon as possible at {email}.', { email })}</p>
      <button type="button" className="button button--secondary" onClick={onAnother}>
        {t('Write another message')}
      </button>
    </div>
  );
}
