// Checkout (spec 01 §2 '/checkout', spec 02 §2–§5), in the minimal layout: personal details, shipping, payment,
// review and the thank-you page.
import { RouteErrorContent } from '../components/catalog/RouteError.js';
import { CheckoutPage } from '../components/checkout/CheckoutPage.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('Checkout'), description: t('Here you enter your delivery address, choose shipping and payment, and place your order.'), noindex: true });

export function Component() {
  return <CheckoutPage />;
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
