// Lazy panels and route chunks give up after 3000 ms (spec 01 §4, §9): a chunk that cannot load (offline, stalled
// network, a deploy removed it) shows an error instead of a page that never appears.

/** Spec 01 §9: lazy component time-out. */
export const LAZY_COMPONENT_TIMEOUT_MS = 3000;

export class LazyLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`The component did not load within ${ms} ms`);
    this.name = 'LazyLoadTimeoutError';
  }
}

export interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The module, or a rejection when it fails or takes longer than `ms`. */
export function loadWithTimeout<T>(load: () => Promise<T>, ms = LAZY_COMPONENT_TIMEOUT_MS, timers: Timers = realTimers): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timers.set(() => reject(new LazyLoadTimeoutError(ms)), ms);
    load().then(
      (module) => {
        timers.clear(timer);
        resolve(module);
      },
      (error: unknown) => {
        timers.clear(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
