import { useEffect, useState } from 'react';
import { visibleTasks } from '../../../shared/checkout/stored-order-queue.js';
import { loadOrderQueue, onQueueStorage, useOrderQueue } from '../../checkout/order-queue-store.js';
import { ORDER_QUEUE_INDICATOR } from '../../shell/panels.js';

/**
 * Where the badge of orders waiting to be sent appears: reads the stored queue on every page and follows other
 * tabs; the badge, its list and the sending load only while the queue holds an order.
 */
export function OrderQueueSlot() {
  const tasks = useOrderQueue();
  // 'Close' on the badge's load error: nothing more on this page.
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    loadOrderQueue();
    window.addEventListener('storage', onQueueStorage);
    return () => window.removeEventListener('storage', onQueueStorage);
  }, []);
  if (closed || visibleTasks(tasks).length === 0) return null;
  return <ORDER_QUEUE_INDICATOR.Panel onClose={() => setClosed(true)} />;
}
