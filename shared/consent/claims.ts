// Cookie consent claims (spec 01 §3 "Cookie consent claims", §4 "Cookie notice", §9): cookiesAccepted and
// trackingCookiesAccepted, each a boolean with the time it was given. The consent choice is valid for 2400 hours;
// tracking may run only while a true tracking claim is less than 24 hours old. Pure: the time is passed in.

export const COOKIES_ACCEPTED_CLAIM = 'cookiesAccepted';
export const TRACKING_ACCEPTED_CLAIM = 'trackingCookiesAccepted';
export type ClaimCode = typeof COOKIES_ACCEPTED_CLAIM | typeof TRACKING_ACCEPTED_CLAIM;

const HOUR_MS = 60 * 60 * 1000;
/** Spec 01 §9: the consent choice itself is considered valid for 2400 hours. */
export const CONSENT_CLAIM_LIFETIME_MS = 2400 * HOUR_MS;
/** Spec 01 §9, spec 02 §9: the tracking claim is valid 24 hours. */
export const TRACKING_CLAIM_LIFETIME_MS = 24 * HOUR_MS;
/** Spec 01 §9: the notice opens 1 second after start when no valid consent claim exists. */
export const COOKIE_NOTICE_DELAY_MS = 1000;

export interface Claim {
  code: ClaimCode;
  value: boolean;
  /** ISO time the shopper made the choice. */
  created_at: string;
  description?: string;
}

export type Claims = Partial<Record<ClaimCode, Claim>>;

export const CLAIM_LIFETIMES: Readonly<Record<ClaimCode, number>> = Object.freeze({
  [COOKIES_ACCEPTED_CLAIM]: CONSENT_CLAIM_LIFETIME_MS,
  [TRACKING_ACCEPTED_CLAIM]: TRACKING_CLAIM_LIFETIME_MS,
});

/** A claim counts while it is younger than its lifetime; a claim from the future (clock skew) is kept too. */
export function isClaimCurrent(claim: Claim | undefined, now: Date): claim is Claim {
  if (!claim) return false;
  const created = Date.parse(claim.created_at);
  if (!Number.isFinite(created)) return false;
  return now.getTime() - created < CLAIM_LIFETIMES[claim.code];
}

/** Spec 01 §4 step 1: the notice opens when the cookiesAccepted claim is absent, expired or false. */
export function needsCookieNotice(claims: Claims, now: Date): boolean {
  const claim = claims[COOKIES_ACCEPTED_CLAIM];
  return !isClaimCurrent(claim, now) || claim.value !== true;
}

/** Spec 01 §4 step 4, spec 02 §4 "Analytics steps": a true tracking claim under 24 hours old. */
export function isTrackingAllowed(claims: Claims, now: Date): boolean {
  const claim = claims[TRACKING_ACCEPTED_CLAIM];
  return isClaimCurrent(claim, now) && claim.value === true;
}

export function makeClaim(code: ClaimCode, value: boolean, now: Date): Claim {
  return { code, value, created_at: now.toISOString() };
}

/** The claims 'I accept' (tracking on) or 'Save selection' (tracking as ticked) store (spec 01 §4 steps 2–3). */
export function consentClaims(tracking: boolean, now: Date): Claims {
  return { [COOKIES_ACCEPTED_CLAIM]: makeClaim(COOKIES_ACCEPTED_CLAIM, true, now), [TRACKING_ACCEPTED_CLAIM]: makeClaim(TRACKING_ACCEPTED_CLAIM, tracking, now) };
}

/** Spec 01 §4 step 1: an absent or expired choice is stored as cookiesAccepted false while the notice asks. */
export function pendingConsentClaims(claims: Claims, now: Date): Claims | null {
  if (isClaimCurrent(claims[COOKIES_ACCEPTED_CLAIM], now)) return null;
  return { [COOKIES_ACCEPTED_CLAIM]: makeClaim(COOKIES_ACCEPTED_CLAIM, false, now) };
}

/** Claims read back from storage: anything not shaped like a claim is dropped. */
export function parseClaims(raw: unknown): Claims {
  if (typeof raw !== 'object' || raw === null) return {};
  const result: Claims = {};
  for (const code of [COOKIES_ACCEPTED_CLAIM, TRACKING_ACCEPTED_CLAIM] as const) {
    const claim = (raw as Record<string, unknown>)[code] as Partial<Claim> | undefined;
    if (claim && typeof claim.value === 'boolean' && typeof claim.created_at === 'string') result[code] = { code, value: claim.value, created_at: claim.created_at };
  }
  return result;
}
