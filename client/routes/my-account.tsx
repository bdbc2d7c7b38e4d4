// Account page (spec 01 §2 '/my-account', spec 02 §2 account screens): profile, password, addresses, orders and
// order detail, newsletter, loyalty card, reviews. Personal data comes from the browser's session after hydration,
// so the server renders the guest prompt for everybody (nothing personal is ever cached).
import { AccountScreen } from '../components/account/AccountScreen.js';
import { RouteErrorContent } from '../components/catalog/RouteError.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('My account'), description: t('Your orders, addresses and personal details, once you are logged in.'), noindex: true });

export function Component() {
  return (
    <div className="screen screen--my-account">
      <AccountScreen />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
