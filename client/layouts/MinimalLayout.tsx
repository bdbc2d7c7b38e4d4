// The minimal layout of the checkout (spec 01 §2): logo header and a small footer with the legal links. It
// sets checkoutMode in the ui-store while mounted.
import { useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { BRANDS, type Brand } from '../../shared/brands.js';
import { LoaderOverlay } from '../components/shell/LoaderOverlay.js';
import { MinimalFooter } from '../components/shell/MinimalFooter.js';
import { MinimalHeader } from '../components/shell/MinimalHeader.js';
import { Notifications } from '../components/shell/Notifications.js';
import { OfflineBadge } from '../components/shell/OfflineBadge.js';
import { RouteProgress } from '../components/shell/RouteProgress.js';
import { SkipLink } from '../components/shell/SkipLink.js';
import { setCheckoutMode } from '../stores/ui-store.js';
import { SessionRoot } from '../components/account/SessionRoot.js';

export interface MinimalLayoutProps {
  brand?: Brand;
  authModal?: ReactNode;
  children?: ReactNode;
}

export function MinimalLayout({ brand = BRANDS[0], authModal, children }: MinimalLayoutProps) {
  useEffect(() => {
    setCheckoutMode(true);
    return () => setCheckoutMode(false);
  }, []);
  return (
    <div className="shell shell--minimal">
      <SkipLink />
      <RouteProgress />
      <MinimalHeader brand={brand} />
      <main id="main" className="shell__main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <MinimalFooter />
      {authModal ?? <SessionRoot />}
      <Notifications />
      <LoaderOverlay />
      <OfflineBadge />
    </div>
  );
}
