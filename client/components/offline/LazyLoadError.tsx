import { useEffect } from 'react';
import { useOnlineStatus } from '../shell/use-online-status.js';
import { useT } from '../../i18n.js';
import { Button } from '../ui/Button.js';
import { Icon } from '../ui/Icon.js';

export const LOAD_ERROR_MESSAGE = 'An error occured while loading the component.';
export const LOAD_OFFLINE_MESSAGE = "Component couldn't be loaded due to lack of network connectivity.";

export interface LazyLoadErrorProps {
  /** Close the panel (or leave the page the chunk was for). */
  onClose: () => void;
  /** Try again; a reload of the page by default (a failed chunk import is not retried by the browser). */
  onRetry?: () => void;
}

const reloadPage = () => window.location.reload();

/**
 * A lazy panel or route chunk that did not load (spec 01 §4, §8): 'Try again' only while online, 'Close', and a
 * reload of its own when the connection returns.
 */
export function LazyLoadError({ onClose, onRetry = reloadPage }: LazyLoadErrorProps) {
  const t = useT();
  const online = useOnlineStatus();
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div className="lazy-load-error" role="alert">
      <Icon name={online ? 'warning' : 'offline'} size={28} />
      <p className="lazy-load-error__message">{t(online ? LOAD_ERROR_MESSAGE : LOAD_OFFLINE_MESSAGE)}</p>
      {!online && <p className="lazy-load-error__hint">{t('The page will reload when the connection returns.')}</p>}
      <div className="lazy-load-error__actions">
        {online && <Button onClick={onRetry}>{t('Try again')}</Button>}
        <Button variant="secondary" onClick={onClose}>
          {t('Close')}
        </Button>
      </div>
    </div>
  );
}
