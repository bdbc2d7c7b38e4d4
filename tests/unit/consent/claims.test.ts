import { describe, expect, it } from 'vitest';
import {
  CONSENT_CLAIM_LIFETIME_MS,
  TRACKING_CLAIM_LIFETIME_MS,
  consentClaims,
  isTrackingAllowed,
  makeClaim,
  needsCookieNotice,
  parseClaims,
} from '../../../shared/consent/claims.js';

const NOW = new Date('2026-07-03T09:05:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('consent claims (spec 01 §4 cookie notice, §9 lifetimes)', () => {
  it('step 1: the notice opens without a cookiesAccepted claim, with a false one and with an expired one', () => {
    expect(needsCookieNotice({}, NOW)).toBe(true);
    expect(needsCookieNotice({ cookiesAccepted: makeClaim('cookiesAccepted', false, NOW) }, NOW)).toBe(true);
    expect(needsCookieNotice({ cookiesAccepted: makeClaim('cookiesAccepted', true, ago(CONSENT_CLAIM_LIFETIME_MS)) }, NOW)).toBe(true);
    expect(needsCookieNotice({ cookiesAccepted: makeClaim('cookiesAccepted', true, ago(CONSENT_CLAIM_LIFETIME_MS - 1)) }, NOW)).toBe(false);
  });

  it('the consent choice is valid 2400 hours', () => {
    expect(CONSENT_CLAIM_LIFETIME_MS).toBe(2400 * 3600 * 1000);
  });

  it('step 4: tracking only with a true tracking claim under 24 hours old', () => {
    expect(TRACKING_CLAIM_LIFETIME_MS).toBe(24 * 3600 * 1000);
    expect(isTrackingAllowed({}, NOW)).toBe(false);
    expect(isTrackingAllowed(consentClaims(false, NOW), NOW)).toBe(false);
    expect(isTrackingAllowed(consentClaims(true, ago(TRACKING_CLAIM_LIFETIME_MS - 1)), NOW)).toBe(true);
    expect(isTrackingAllowed(consentClaims(true, ago(TRACKING_CLAIM_LIFETIME_MS)), NOW)).toBe(false);
  });

  it('steps 2–3: I accept and Save selection set cookiesAccepted true, tracking as chosen', () => {
    const saved = consentClaims(false, NOW);
    expect(saved.cookiesAccepted?.value).toBe(true);
    expect(saved.trackingCookiesAccepted?.value).toBe(false);
    expect(needsCookieNotice(saved, NOW)).toBe(false);
  });

  it('drops stored values that are not claims', () => {
    expect(parseClaims(null)).toEqual({});
    expect(parseClaims({ cookiesAccepted: { value: 'yes', created_at: 1 }, other: {} })).toEqual({});
    expect(parseClaims(JSON.parse(JSON.stringify(consentClaims(true, NOW))))).toEqual(consentClaims(true, NOW));
  });
});
