// The page in one piece (renderAtOnce) only when every part renders at once; anything React would leave to the
// browser sends the caller back to streaming, where it can wait or is reported.
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { readPromise } from '../../../client/shell/read-promise.js';
import { renderAtOnce } from '../../../server/edge/ssr/react-stream.js';

const pending = new Promise<string>(() => undefined);

function Waits() {
  return <p>{readPromise(pending)}</p>;
}

function Fails(): never {
  throw new Error('broken');
}

describe('rendering a page in one piece', () => {
  it('gives the HTML when nothing waits or fails', () => {
    expect(renderAtOnce(<main><h1>Oxfords</h1><Suspense fallback={<p>…</p>}><p>ready</p></Suspense></main>)).toBe('<main><h1>Oxfords</h1><!--$--><p>ready</p><!--/$--></main>');
  });

  it('gives null when a part suspends, inside a boundary or outside any', () => {
    expect(renderAtOnce(<Suspense fallback={<p>…</p>}><Waits /></Suspense>)).toBeNull();
    expect(renderAtOnce(<Waits />)).toBeNull();
  });

  it('gives null when a part fails, inside a boundary or outside any', () => {
    expect(renderAtOnce(<Suspense fallback={<p>…</p>}><Fails /></Suspense>)).toBeNull();
    expect(renderAtOnce(<Fails />)).toBeNull();
  });
});
