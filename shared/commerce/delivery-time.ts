// How long a parcel travels, by destination (the one rule for the shipping step, the thank-you page and the CMS
// delivery pages): the workshop is in Germany, so a German address gets its parcel in 2–3 working days and every
// other EU country in 3–6. Outside the EU the shop does not deliver, so there is no time to promise.
import { EU_COUNTRIES } from './eu-countries.js';

export interface DeliveryTime {
  minDays: number;
  maxDays: number;
}

export const DOMESTIC_DELIVERY: DeliveryTime = Object.freeze({ minDays: 2, maxDays: 3 });
export const EU_DELIVERY: DeliveryTime = Object.freeze({ minDays: 3, maxDays: 6 });
/** Where the parcels leave from. */
export const DISPATCH_COUNTRY = 'DE';

/** The delivery time to a country (ISO alpha-2); null where the shop does not deliver. */
export function deliveryTimeTo(countryId: string): DeliveryTime | null {
  const country = countryId.trim().toUpperCase();
  if (country === DISPATCH_COUNTRY) return DOMESTIC_DELIVERY;
  return EU_COUNTRIES.has(country) ? EU_DELIVERY : null;
}

/** "2–3" as the texts write a span of days. */
export const daySpan = (time: DeliveryTime): string => `${time.minDays}–${time.maxDays}`;
