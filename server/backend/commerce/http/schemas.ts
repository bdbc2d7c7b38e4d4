// JSON-schema pieces shared by the commerce routes. Lengths are bounded everywhere so that hostile input is a
// 400 naming the field, never a huge row.
import { ADDRESS_MAX_LENGTH } from '../../../../shared/commerce/address.js';

export const TOKEN_MAX = 128;
export const CART_ID_MAX = 64;
export const SKU_MAX = 64;
export const NAME_MAX = 255;
export const TEXT_MAX = 10_000;

export const tokenProperty = { type: 'string', maxLength: TOKEN_MAX } as const;
export const cartIdProperty = { type: 'string', minLength: 1, maxLength: CART_ID_MAX } as const;

export const tokenQuery = {
  type: 'object',
  properties: { token: tokenProperty },
} as const;

export const cartQuery = {
  type: 'object',
  required: ['cartId'],
  properties: { token: tokenProperty, cartId: cartIdProperty },
} as const;

export const shortText = { type: 'string', maxLength: NAME_MAX } as const;

/** Quantities are checked by shared/commerce parseQuantity (numbers or numeric strings, spec 02 §5), not by coercion. */
export const qtyProperty = {} as const;

export const productOptionProperty = { type: ['object', 'null'] } as const;

const streetProperty = { anyOf: [{ type: 'array', maxItems: 4, items: shortText }, shortText] } as const;

/** An address: known fields are bounded; unknown ones are dropped by the service. */
export const addressSchema = {
  type: 'object',
  properties: {
    firstname: shortText,
    lastname: shortText,
    company: shortText,
    street: streetProperty,
    city: shortText,
    postcode: { type: 'string', maxLength: ADDRESS_MAX_LENGTH.postcode },
    country_id: { type: 'string', maxLength: 2 },
    countryId: { type: 'string', maxLength: 2 },
    region: { anyOf: [shortText, { type: 'object' }] },
    region_code: shortText,
    telephone: { type: 'string', maxLength: ADDRESS_MAX_LENGTH.telephone },
    email: { type: 'string', maxLength: ADDRESS_MAX_LENGTH.email },
    vat_id: { type: 'string', maxLength: ADDRESS_MAX_LENGTH.vatId },
  },
} as const;
