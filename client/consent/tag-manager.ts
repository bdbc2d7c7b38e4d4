// The tag manager loader (spec 01 §4 steps 3–4): the script and window.dataLayer exist only while the shopper's
// tracking claim allows it. The container comes from the public setting (GET /api/settings/public); with none
// configured nothing loads. Consent is checked before the setting is even asked for.
import { decideTagManager, TAG_MANAGER_SCRIPT_ID, tagManagerScriptSrc, tagManagerStartEvent, type TagManagerDecision, type TagManagerSettings } from '../../shared/consent/tag-manager.js';
import { readClaims } from './consent-claims.js';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let settingsRequest: Promise<TagManagerSettings | null> | null = null;

function tagManagerSettings(): Promise<TagManagerSettings | null> {
  // Asked for only with consent: the forms' API client is not part of a page's first load.
  settingsRequest ??= import('./form-api.js').then(({ fetchPublicSettings }) => fetchPublicSettings()).then((settings) => settings?.tagManager ?? null);
  return settingsRequest;
}

export function isTagManagerLoaded(doc: Document = document): boolean {
  return doc.getElementById(TAG_MANAGER_SCRIPT_ID) !== null;
}

/** Creates the dataLayer with the start event and appends the script once. */
export function injectTagManager(settings: TagManagerSettings, win: Window, now: Date): void {
  const doc = win.document;
  if (isTagManagerLoaded(doc)) return;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push(tagManagerStartEvent(now));
  const script = doc.createElement('script');
  script.id = TAG_MANAGER_SCRIPT_ID;
  script.async = true;
  script.src = tagManagerScriptSrc(settings);
  doc.head.appendChild(script);
}

/** Loads the tag manager when the claims allow it; safe to call on every start and after every choice. */
export async function startTagManager(now: () => Date = () => new Date()): Promise<TagManagerDecision> {
  if (typeof window === 'undefined') return 'no-consent';
  if (decideTagManager(null, readClaims(), now()) === 'no-consent') return 'no-consent';
  const settings = await tagManagerSettings();
  // Asked again after the wait: the shopper may have changed the choice meanwhile.
  const decision = decideTagManager(settings, readClaims(), now());
  if (decision === 'load' && settings) injectTagManager(settings, window, now());
  return decision;
}
