// The cookie notice's timing and the choices' effect on the stored claims (spec 01 §4 steps 1–3), on the browser
// module with a fake localStorage and fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIMS_STORAGE_KEY, readClaims } from '../../../client/consent/consent-claims.js';
import { acceptAllCookies, consentStore, saveCookieSelection, scheduleCookieNotice } from '../../../client/consent/consent-store.js';
import { consentClaims, COOKIE_NOTICE_DELAY_MS, isTrackingAllowed } from '../../../shared/consent/claims.js';

const NOW = new Date('2026-07-03T09:05:00Z');

function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size;
    },
  };
}

describe('cookie notice schedule and choices (spec 01 §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    vi.stubGlobal('window', { localStorage: fakeStorage(), location: { reload: vi.fn() } });
    vi.stubGlobal('document', { getElementById: () => null });
    // No tag manager setting in these tests: the settings request fails like an unreachable shop.
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new Error('offline'))));
    consentStore.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('step 1: without a claim the notice opens after 1 second, not before', () => {
    scheduleCookieNotice();
    vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS - 1);
    expect(consentStore.getState().noticeOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect(consentStore.getState().noticeOpen).toBe(true);
    // "it is set to false" while the notice asks.
    expect(readClaims()).toEqual({ cookiesAccepted: { code: 'cookiesAccepted', value: false, created_at: new Date(NOW.getTime() + COOKIE_NOTICE_DELAY_MS).toISOString() } });
  });

  it('step 1: with a current choice it stays closed', () => {
    window.localStorage.setItem(CLAIMS_STORAGE_KEY, JSON.stringify(consentClaims(false, NOW)));
    scheduleCookieNotice();
    vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS * 5);
    expect(consentStore.getState().noticeOpen).toBe(false);
  });

  it("step 2–3: 'I accept' stores cookies and tracking true and closes the notice", () => {
    scheduleCookieNotice();
    vi.advanceTimersByTime(COOKIE_NOTICE_DELAY_MS);
    acceptAllCookies();
    expect(consentStore.getState().noticeOpen).toBe(false);
    expect(readClaims().cookiesAccepted?.value).toBe(true);
    expect(isTrackingAllowed(readClaims(), new Date())).toBe(true);
  });

  it("step 2–3: 'Save selection' stores tracking as ticked", () => {
    saveCookieSelection(false);
    expect(readClaims().cookiesAccepted?.value).toBe(true);
    expect(readClaims().trackingCookiesAccepted?.value).toBe(false);
    expect(window.location.reload).not.toHaveBeenCalled();
    saveCookieSelection(true);
    expect(isTrackingAllowed(readClaims(), new Date())).toBe(true);
  });
});
