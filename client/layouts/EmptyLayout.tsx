// The empty layout of /redirect and /loading (spec 01 §2): no header or footer. It keeps the query parameter r
// (success, error or back after a payment provider, spec 02 §2) in the ui-store as the payment-success flag.
import { useEffect, type ReactNode } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { LoaderOverlay } from '../components/shell/LoaderOverlay.js';
import { Notifications } from '../components/shell/Notifications.js';
import { setPaymentSuccess } from '../stores/ui-store.js';

export function EmptyLayout({ children }: { children?: ReactNode }) {
  const [params] = useSearchParams();
  const r = params.get('r');
  useEffect(() => {
    setPaymentSuccess(r);
  }, [r]);
  return (
    <div className="shell shell--empty">
      <main id="main" className="shell__main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Notifications />
      <LoaderOverlay />
    </div>
  );
}
