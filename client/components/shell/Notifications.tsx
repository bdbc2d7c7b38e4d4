import { useT } from '../../i18n.js';
import { notificationStore, useNotifications } from '../../stores/notification-store.js';
import { Icon } from '../ui/Icon.js';
import type { IconName } from '../ui/icon-paths.js';

const TYPE_ICONS: Record<string, IconName> = {
  secondary: 'info',
  info: 'info',
  success: 'check',
  warning: 'warning',
  danger: 'warning',
};

/** The notification stack (spec 01 §4): a polite live region; each has up to two actions and a close button. */
export function Notifications() {
  const t = useT();
  const notifications = useNotifications();
  return (
    <div className="notifications" aria-live="polite" aria-relevant="additions text">
      {notifications.map((notification) => (
        <div key={notification.id} className={`notification notification--${notification.type}`}>
          <Icon name={TYPE_ICONS[notification.type]} size={20} className="notification__icon" />
          <p className="notification__message">{notification.message}</p>
          {notification.actions.length > 0 ? (
            <div className="notification__actions">
              {notification.actions.map((action, index) => (
                <button key={action.label} type="button" className="notification__action" onClick={() => notificationStore.runAction(notification.id, index)}>
                  {action.label}
                </button>
              ))}
            </div>
          ) : null}
          <button type="button" className="notification__close" aria-label={t('Close notification')} onClick={() => notificationStore.dismiss(notification.id)}>
            <Icon name="close" size={18} />
          </button>
        </div>
      ))}
    </div>
  );
}
