import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config.js';
import { consentClaims, CONSENT_CLAIM_LIFETIME_MS, makeClaim, pendingConsentClaims } from '../../../shared/consent/claims.js';

const NOW = new Date('2026-07-03T09:05:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('spec 01 §4 step 1: an absent or expired cookiesAccepted claim is set to false', () => {
  it('absent or expired → a fresh false claim (an expired tracking yes goes with it)', () => {
    const expected = { cookiesAccepted: makeClaim('cookiesAccepted', false, NOW) };
    expect(pendingConsentClaims({}, NOW)).toEqual(expected);
    expect(pendingConsentClaims(consentClaims(true, ago(CONSENT_CLAIM_LIFETIME_MS)), NOW)).toEqual(expected);
  });

  it('a current choice (true, or a false one already stored) is left alone', () => {
    expect(pendingConsentClaims(consentClaims(false, ago(1000)), NOW)).toBeNull();
    expect(pendingConsentClaims({ cookiesAccepted: makeClaim('cookiesAccepted', false, ago(1000)) }, NOW)).toBeNull();
  });
});

describe('tag manager setting (TAG_MANAGER_ID, TAG_MANAGER_URL)', () => {
  it('is off without an id, and uses the tag manager default URL with one', () => {
    expect(loadConfig({}).tagManager).toBeNull();
    expect(loadConfig({ TAG_MANAGER_ID: 'GTM-ABC123' }).tagManager).toEqual({ scriptUrl: 'https://www.googletagmanager.com/gtm.js', containerId: 'GTM-ABC123' });
    expect(loadConfig({ TAG_MANAGER_ID: 'GTM-ABC123', TAG_MANAGER_URL: 'https://tags.example.test/gtm.js' }).tagManager?.scriptUrl).toBe('https://tags.example.test/gtm.js');
  });

  it('stops the start with a message naming the variable for a malformed id or URL', () => {
    expect(() => loadConfig({ TAG_MANAGER_ID: 'GTM-1"><script>' })).toThrow(ConfigError);
    expect(() => loadConfig({ TAG_MANAGER_ID: 'GTM-1"><script>' })).toThrow(/TAG_MANAGER_ID/);
    expect(() => loadConfig({ TAG_MANAGER_ID: 'GTM-1', TAG_MANAGER_URL: 'javascript:alert(1)' })).toThrow(/TAG_MANAGER_URL/);
  });
});
