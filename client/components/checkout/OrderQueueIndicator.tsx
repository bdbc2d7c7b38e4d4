// The visible queue of offline orders (issue 4 §5, issue 6 §2): loads the stored queue, sends waiting orders when the
// connection returns (automatically unless the shopper's setting asks to confirm), and shows a badge that opens the
// list while any order waits or was just sent. OrderQueueSlot mounts it (its code loads lazily) while the queue
// holds an order: with an empty queue there is nothing to send or show.
import { useCallback, useEffect, useState } from 'react';
import { waitingCount } from '../../../shared/checkout/offline-orders.js';
import { visibleTasks } from '../../../shared/checkout/stored-order-queue.js';
import { autoSendEnabled, dismissSentOrders, sendWaitingOrders } from '../../checkout/order-queue.js';
import { loadOrderQueue, onQueueStorage, orderQueueStore, useOrderQueue } from '../../checkout/order-queue-store.js';
import { useT } from '../../i18n.js';
import { notify } from '../../stores/notification-store.js';
import { useOnlineStatus } from '../shell/use-online-status.js';
import { Button } from '../ui/Button.js';
import { Icon } from '../ui/Icon.js';
import { Modal } from '../ui/Modal.js';
import { AutoSendSetting } from './AutoSendSetting.js';
import { OrderQueueList } from './OrderQueueList.js';

export const RETRY_INTERVAL_MS = 30_000;

function useQueueSending(): void {
  const t = useT();
  const offerSending = useCallback(() => {
    if (waitingCount(orderQueueStore.getState().tasks) === 0) return;
    if (autoSendEnabled()) return void sendWaitingOrders();
    notify({ type: 'info', message: t('You are back online. Send your waiting orders now?'), hasNoTimeout: true, actions: [{ label: t('Send now'), action: () => void sendWaitingOrders() }, { label: t('Later') }] });
  }, [t]);

  useEffect(() => {
    loadOrderQueue();
    if (navigator.onLine) offerSending();
    window.addEventListener('online', offerSending);
    window.addEventListener('storage', onQueueStorage);
    // A request that failed while the browser still thought it was online gets no 'online' event: try again now and then.
    const timer = window.setInterval(() => navigator.onLine && autoSendEnabled() && void sendWaitingOrders(), RETRY_INTERVAL_MS);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', offerSending);
      window.removeEventListener('storage', onQueueStorage);
    };
  }, [offerSending]);
}

export function OrderQueueIndicator() {
  const t = useT();
  const tasks = useOrderQueue();
  const online = useOnlineStatus();
  const [open, setOpen] = useState(false);
  useQueueSending();
  const shown = visibleTasks(tasks);
  if (shown.length === 0) return null;
  const waiting = waitingCount(tasks);
  const close = () => {
    setOpen(false);
    if (waiting === 0) dismissSentOrders();
  };
  return (
    <>
      <button type="button" className={waiting ? 'order-queue__badge order-queue__badge--waiting' : 'order-queue__badge'} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Icon name={waiting ? 'clock' : 'check'} size={18} />
        {waiting ? t('{count} order(s) waiting to be sent', { count: waiting }) : t('Your queued orders have been sent')}
      </button>
      <Modal open={open} onClose={close} title={t('Orders waiting to be sent')} description={online ? undefined : t('You are offline. Waiting orders are sent as soon as you are back online.')} size="sm">
        <OrderQueueList tasks={shown} online={online} />
        <AutoSendSetting />
        <Button variant="primary" block onClick={close}>
          {t('Close')}
        </Button>
      </Modal>
    </>
  );
}
