// The session's engine (session.ts: token refresh, profile and order history, login and logout; it brings the cart's
// engine along) loads only when the page needs it: at start when a customer's token is stored, and for the login
// modal and the account screens, which import it themselves. A guest's first visit never downloads it. However it
// arrives, it is started once the page asked for it (session.ts attaches itself here).
import type { SessionController } from './session-controller.js';
import { USER_STORAGE_KEY } from './user-storage-key.js';

let attached: SessionController | null = null;
let startRequested = false;
let loading: Promise<SessionController> | null = null;

/** Called by session.ts when it is evaluated, whoever imported it. */
export function attachSession(session: SessionController): void {
  attached = session;
  if (startRequested) void session.start();
}

/** The page is mounted: start the session now if it is there, else when it arrives. */
export function startSessionWhenLoaded(): void {
  startRequested = true;
  if (attached) void attached.start();
}

/** A customer's token kept from an earlier visit. */
export function hasStoredSession(): boolean {
  try {
    const stored = JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as { token?: unknown } | null;
    return typeof stored?.token === 'string' && stored.token !== '';
  } catch {
    return false;
  }
}

/**
 * Resolves once the stored customer's session is there to give the cart and checkout its token (issue 12 item 1):
 * every cart or checkout call waits for it, whichever way the page was entered (direct load, reload, deep link,
 * another tab), so that no call goes out as a guest for a signed-in customer. A guest waits for nothing; a session
 * that cannot load (offline) leaves the calls to go as a guest rather than never.
 */
export async function whenSessionRestored(): Promise<void> {
  if (typeof window === 'undefined' || !hasStoredSession()) return;
  await loadSession().then(
    () => undefined,
    () => undefined,
  );
}

export function loadSession(): Promise<SessionController> {
  if (!loading) {
    const attempt = import('./session.js').then(() => attached!);
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    loading = attempt;
  }
  return loading;
}
