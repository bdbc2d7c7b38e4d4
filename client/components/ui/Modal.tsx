// An accessible modal dialog: labelled by its title, Tab stays inside, Escape and the backdrop close it, page
// scrolling is locked, and focus returns to the element that opened it. Rendered only while open, so the server
// and the hydrating client both render nothing for a closed modal.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n.js';
import { focusableIn, trapTabKey } from './focus-trap.js';
import { Icon } from './Icon.js';
import { pageScrollLock } from './scroll-lock.js';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Optional line under the title. */
  description?: ReactNode;
  className?: string;
}

export function Modal({ open, onClose, title, children, size = 'md', description, className }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    const release = pageScrollLock.acquire();
    (focusableIn(dialog)[0] ?? dialog).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else trapTabKey(event, dialog);
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      release();
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="modal-root">
      <div className="modal-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={dialogRef}
        className={['modal', `modal--${size}`, className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button modal__close" onClick={onClose} aria-label={t('Close')}>
            <Icon name="close" />
          </button>
        </div>
        {description ? (
          <p id={descriptionId} className="modal__description">
            {description}
          </p>
        ) : null}
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
