// What the cookie settings page shows about the stored choice (spec 01 §2 '/cookie-settings', §4): whether a
// current choice exists, when it was made and whether tracking is on now. Pure: the claims and time are passed in.
import { COOKIES_ACCEPTED_CLAIM, isClaimCurrent, isTrackingAllowed, TRACKING_ACCEPTED_CLAIM, type Claims } from './claims.js';

export interface ConsentSummary {
  /** A current cookiesAccepted claim exists (the notice stays closed). */
  decided: boolean;
  /** ISO time of the current choice; null when none is current. */
  decidedAt: string | null;
  /** Tracking may run now (true claim under 24 hours old). */
  tracking: boolean;
  /** The shopper once said yes to tracking, but that was more than 24 hours ago. */
  trackingExpired: boolean;
}

export function summarizeConsent(claims: Claims, now: Date): ConsentSummary {
  const accepted = claims[COOKIES_ACCEPTED_CLAIM];
  const trackingClaim = claims[TRACKING_ACCEPTED_CLAIM];
  const decided = isClaimCurrent(accepted, now) && accepted.value === true;
  const tracking = isTrackingAllowed(claims, now);
  return {
    decided,
    decidedAt: decided ? accepted.created_at : null,
    tracking,
    trackingExpired: !tracking && trackingClaim?.value === true,
  };
}

/** The tracking box starts ticked only while tracking is allowed: an expired yes must be given again. */
export function initialTrackingChoice(claims: Claims, now: Date): boolean {
  return isTrackingAllowed(claims, now);
}
