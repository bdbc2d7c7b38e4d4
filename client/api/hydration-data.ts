// Deferred loader values cross from server to browser inside the hydration data. React Router's own
// serialisation turns a promise into {} (ENV-NOTES), so the server settles every deferred value before it writes
// the data and marks it; the browser turns each mark back into a promise that is already settled and already
// tracked, so <Await> renders its value on the first (hydrating) render, exactly as the server did.

export const DEFERRED_MARK = '__deferred';

export type DeferredMark = { [DEFERRED_MARK]: 'resolved'; value: unknown } | { [DEFERRED_MARK]: 'rejected'; message: string };

export interface HydrationData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
}

/** The payment methods the server's shell data named (a store view switch loads the shell again in the browser). */
export function hydratedPaymentMethods(data: HydrationData | undefined): readonly string[] {
  const root = data?.loaderData.root as { paymentMethods?: unknown } | undefined;
  const codes = root?.paymentMethods;
  return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
}

/** The id of the JSON data block the server writes the hydration data into (server/edge/ssr/document.ts). */
export const HYDRATION_DATA_ID = 'hydration-data';

declare global {
  interface Window {
    /** React Router's createBrowserRouter reads its hydration data from here. */
    __staticRouterHydrationData?: HydrationData;
  }
}

/**
 * The server's hydration data, read once from its JSON data block and put where React Router looks for it. A page
 * without the block (the offline page, an error document) has none.
 */
export function readHydrationData(): HydrationData | undefined {
  if (window.__staticRouterHydrationData) return window.__staticRouterHydrationData;
  const block = document.getElementById(HYDRATION_DATA_ID);
  if (!block?.textContent) return undefined;
  window.__staticRouterHydrationData = JSON.parse(block.textContent) as HydrationData;
  return window.__staticRouterHydrationData;
}

function isDeferredMark(value: unknown): value is DeferredMark {
  return typeof value === 'object' && value !== null && DEFERRED_MARK in value;
}

/** Marks a promise known to have resolved with `value` so that React Router's <Await> and readPromise (client/shell/read-promise.ts) read it synchronously. */
export function markFulfilled<T extends PromiseLike<unknown>>(promise: T, value: unknown): T {
  return Object.defineProperties(promise, {
    _tracked: { value: true },
    _data: { value },
    status: { value: 'fulfilled' },
    value: { value },
  });
}

/** A promise React Router's <Await> and readPromise both read synchronously. */
export function settledPromise(mark: DeferredMark): Promise<unknown> {
  if (mark[DEFERRED_MARK] === 'resolved') return markFulfilled(Promise.resolve(mark.value), mark.value);
  const error = new Error(mark.message);
  const promise = Promise.reject(error);
  promise.catch(() => undefined);
  Object.defineProperties(promise, {
    _tracked: { value: true },
    _error: { value: error },
    status: { value: 'rejected' },
    reason: { value: error },
  });
  return promise;
}

function revive(value: unknown): unknown {
  if (isDeferredMark(value)) return settledPromise(value);
  if (Array.isArray(value) && value.some(isDeferredMark)) return value.map((item) => (isDeferredMark(item) ? settledPromise(item) : item));
  return value;
}

/**
 * Replaces every deferred mark in the top level of each route's loader data (a value, or the items of a list) by
 * its settled promise, in place.
 */
export function reviveDeferred(data: HydrationData | undefined): void {
  if (!data?.loaderData) return;
  for (const routeData of Object.values(data.loaderData)) {
    if (typeof routeData !== 'object' || routeData === null || Array.isArray(routeData)) continue;
    const record = routeData as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) record[key] = revive(value);
  }
}
