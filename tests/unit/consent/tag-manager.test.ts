import { describe, expect, it } from 'vitest';
import { injectTagManager } from '../../../client/consent/tag-manager.js';
import { consentClaims, makeClaim, TRACKING_CLAIM_LIFETIME_MS } from '../../../shared/consent/claims.js';
import { decideTagManager, TAG_MANAGER_SCRIPT_ID, tagManagerScriptSrc, tagManagerStartEvent } from '../../../shared/consent/tag-manager.js';

const NOW = new Date('2026-07-03T09:05:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const SETTINGS = { scriptUrl: 'https://tags.example.test/gtm.js', containerId: 'GTM-ABC123' };

describe('tag manager decision (spec 01 §4 steps 3–4, spec 02 §4 analytics)', () => {
  it("'I accept' (tracking true, just now) with a configured container loads it", () => {
    expect(decideTagManager(SETTINGS, consentClaims(true, NOW), NOW)).toBe('load');
  });

  it("'Save selection' without tracking, and no choice at all, load nothing", () => {
    expect(decideTagManager(SETTINGS, consentClaims(false, NOW), NOW)).toBe('no-consent');
    expect(decideTagManager(SETTINGS, {}, NOW)).toBe('no-consent');
  });

  it('a tracking claim counts for less than 24 hours only', () => {
    const claims = (at: Date) => ({ ...consentClaims(true, NOW), trackingCookiesAccepted: makeClaim('trackingCookiesAccepted', true, at) });
    expect(decideTagManager(SETTINGS, claims(ago(TRACKING_CLAIM_LIFETIME_MS - 1)), NOW)).toBe('load');
    expect(decideTagManager(SETTINGS, claims(ago(TRACKING_CLAIM_LIFETIME_MS)), NOW)).toBe('no-consent');
  });

  it('with consent but no container configured (or a malformed id) nothing loads', () => {
    expect(decideTagManager(null, consentClaims(true, NOW), NOW)).toBe('not-configured');
    expect(decideTagManager({ ...SETTINGS, containerId: 'GTM-1"><script>' }, consentClaims(true, NOW), NOW)).toBe('not-configured');
  });

  it('the script URL carries the container id; the first dataLayer entry is the start event', () => {
    expect(tagManagerScriptSrc(SETTINGS)).toBe('https://tags.example.test/gtm.js?id=GTM-ABC123');
    expect(tagManagerStartEvent(NOW)).toEqual({ 'gtm.start': NOW.getTime(), event: 'gtm.js' });
  });
});

/** Just enough of a document for the injector: elements by id, createElement and head.appendChild. */
function fakeWindow() {
  const appended: Record<string, unknown>[] = [];
  const document = {
    getElementById: (id: string) => appended.find((element) => element.id === id) ?? null,
    createElement: () => ({}) as Record<string, unknown>,
    head: { appendChild: (element: Record<string, unknown>) => appended.push(element) },
  };
  return { win: { document } as unknown as Window, appended };
}

describe('tag manager injection', () => {
  it('creates window.dataLayer with the start event and one async script, once', () => {
    const { win, appended } = fakeWindow();
    expect(win.dataLayer).toBeUndefined();
    injectTagManager(SETTINGS, win, NOW);
    injectTagManager(SETTINGS, win, NOW);
    expect(win.dataLayer).toEqual([{ 'gtm.start': NOW.getTime(), event: 'gtm.js' }]);
    expect(appended).toEqual([{ id: TAG_MANAGER_SCRIPT_ID, async: true, src: 'https://tags.example.test/gtm.js?id=GTM-ABC123' }]);
  });
});
