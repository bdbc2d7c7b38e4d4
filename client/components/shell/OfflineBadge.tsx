import { useCallback } from 'react';
import { useT } from '../../i18n.js';
import { notify } from '../../stores/notification-store.js';
import { Icon } from '../ui/Icon.js';
import { useOfflineEffect, useOnlineStatus } from './use-online-status.js';

export const OFFLINE_MESSAGE = 'You are offline. Some features might not be available.';

/** The offline badge, plus the offline notice when the connection drops (spec 01 §1, §8). */
export function OfflineBadge() {
  const t = useT();
  const online = useOnlineStatus();
  const announce = useCallback(() => notify({ type: 'warning', message: t(OFFLINE_MESSAGE) }), [t]);
  useOfflineEffect(announce);
  if (online) return null;
  return (
    <div className="offline-badge">
      <Icon name="offline" size={18} />
      {t('Offline')}
    </div>
  );
}
