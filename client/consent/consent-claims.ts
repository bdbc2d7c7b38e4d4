// The shopper's consent claims in the browser (local storage key CLAIMS_STORAGE_KEY), read with the rules of
// shared/consent/claims.ts. Tracking code (tag manager, checkout analytics) asks trackingAllowed() each time.
import { consentClaims, isTrackingAllowed, parseClaims, pendingConsentClaims, type Claims } from '../../shared/consent/claims.js';

export const CLAIMS_STORAGE_KEY = 'shop/claims';

export function readClaims(): Claims {
  try {
    const text = window.localStorage.getItem(CLAIMS_STORAGE_KEY);
    return text ? parseClaims(JSON.parse(text)) : {};
  } catch {
    return {};
  }
}

export function saveConsent(tracking: boolean, now = new Date()): Claims {
  return writeClaims(consentClaims(tracking, now));
}

/** Spec 01 §4 step 1: an absent or expired choice becomes cookiesAccepted false (the notice is asking). */
export function markConsentPending(now = new Date()): Claims {
  const current = readClaims();
  const pending = pendingConsentClaims(current, now);
  return pending ? writeClaims(pending) : current;
}

function writeClaims(claims: Claims): Claims {
  try {
    window.localStorage.setItem(CLAIMS_STORAGE_KEY, JSON.stringify(claims));
  } catch {
    // Storage full or blocked: the choice holds for this page view only.
  }
  return claims;
}

/** Whether analytics may run now; false on the server. */
export function trackingAllowed(now = new Date()): boolean {
  return typeof window !== 'undefined' && isTrackingAllowed(readClaims(), now);
}
