// The payment method a cart holds (issue 12 item 3, item 7): stored like the shipping method, after the server
// checked it is one the cart is offered for its stored shipping country (cash on delivery only to Germany, Payone
// methods only with an account, none of the physical-only ones for a virtual cart). The order takes this method.
import type { CartRow, Database } from '../../../db/schema.js';
import { fail } from '../commerce-error.js';
import * as carts from '../repositories/cart-repository.js';
import { cartPaymentMethods } from './totals-service.js';

export async function setPaymentInformation(db: Database, cart: CartRow, method: string, payoneEnabled: boolean, now: Date): Promise<void> {
  const offered = await cartPaymentMethods(db, cart, payoneEnabled);
  if (!offered.some((m) => m.code === method)) throw fail('ERR_PAYMENT_METHOD_UNAVAILABLE', { field: 'paymentMethod.method' });
  await carts.updateCart(db, cart.id, { payment_method_code: method, updated_at: now.toISOString() });
}
