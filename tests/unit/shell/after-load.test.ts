// Start-up work the first screen does not need runs after the load event, in an idle moment.
import { describe, expect, it } from 'vitest';
import { afterLoadWhenIdle, IDLE_TIMEOUT_MS } from '../../../client/shell/after-load.js';

function fakeWindow(readyState: DocumentReadyState, withIdleCallback = true) {
  const loadListeners: (() => void)[] = [];
  const idle: { callback: () => void; timeout?: number }[] = [];
  const timers: (() => void)[] = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') loadListeners.push(listener);
    },
    requestIdleCallback: withIdleCallback ? (callback: () => void, options?: { timeout?: number }) => idle.push({ callback, timeout: options?.timeout }) : undefined,
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  return { win: win as unknown as Window, loadListeners, idle, timers };
}

describe('after load, when idle', () => {
  it('waits for the load event, then for an idle moment (at most IDLE_TIMEOUT_MS)', () => {
    const fake = fakeWindow('interactive');
    let ran = 0;
    afterLoadWhenIdle(() => (ran += 1), fake.win);
    expect(fake.idle).toHaveLength(0);
    fake.loadListeners[0]();
    expect(ran).toBe(0);
    expect(fake.idle[0].timeout).toBe(IDLE_TIMEOUT_MS);
    fake.idle[0].callback();
    expect(ran).toBe(1);
  });

  it('only waits for idle when the page has already loaded', () => {
    const fake = fakeWindow('complete');
    let ran = 0;
    afterLoadWhenIdle(() => (ran += 1), fake.win);
    expect(fake.loadListeners).toHaveLength(0);
    fake.idle[0].callback();
    expect(ran).toBe(1);
  });

  it('falls back to a timeout where there is no requestIdleCallback', () => {
    const fake = fakeWindow('complete', false);
    let ran = 0;
    afterLoadWhenIdle(() => (ran += 1), fake.win);
    fake.timers[0]();
    expect(ran).toBe(1);
  });
});
