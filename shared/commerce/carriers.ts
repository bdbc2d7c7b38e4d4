// The parcel carriers staff may name when shipping (`npm run orders -- ship <number> --carrier dhl --tracking T`)
// and the page where a shopper follows a parcel. Only these: a link in the shipping mail must lead to the carrier's
// own site, never to an address typed at the command line.
import type { Language } from '../store-views.js';

export type CarrierCode = 'dhl' | 'dpd' | 'ups' | 'gls' | 'hermes';

export const CARRIERS: Readonly<Record<CarrierCode, { name: string; trackingUrl: (trackingNumber: string, language: Language) => string }>> = {
  dhl: { name: 'DHL', trackingUrl: (t, l) => `https://www.dhl.de/${l === 'de' ? 'de' : 'en'}/privatkunden/pakete-empfangen/verfolgen.html?piececode=${encodeURIComponent(t)}` },
  dpd: { name: 'DPD', trackingUrl: (t) => `https://tracking.dpd.de/status/${encodeURIComponent(t)}/parcel` },
  ups: { name: 'UPS', trackingUrl: (t, l) => `https://www.ups.com/track?loc=${l === 'de' ? 'de_DE' : l === 'it' ? 'it_IT' : 'en_DE'}&tracknum=${encodeURIComponent(t)}` },
  gls: { name: 'GLS', trackingUrl: (t) => `https://gls-group.com/track/${encodeURIComponent(t)}` },
  hermes: { name: 'Hermes', trackingUrl: (t) => `https://www.myhermes.de/empfangen/sendungsverfolgung/sendungsinformation#${encodeURIComponent(t)}` },
};

export const CARRIER_CODES = Object.keys(CARRIERS) as CarrierCode[];

export function isCarrierCode(value: unknown): value is CarrierCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CARRIERS, value);
}

/** A tracking number as carriers print them: letters and digits, 6 to 40 (spaces a person may type are dropped). */
export function normalizeTrackingNumber(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{6,40}$/.test(compact) ? compact : null;
}

export function trackingLink(carrier: string | null, trackingNumber: string | null, language: Language): string | null {
  if (!isCarrierCode(carrier) || !trackingNumber) return null;
  return CARRIERS[carrier].trackingUrl(trackingNumber, language);
}
