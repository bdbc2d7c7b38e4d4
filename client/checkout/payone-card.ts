// The browser side of Payone's hosted iframes: signed parameters from the edge, Payone's script, the HostedIFrames
// object, and the card check whose callback Payone calls by its global name. Without the script (offline, blocked)
// the form reports 'unavailable' and the step cannot complete with a card.
import { CARD_CHECK_CALLBACK, PAYONE_HOSTED_SCRIPT, hostedIframesConfig, hostedIframesRequest, readCardCheck, type CardCheckResult } from '../../shared/checkout/payone-hosted-fields.js';
import { getCreditCardCheck } from './checkout-api.js';
import { loadScript } from './load-script.js';

interface HostedIFrames {
  isComplete(): boolean;
  creditCardCheck(callbackName: string): void;
}

interface PayoneGlobal {
  ClientApi: { HostedIFrames: new (config: unknown, request: unknown) => HostedIFrames };
}

export type CardFieldsState = 'loading' | 'ready' | 'unavailable';

let iframes: HostedIFrames | null = null;

export async function mountCardFields(language: string): Promise<CardFieldsState> {
  iframes = null;
  const answer = await getCreditCardCheck();
  if (answer.code !== 200 || !answer.result) return 'unavailable';
  try {
    await loadScript(PAYONE_HOSTED_SCRIPT);
  } catch {
    return 'unavailable';
  }
  const payone = (window as unknown as { Payone?: PayoneGlobal }).Payone;
  if (!payone?.ClientApi?.HostedIFrames) return 'unavailable';
  iframes = new payone.ClientApi.HostedIFrames(hostedIframesConfig(language), hostedIframesRequest(answer.result));
  return 'ready';
}

/** Runs Payone's card check; resolves with the pseudo card number or the reason it failed. */
export function checkCard(): Promise<CardCheckResult> {
  const fields = iframes;
  if (!fields) return Promise.resolve({ ok: false, message: 'The card form could not be loaded. Please choose another payment method or try again later.' });
  if (!fields.isComplete()) return Promise.resolve({ ok: false, message: 'Please check your card details' });
  return new Promise((resolve) => {
    (window as unknown as Record<string, unknown>)[CARD_CHECK_CALLBACK] = (response: unknown) => resolve(readCardCheck(response));
    fields.creditCardCheck(CARD_CHECK_CALLBACK);
  });
}
