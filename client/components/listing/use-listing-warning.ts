import { useEffect } from 'react';
import { notify } from '../../stores/notification-store.js';
import { useT } from '../../i18n.js';

export const NO_PRODUCTS_WARNING = 'No products synchronized for this category. Please come back while online!';

/**
 * Spec 01 §8: an empty or failed listing shows this warning notification with an 'OK' action (besides the inline
 * text). Once per category page; the notification store drops an identical repeat anyway.
 */
export function useListingWarning(show: boolean, categoryId: number): void {
  const t = useT();
  useEffect(() => {
    if (show) notify({ type: 'warning', message: t(NO_PRODUCTS_WARNING), actions: [{ label: t('OK') }] });
  }, [show, categoryId, t]);
}
