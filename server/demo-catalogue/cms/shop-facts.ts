// Facts every CMS text states, kept in one place so the three languages and the legal pages agree
// (spec 02 §9: minimum order 20 €, newsletter coupon 10 %, return window 30 days, free EU shipping,
// delivery times by country from shared/commerce/delivery-time.ts; the shipping method's name in each language from
// shared/commerce/method-names.ts, as checkout and My orders name it).
import { SHOP } from '../../../shared/brands.js';
import { DOMESTIC_DELIVERY, EU_DELIVERY, daySpan } from '../../../shared/commerce/delivery-time.js';
import { FREE_SHIPPING } from '../../../shared/commerce/methods.js';
import { shippingMethodName } from '../../../shared/commerce/method-names.js';
import { checkoutTexts } from '../../../shared/i18n/checkout.js';

export const COMPANY = {
  legalName: 'Kranich Schuhmanufaktur GmbH',
  street: SHOP.factoryShop.street,
  postcode: SHOP.factoryShop.postcode,
  city: SHOP.factoryShop.city,
  phone: SHOP.factoryShop.phone,
  email: SHOP.email,
  privacyEmail: 'datenschutz@kranich-schuhe.example',
  jobsEmail: 'jobs@kranich-schuhe.example',
  directors: 'Johanna Kranich, Matthias Albrecht',
  registerCourt: 'Amtsgericht Mannheim',
  registerNumber: 'HRB 712345',
  vatId: 'DE 298 765 432',
} as const;

const shippingIn = (language: 'en' | 'de' | 'it') => shippingMethodName(FREE_SHIPPING.carrierCode, FREE_SHIPPING.methodCode, language);
export const SHIPPING_METHOD = { en: shippingIn('en'), de: shippingIn('de'), it: shippingIn('it') } as const;
/** Working days to Germany and to the other EU countries, as "2–3". */
export const DELIVERY_DAYS = { domestic: daySpan(DOMESTIC_DELIVERY), eu: daySpan(EU_DELIVERY) } as const;

/** The checkout's last button in each language, as the terms quote it (the confirmation mail carries the terms). */
const ORDER_BUTTON_KEY = 'Order with obligation to pay';
export const ORDER_BUTTON = { en: checkoutTexts.en[ORDER_BUTTON_KEY], de: checkoutTexts.de[ORDER_BUTTON_KEY], it: checkoutTexts.it[ORDER_BUTTON_KEY] } as const;
export const MIN_ORDER_EUROS = 20;
export const NEWSLETTER_COUPON_PERCENT = 10;
export const RETURN_DAYS = 30;

export const STORES = {
  vandor: { name: 'Vándor Budapest', street: 'Király utca 27', city: '1061 Budapest', country: { en: 'Hungary', de: 'Ungarn', it: 'Ungheria' } },
  eichwald: { name: 'Eichwald Werkstattladen', street: 'Hauptstraße 41', city: '77709 Wolfach', country: { en: 'Germany', de: 'Deutschland', it: 'Germania' } },
} as const;

/** EU size → UK, US men, US women and foot length in cm, as the size guide lists them. */
export const SIZE_TABLE: readonly (readonly [number, string, string, string, string])[] = [
  [36, '3½', '4½', '6', '22,9'],
  [37, '4', '5', '6½', '23,5'],
  [38, '5', '6', '7½', '24,1'],
  [39, '6', '6½', '8', '24,8'],
  [40, '6½', '7', '8½', '25,4'],
  [41, '7½', '8', '9½', '26,0'],
  [42, '8', '8½', '10', '26,7'],
  [43, '9', '9½', '11', '27,3'],
  [44, '9½', '10', '11½', '27,9'],
  [45, '10½', '11', '12½', '28,6'],
  [46, '11', '11½', '13', '29,2'],
  [47, '12', '12½', '14', '29,8'],
];

export const OPENING_HOURS = {
  weekdays: '10:00–18:30',
  saturday: '10:00–16:00',
  phoneService: '9:00–17:00',
} as const;
