// The parameters the browser hands to Payone's hosted card iframes (spec 02 §7: POST /api/payone/creditcardcheck
// → aid, api_version, encoding, mid, mode, portalid, hash, request, storecarddata). Everything but the hash is
// public account data; the hash is computed on the server from the portal key, which never reaches the browser.

/** Payone API version we speak; 3.11 is the one that returns PENDING (needed for Klarna, per Payone's notes). */
export const PAYONE_API_VERSION = '3.11';
export const PAYONE_ENCODING = 'UTF-8';

export interface PayonePublicAccount {
  mid: string;
  portalId: string;
  aid: string;
  mode: 'test' | 'live';
}

export interface CreditCardCheckParams {
  aid: string;
  api_version: string;
  encoding: string;
  mid: string;
  mode: 'test' | 'live';
  portalid: string;
  request: 'creditcardcheck';
  responsetype: 'JSON';
  storecarddata: 'yes';
}

/** storecarddata=yes makes Payone return a pseudocardpan, which the (pre)authorization then carries. */
export function buildCreditCardCheckParams(account: PayonePublicAccount): CreditCardCheckParams {
  return {
    aid: account.aid,
    api_version: PAYONE_API_VERSION,
    encoding: PAYONE_ENCODING,
    mid: account.mid,
    mode: account.mode,
    portalid: account.portalId,
    request: 'creditcardcheck',
    responsetype: 'JSON',
    storecarddata: 'yes',
  };
}
