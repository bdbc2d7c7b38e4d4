// The consent choice on screen: whether the cookie notice is open and the claims last read or saved, shared by
// the notice and the /cookie-settings page. The rules are in shared/consent; storage in consent-claims.ts.
import { COOKIE_NOTICE_DELAY_MS, needsCookieNotice, type Claims } from '../../shared/consent/claims.js';
import { createStore } from '../stores/create-store.js';
import { markConsentPending, readClaims, saveConsent } from './consent-claims.js';
import { isTagManagerLoaded, startTagManager } from './tag-manager.js';

export interface ConsentState {
  noticeOpen: boolean;
  /** Null until read in the browser (the server knows nothing of the shopper's choice). */
  claims: Claims | null;
}

export const consentStore = createStore<ConsentState>({ noticeOpen: false, claims: null });

/** Spec 01 §4 step 1: read the claims and open the notice after 1 s when no current choice exists. Returns a cancel. */
export function scheduleCookieNotice(now: () => Date = () => new Date()): () => void {
  consentStore.setState({ claims: readClaims() });
  const timer = setTimeout(() => {
    const open = needsCookieNotice(readClaims(), now());
    consentStore.setState({ claims: open ? markConsentPending(now()) : readClaims(), noticeOpen: open });
  }, COOKIE_NOTICE_DELAY_MS);
  return () => clearTimeout(timer);
}

/** Spec 01 §4 steps 2–3, 'I accept': necessary and tracking on, the tag manager loads at once. */
export function acceptAllCookies(): void {
  consentStore.setState({ claims: saveConsent(true), noticeOpen: false });
  void startTagManager();
}

/**
 * 'Save selection': tracking as ticked. A tag manager already running cannot be unloaded, so withdrawing consent
 * reloads the page, which then starts without it.
 */
export function saveCookieSelection(tracking: boolean): void {
  const wasLoaded = isTagManagerLoaded();
  consentStore.setState({ claims: saveConsent(tracking), noticeOpen: false });
  if (tracking) void startTagManager();
  else if (wasLoaded) window.location.reload();
}
