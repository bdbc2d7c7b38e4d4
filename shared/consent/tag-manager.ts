// When the tag manager may load (spec 01 §4 steps 3–4, spec 02 §4 "Analytics steps"): only with a configured
// container and a current, true tracking claim. Pure: the settings, claims and time are passed in.
import { isTrackingAllowed, type Claims } from './claims.js';

/** The public tag-manager setting (TAG_MANAGER_URL, TAG_MANAGER_ID); null when no container is configured. */
export interface TagManagerSettings {
  /** The loader script, e.g. https://www.googletagmanager.com/gtm.js */
  scriptUrl: string;
  /** The container id, e.g. GTM-ABC123 */
  containerId: string;
}

export type TagManagerDecision = 'load' | 'no-consent' | 'not-configured';

/** Container ids are short codes; anything else is refused rather than put into a script URL. */
export const CONTAINER_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** The id of the injected script element, so it is injected once and tests can look for it. */
export const TAG_MANAGER_SCRIPT_ID = 'tag-manager-script';

export function decideTagManager(settings: TagManagerSettings | null, claims: Claims, now: Date): TagManagerDecision {
  // Consent first: without it nothing about the tag manager matters, not even whether one is configured.
  if (!isTrackingAllowed(claims, now)) return 'no-consent';
  if (!settings || !CONTAINER_ID_PATTERN.test(settings.containerId)) return 'not-configured';
  return 'load';
}

/** The script URL with the container id as `id` (the tag manager's own convention). */
export function tagManagerScriptSrc(settings: TagManagerSettings): string {
  const url = new URL(settings.scriptUrl);
  url.searchParams.set('id', settings.containerId);
  return url.toString();
}

/** The first dataLayer entry the tag manager expects: its start time and the gtm.js event. */
export function tagManagerStartEvent(now: Date): Record<string, unknown> {
  return { 'gtm.start': now.getTime(), event: 'gtm.js' };
}
