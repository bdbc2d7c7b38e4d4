// Shipping methods and the chosen method of a cart (spec 02 §1 "Versand mit DHL GoGreen", free in the EU).
import { addressCountry } from '../../../../shared/commerce/address.js';
import { isShippingMethodAvailable, listShippingMethods, type ShippingMethod } from '../../../../shared/commerce/methods.js';
import type { CartRow, Database } from '../../../db/schema.js';
import { fail } from '../commerce-error.js';
import * as carts from '../repositories/cart-repository.js';

function countryOf(address: Record<string, unknown> | undefined, field: string): string {
  const country = address ? addressCountry(address) : '';
  if (!/^[A-Za-z]{2}$/.test(country)) throw fail('ERR_VALIDATION', { field, message: `${field} must be a two-letter country code` });
  return country.toUpperCase();
}

export function shippingMethodsFor(address: Record<string, unknown>): ShippingMethod[] {
  return listShippingMethods(countryOf(address, 'address.country_id'));
}

export interface ShippingInformationInput {
  shippingAddress: Record<string, unknown>;
  shippingCarrierCode: string;
  shippingMethodCode: string;
}

/** Remembers the chosen method on the cart after checking it serves the shipping country. */
export async function setShippingInformation(db: Database, cart: CartRow, input: ShippingInformationInput, now: Date): Promise<void> {
  const country = countryOf(input.shippingAddress, 'addressInformation.shippingAddress.country_id');
  if (!isShippingMethodAvailable(input.shippingCarrierCode, input.shippingMethodCode, country)) {
    throw fail('ERR_SHIPPING_METHOD_UNAVAILABLE', { field: 'addressInformation.shippingMethodCode' });
  }
  await carts.updateCart(db, cart.id, {
    shipping_carrier_code: input.shippingCarrierCode,
    shipping_method_code: input.shippingMethodCode,
    shipping_country_id: country,
    updated_at: now.toISOString(),
  });
}
