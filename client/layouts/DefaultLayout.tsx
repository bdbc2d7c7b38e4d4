// The default layout (spec 01 §2): header, mini cart, footer, modals, notifications, cookie notice and offline
// badge, plus the mobile menu and bottom navigation below 1024 px. Features built elsewhere plug in through
// the slot props (login modal, mini cart, search panel, cookie notice); each reads its own ui-store flag. The
// panels that only appear on interaction load their code when they open (client/shell/panels.ts).
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { BRANDS, type Brand } from '../../shared/brands.js';
import { MiniCartSlot } from '../components/cart/MiniCartSlot.js';
import { OrderQueueSlot } from '../components/checkout/OrderQueueSlot.js';
import { CookieNoticeSlot } from '../components/consent/CookieNoticeSlot.js';
import { SearchPanelSlot } from '../components/search/SearchPanelSlot.js';
import { BottomNav } from '../components/shell/BottomNav.js';
import { BackToTop } from '../components/shell/BackToTop.js';
import { FooterRegion } from '../components/shell/FooterRegion.js';
import { Header } from '../components/shell/Header.js';
import { LoaderOverlay } from '../components/shell/LoaderOverlay.js';
import { MobileMenu } from '../components/shell/MobileMenu.js';
import { Notifications } from '../components/shell/Notifications.js';
import { OfflineBadge } from '../components/shell/OfflineBadge.js';
import { OverlayBackdrop } from '../components/shell/OverlayBackdrop.js';
import { RouteProgress } from '../components/shell/RouteProgress.js';
import { ShellModals } from '../components/shell/ShellModals.js';
import { SkipLink } from '../components/shell/SkipLink.js';
import { SessionRoot } from '../components/account/SessionRoot.js';

export interface ShellSlots {
  /** Rendered when the ui-store modal is 'auth' (the account feature decides inside). */
  authModal?: ReactNode;
  microcart?: ReactNode;
  searchPanel?: ReactNode;
  cookieNotice?: ReactNode;
}

export interface DefaultLayoutProps extends ShellSlots {
  /** The brand this shop runs as; the main brand by default. */
  brand?: Brand;
  /** The page; <Outlet/> when used as a layout route. */
  children?: ReactNode;
}

export function DefaultLayout({ brand = BRANDS[0], children, authModal, microcart, searchPanel, cookieNotice }: DefaultLayoutProps) {
  return (
    <div className="shell shell--default">
      <SkipLink />
      {/* Top of the page on a new navigation, the old position on Back (spec 01 §2 step 5); renders nothing in data mode. */}
      <ScrollRestoration />
      <RouteProgress />
      <Header brand={brand} />
      <MobileMenu brand={brand} />
      <main id="main" className="shell__main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <FooterRegion brand={brand} />
      {/* Outside the footer: it shows after 200 px of scroll, long before the footer's code loads. */}
      <BackToTop />
      <BottomNav />
      <OverlayBackdrop />
      {searchPanel ?? <SearchPanelSlot />}
      {microcart ?? <MiniCartSlot />}
      <ShellModals />
      {authModal ?? <SessionRoot />}
      <Notifications />
      <LoaderOverlay />
      <OfflineBadge />
      <OrderQueueSlot />
      <div className="cookie-notice-slot">{cookieNotice ?? <CookieNoticeSlot />}</div>
    </div>
  );
}
