// What the checkout screen sets up after mount: the cart (read, connected, told the checkout's shipping country and
// activity rule), the stored checkout, the logged-in customer's data (guests need none), the cart's default
// shipping and payment methods, fresh totals, and analytics step 1.
import { useEffect } from 'react';
import { isCheckoutActive } from '../../shared/checkout/checkout-activity.js';
import { getStoreView, type StoreCode } from '../../shared/store-views.js';
import { getAuthHandler } from '../cart/cart-api.js';
import { whenSessionRestored } from '../session/session-loader.js';
import { cart } from '../cart/cart.js';
import { pushCheckoutStep } from './checkout-analytics.js';
import { getProfile, type CustomerProfile } from './checkout-api.js';
import { checkoutStore, leaveThankYou, loadCheckout, updatePayment, updatePersonal, updateShipping } from './checkout-store.js';

/** Italian shoppers start with Italy, everyone else with the shop's tax country. */
export const defaultCountryFor = (store: StoreCode): string => (store === 'it' ? 'IT' : getStoreView(store).taxCountry);

function fillEmpty<T extends object>(current: T, candidate: Partial<T>): Partial<T> {
  const patch: Partial<T> = {};
  for (const [key, value] of Object.entries(candidate) as [keyof T, T[keyof T]][]) {
    if (value && !current[key]) patch[key] = value;
  }
  return patch;
}

function prefill(profile: CustomerProfile): void {
  const { personalDetails, shippingDetails } = checkoutStore.getState().details;
  updatePersonal(fillEmpty(personalDetails, { firstName: profile.firstname, lastName: profile.lastname, emailAddress: profile.email }));
  const address = profile.addresses?.find((a) => a.default_shipping) ?? profile.addresses?.[0];
  if (!address) return;
  const [street = '', number = ''] = address.street ?? [];
  updateShipping(fillEmpty(shippingDetails, { firstName: address.firstname, lastName: address.lastname, company: address.company, streetAddress: street, apartmentNumber: number, zipCode: address.postcode, city: address.city, phoneNumber: address.telephone }));
  if (address.country_id && !shippingDetails.streetAddress) updateShipping({ country: address.country_id });
}

/** A signed-in customer's details (issue 12 item 1): the stored session is restored first, whatever the way in. */
async function prefillCustomer(): Promise<void> {
  await whenSessionRestored();
  const auth = getAuthHandler();
  const token = auth?.getToken();
  if (!auth || !token) return;
  // A customer never creates an account at checkout (a stored checkout of the guest visit may still ask for one).
  updatePersonal({ createAccount: false, password: '', repeatPassword: '' });
  let answer = await getProfile(token);
  if (answer.code === 401 && (await auth.refresh())) answer = await getProfile(auth.getToken() ?? '');
  if (answer.code === 200 && answer.result && typeof answer.result === 'object') prefill(answer.result);
}

/** Takes the cart's default methods into an untouched checkout (the free DHL GoGreen by default). */
function adoptCartMethods(): void {
  const { shipping, payment } = cart.getState();
  const { shippingDetails, paymentDetails } = checkoutStore.getState().details;
  if (shipping && !shippingDetails.shippingMethod) updateShipping({ shippingMethod: shipping.method_code, shippingCarrier: shipping.carrier_code });
  if (payment && !paymentDetails.paymentMethod) updatePayment({ paymentMethod: payment.code });
}

export function useCheckoutBootstrap(store: StoreCode): void {
  useEffect(() => {
    loadCheckout(defaultCountryFor(store));
    cart.configure({
      shippingCountry: () => checkoutStore.getState().details.shippingDetails.country || null,
      isInCheckout: () => isCheckoutActive(checkoutStore.getState().details.modifiedAt, Date.now()),
    });
    void cart.start().then(async () => {
      if (cart.getState().cartItems.length > 0 && checkoutStore.getState().thankYou) leaveThankYou();
      await cart.syncTotals({ forceServerSync: true });
      // The summary marks lines that sold out since they were added (spec 02 §4 "Stock sync"), as the mini cart does.
      await cart.syncStock();
      adoptCartMethods();
    });
    void prefillCustomer();
    pushCheckoutStep(checkoutStore.getState().step);
    const unsubscribe = cart.store.subscribe(adoptCartMethods);
    return unsubscribe;
  }, [store]);
}
