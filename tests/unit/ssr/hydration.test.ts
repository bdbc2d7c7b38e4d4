// ENV-NOTES: React Router's hydration would send a deferred promise as {}; the server settles and marks deferred
// values and the browser revives them as promises <Await> reads synchronously.
import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { DEFERRED_MARK, reviveDeferred, type HydrationData } from '../../../client/api/hydration-data.js';
import { DeferredSettler, markResolvedDeferred, serializeErrors } from '../../../server/edge/ssr/hydration.js';

const never = new Promise<void>(() => undefined);

describe('deferred values on the server', () => {
  it('marks resolved values, lists of them, and turns failures into null', async () => {
    const settler = new DeferredSettler(never);
    const settled = await settler.settleLoaderData({
      root: { store: 'de' },
      'de/home': { blocks: [Promise.resolve({ headline: 'Neu' }), Promise.reject(new Error('down'))], plain: 1 },
    });
    expect(settled.root).toEqual({ store: 'de' });
    expect(settled['de/home']).toEqual({
      blocks: [
        { [DEFERRED_MARK]: 'resolved', value: { headline: 'Neu' } },
        { [DEFERRED_MARK]: 'resolved', value: null },
      ],
      plain: 1,
    });
    expect(settler.timedOut).toBe(false);
  });

  it('gives up at the deadline with null and says so', async () => {
    const settler = new DeferredSettler(Promise.resolve());
    const settled = await settler.settleLoaderData({ page: { similar: new Promise(() => undefined) } });
    expect(settled.page).toEqual({ similar: { [DEFERRED_MARK]: 'resolved', value: null } });
    expect(settler.timedOut).toBe(true);
  });

  it('marks the deferred values that resolve at once, so that React renders them in place; others stay as they are', async () => {
    const cached = Promise.resolve({ headline: 'Neu' }).then((block) => block);
    const slow = new Promise(() => undefined);
    const failed = Promise.reject(new Error('down'));
    failed.catch(() => undefined);
    const listed = Promise.resolve(3);
    type Tracked = Promise<unknown> & { _tracked?: boolean; _data?: unknown; status?: string; value?: unknown };
    await markResolvedDeferred({ root: { store: 'de' }, 'de/home': { similar: cached, slow, failed, blocks: [listed, 'plain'] } });
    expect(cached as Tracked).toMatchObject({ _tracked: true, _data: { headline: 'Neu' }, status: 'fulfilled', value: { headline: 'Neu' } });
    expect((listed as Tracked)._data).toBe(3);
    expect('_tracked' in slow).toBe(false);
    expect('_tracked' in failed).toBe(false);
  });

  it('serialises route errors as React Router expects them, without stack traces', () => {
    const serialized = serializeErrors({ a: new Error('secret detail'), b: new ErrorResponseImpl(404, 'Not Found', 'Category query returned empty result slug = x') });
    expect(serialized?.a).toEqual({ message: 'Unexpected Server Error', __type: 'Error' });
    expect(serialized?.b).toMatchObject({ status: 404, statusText: 'Not Found', data: 'Category query returned empty result slug = x', __type: 'RouteErrorResponse' });
    expect(serializeErrors(null)).toBeNull();
  });
});

describe('deferred values in the browser', () => {
  it('revives marks into settled, tracked promises', async () => {
    const hydration: HydrationData = {
      loaderData: {
        page: {
          similar: { [DEFERRED_MARK]: 'resolved', value: ['a'] },
          blocks: [{ [DEFERRED_MARK]: 'resolved', value: 1 }, { [DEFERRED_MARK]: 'rejected', message: 'gone' }],
          name: 'x',
        },
      },
      actionData: null,
      errors: null,
    };
    reviveDeferred(hydration);
    const page = hydration.loaderData.page as { similar: Promise<string[]> & { _data: unknown; _tracked: boolean }; blocks: Promise<unknown>[]; name: string };
    expect(page.name).toBe('x');
    expect(page.similar._tracked).toBe(true);
    expect(page.similar._data).toEqual(['a']);
    await expect(page.similar).resolves.toEqual(['a']);
    await expect(page.blocks[0]).resolves.toBe(1);
    await expect(page.blocks[1]).rejects.toThrow('gone');
  });
});
