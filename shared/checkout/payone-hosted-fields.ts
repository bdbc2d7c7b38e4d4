// Payone's hosted iframes for card data (docs.payone.com, "Client API – hosted iFrames"): the browser loads Payone's
// script, builds `new Payone.ClientApi.HostedIFrames(config, request)` where config names the containers of card
// number (cardpan), security code (cardcvc2), expiry month and year and the error output, and request is the
// creditcardcheck parameter set the shop's server signed (mid, aid, portalid, mode, hash …). `creditCardCheck(name)`
// calls the global callback `name` with status VALID and a pseudo card number, or INVALID/ERROR with a message.
// The card number never passes through the shop. Card types offered: V and M (spec 02 §2, §9).
import { CARD_TYPES } from './payment-forms.js';

export const PAYONE_HOSTED_SCRIPT = 'https://secure.pay1.de/client-api/js/v1/payone_hosted_min.js';
export const CARD_CHECK_CALLBACK = 'payoneCardCheckCallback';

export const CARD_FIELD_IDS = {
  cardpan: 'payone-cardpan',
  cardcvc2: 'payone-cardcvc2',
  cardexpiremonth: 'payone-cardexpiremonth',
  cardexpireyear: 'payone-cardexpireyear',
  error: 'payone-error-output',
} as const;

export interface CreditCardCheckParams {
  aid: string;
  api_version: string;
  encoding: string;
  mid: string;
  mode: string;
  portalid: string;
  hash: string;
  request: string;
  storecarddata: string;
}

/** The request object of HostedIFrames: the signed parameters plus responsetype JSON. */
export function hostedIframesRequest(check: CreditCardCheckParams): Record<string, string> {
  return { ...check, request: 'creditcardcheck', responsetype: 'JSON' };
}

const INPUT_STYLE = 'font-size: 16px; border: 1px solid #b9ae9c; border-radius: 8px; height: 44px; padding: 0 12px; width: 100%; box-sizing: border-box; color: #1f2a24; background: #fffdf9;';

/** The config object of HostedIFrames; language is Payone's two-letter code (de, en, it …). */
export function hostedIframesConfig(language: string) {
  return {
    fields: {
      cardpan: { selector: CARD_FIELD_IDS.cardpan, type: 'text' },
      cardcvc2: { selector: CARD_FIELD_IDS.cardcvc2, type: 'password', size: '4', maxlength: '4', length: { V: 3, M: 3 } },
      cardexpiremonth: { selector: CARD_FIELD_IDS.cardexpiremonth, type: 'select', size: '2', maxlength: '2' },
      cardexpireyear: { selector: CARD_FIELD_IDS.cardexpireyear, type: 'select' },
    },
    defaultStyle: { input: INPUT_STYLE, select: INPUT_STYLE, iframe: { height: '48px', width: '100%' } },
    error: CARD_FIELD_IDS.error,
    language,
    autoCardtypeDetection: { supportedCardtypes: CARD_TYPES.map((type) => type.code) },
  };
}

export type CardCheckResult = { ok: true; pseudocardpan: string; truncatedcardpan: string; cardtype: string; cardexpiredate: string } | { ok: false; message: string };

/** Reads the creditcardcheck callback's answer; only VALID answers for card types V and M are accepted. */
export function readCardCheck(response: unknown): CardCheckResult {
  const r = (response && typeof response === 'object' ? response : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof r[key] === 'string' ? (r[key] as string) : '');
  if (text('status') !== 'VALID') return { ok: false, message: text('customermessage') || text('errormessage') || 'Please check your card details' };
  if (!CARD_TYPES.some((type) => type.code === text('cardtype'))) return { ok: false, message: 'Only Visa and Mastercard are accepted' };
  if (!/^\d{16,19}$/.test(text('pseudocardpan'))) return { ok: false, message: 'Please check your card details' };
  return { ok: true, pseudocardpan: text('pseudocardpan'), truncatedcardpan: text('truncatedcardpan'), cardtype: text('cardtype'), cardexpiredate: text('cardexpiredate') };
}
