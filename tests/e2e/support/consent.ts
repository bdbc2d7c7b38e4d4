// Consent settings of the end-to-end runs (used by playwright.config.ts and tests/e2e/consent.spec.ts).

/** The tag manager the shop is configured with in e2e runs; tests serve it themselves (page.route), never a real one. */
export const E2E_TAG_MANAGER = { url: 'http://tag-manager.e2e.test/gtm.js', id: 'GTM-E2E' };

/** Where client/consent/consent-claims.ts keeps the claims. */
export const CLAIMS_STORAGE_KEY = 'shop/claims';

/** The claims 'Save selection' stores with tracking off (shared/consent/claims.ts consentClaims(false, now)). */
export function necessaryOnlyClaims(now: Date): Record<string, { code: string; value: boolean; created_at: string }> {
  const claim = (code: string, value: boolean) => ({ code, value, created_at: now.toISOString() });
  return { cookiesAccepted: claim('cookiesAccepted', true), trackingCookiesAccepted: claim('trackingCookiesAccepted', false) };
}

/**
 * Storage state of a shopper who chose necessary cookies only, so the cookie notice does not cover the screens
 * other specs drive; consent.spec.ts starts without it.
 */
export function necessaryCookiesOnlyState(baseURL: string) {
  return {
    cookies: [],
    origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: CLAIMS_STORAGE_KEY, value: JSON.stringify(necessaryOnlyClaims(new Date())) }] }],
  };
}
