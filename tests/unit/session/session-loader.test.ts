// The session's engine loads only for a customer whose token is stored (client/session/session-loader.ts); a guest's
// first visit never downloads it. Once it arrives it is started if the page asked for it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasStoredSession } from '../../../client/session/session-loader.js';

afterEach(() => vi.unstubAllGlobals());

function stored(text: string | null) {
  vi.stubGlobal('window', { localStorage: { getItem: () => text } });
}

describe('session loader', () => {
  it('a stored customer token needs the session; a guest, a broken entry or no storage does not', () => {
    stored(JSON.stringify({ token: 'customer-token', current: { email: 'a@b.c' } }));
    expect(hasStoredSession()).toBe(true);
    stored(JSON.stringify({ token: null }));
    expect(hasStoredSession()).toBe(false);
    stored('{broken');
    expect(hasStoredSession()).toBe(false);
    stored(null);
    expect(hasStoredSession()).toBe(false);
    vi.unstubAllGlobals();
    expect(hasStoredSession()).toBe(false);
  });

  it('a session that arrives is started when the page asked for it', async () => {
    vi.resetModules();
    const loader = await import('../../../client/session/session-loader.js');
    const session = { start: vi.fn(async () => undefined) };
    loader.attachSession(session as never);
    expect(session.start).not.toHaveBeenCalled();
    loader.startSessionWhenLoaded();
    expect(session.start).toHaveBeenCalledTimes(1);
    const later = { start: vi.fn(async () => undefined) };
    loader.attachSession(later as never);
    expect(later.start).toHaveBeenCalledTimes(1);
  });
});
