// An accessible modal dialog: labelled by its title, Tab stays inside, Escape and the backdrop close it, page
// scrolling is locked, and focus returns to the element that opened it. Rendered only while open, so the server
// and the hydrating client both render nothing for a closed modal.
import { useId, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n.js';
import { Icon } from './Icon.js';
import { useModalBehaviour } from './use-modal-behaviour.js';

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
  useModalBehaviour(open, dialogRef, onClose);

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
