// Reading a promise while rendering, for React 18 (the shop's React, bench/history.md: 23 KB gzip less than React 19,
// which has use() for this). A component that needs a promise's value suspends by throwing the promise, the protocol
// React 18's <Suspense> (and React.lazy) understands on the server and in the browser: React renders the component
// again once the promise settles. The promise carries its outcome (status/value/reason, the fields React 19's use()
// and React Router's <Await> also read), so the render after it settles, and any later one, reads it synchronously.
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Records the promise's outcome on it once it settles, so that readPromise then reads it without suspending. */
export function trackPromise<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as TrackedPromise<T>;
  if (tracked.status !== undefined) return promise;
  tracked.status = 'pending';
  // Registered before React's own callback, so React's retry finds the outcome.
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

/** The promise's value if it has resolved; throws its reason if it has failed; suspends while it is pending. */
export function readPromise<T>(promise: Promise<T>): T {
  const tracked = trackPromise(promise) as TrackedPromise<T>;
  if (tracked.status === 'fulfilled') return tracked.value as T;
  if (tracked.status === 'rejected') throw tracked.reason;
  throw promise;
}
