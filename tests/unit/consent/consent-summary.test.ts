import { describe, expect, it } from 'vitest';
import { consentClaims, CONSENT_CLAIM_LIFETIME_MS, makeClaim, TRACKING_CLAIM_LIFETIME_MS } from '../../../shared/consent/claims.js';
import { initialTrackingChoice, summarizeConsent } from '../../../shared/consent/consent-summary.js';

const NOW = new Date('2026-07-03T09:05:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('cookie settings page summary (spec 01 §2 /cookie-settings, §4, §9 lifetimes)', () => {
  it('no choice yet: undecided, tracking off', () => {
    expect(summarizeConsent({}, NOW)).toEqual({ decided: false, decidedAt: null, tracking: false, trackingExpired: false });
  });

  it("'I accept' an hour ago: decided at that time, tracking on", () => {
    const at = ago(60 * 60 * 1000);
    expect(summarizeConsent(consentClaims(true, at), NOW)).toEqual({ decided: true, decidedAt: at.toISOString(), tracking: true, trackingExpired: false });
    expect(initialTrackingChoice(consentClaims(true, at), NOW)).toBe(true);
  });

  it('a yes to tracking older than 24 hours shows as expired and the box starts unticked; the choice itself holds 2400 hours', () => {
    const claims = consentClaims(true, ago(TRACKING_CLAIM_LIFETIME_MS));
    expect(summarizeConsent(claims, NOW)).toMatchObject({ decided: true, tracking: false, trackingExpired: true });
    expect(initialTrackingChoice(claims, NOW)).toBe(false);
    expect(summarizeConsent({ cookiesAccepted: makeClaim('cookiesAccepted', true, ago(CONSENT_CLAIM_LIFETIME_MS)) }, NOW).decided).toBe(false);
  });

  it("'Save selection' without tracking: decided, tracking off, nothing expired", () => {
    expect(summarizeConsent(consentClaims(false, NOW), NOW)).toEqual({ decided: true, decidedAt: NOW.toISOString(), tracking: false, trackingExpired: false });
  });
});
