// The data the browser hydrates with: React Router's loader data, action data and errors, with every deferred
// value settled and marked (client/api/hydration-data.ts turns the marks back into promises). React Router's own
// serialiser would send a pending promise as {} (ENV-NOTES).
import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import { DEFERRED_MARK, markFulfilled, type DeferredMark, type HydrationData } from '../../../client/api/hydration-data.js';

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/** The deferred values of loader data: top-level values of each route's data, or items of a top-level list. */
function deferredValues(loaderData: Record<string, unknown>): PromiseLike<unknown>[] {
  const found: PromiseLike<unknown>[] = [];
  for (const data of Object.values(loaderData)) {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) continue;
    for (const value of Object.values(data as Record<string, unknown>)) {
      if (isThenable(value)) found.push(value);
      else if (Array.isArray(value)) found.push(...value.filter(isThenable));
    }
  }
  return found;
}

/**
 * Lets the deferred values settle that are about to (one turn of the event loop: a catalogue read answered from the
 * edge cache resolves within it), then marks the resolved ones so that <Await> renders them at once. React then
 * renders them in place instead of suspending and streaming them after the shell: less work per page, and the same
 * HTML a crawler gets. Values still pending, or failed, stream as before. `allResolved`: none is left to wait for.
 */
export async function markResolvedDeferred(loaderData: Record<string, unknown>): Promise<{ allResolved: boolean }> {
  const deferred = deferredValues(loaderData).filter((value) => !('_tracked' in value));
  if (deferred.length === 0) return { allResolved: true };
  const resolved = new Map<PromiseLike<unknown>, unknown>();
  for (const value of deferred) value.then((result) => resolved.set(value, result), () => undefined);
  await new Promise((resolve) => setImmediate(resolve));
  // A promise shared with a concurrent render (never so today) may have been marked by it in the meantime.
  for (const [value, result] of resolved) if (!('_tracked' in value)) markFulfilled(value, result);
  return { allResolved: resolved.size === deferred.length };
}

/** Deferred values settle into marks; `timedOut` says whether any had to be given up at the deadline. */
export class DeferredSettler {
  timedOut = false;

  constructor(private readonly deadline: Promise<void>) {}

  /** A value that failed or did not arrive in time becomes null: by contract, deferred data resolves to null then. */
  private async settle(value: PromiseLike<unknown>): Promise<DeferredMark> {
    const late = Symbol('late');
    const result = await Promise.race([Promise.resolve(value).then((v) => v, () => null), this.deadline.then(() => late)]);
    if (result === late) this.timedOut = true;
    return { [DEFERRED_MARK]: 'resolved', value: result === late ? null : result };
  }

  /** A deferred value, or a list of them (one per carousel, say), settled; anything else as it is. */
  private async settleValue(value: unknown): Promise<unknown> {
    if (isThenable(value)) return this.settle(value);
    if (Array.isArray(value) && value.some(isThenable)) return Promise.all(value.map((item) => (isThenable(item) ? this.settle(item) : item)));
    return value;
  }

  private async settleRouteData(data: unknown): Promise<unknown> {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
    const entries = await Promise.all(Object.entries(data as Record<string, unknown>).map(async ([key, value]) => [key, await this.settleValue(value)] as const));
    return Object.fromEntries(entries);
  }

  /** Loader data with every top-level deferred value replaced by its settled mark. */
  async settleLoaderData(loaderData: Record<string, unknown>): Promise<Record<string, unknown>> {
    const entries = await Promise.all(Object.entries(loaderData).map(async ([routeId, data]) => [routeId, await this.settleRouteData(data)] as const));
    return Object.fromEntries(entries);
  }
}

/** Errors as React Router's client expects them in hydration data (its own StaticRouterProvider's format). */
export function serializeErrors(errors: StaticHandlerContext['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [routeId, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) serialized[routeId] = { ...error, __type: 'RouteErrorResponse' };
    // The message only: a stack trace never leaves the server.
    else if (error instanceof Error) serialized[routeId] = { message: 'Unexpected Server Error', __type: 'Error' };
    else serialized[routeId] = error;
  }
  return serialized;
}

export async function buildHydrationData(context: StaticHandlerContext, settler: DeferredSettler): Promise<HydrationData> {
  return {
    loaderData: await settler.settleLoaderData(context.loaderData),
    actionData: context.actionData,
    errors: serializeErrors(context.errors),
  };
}
