// Deferred regions (client/shell/deferred-region.tsx) on the server: the region's code is loaded with its module and
// the page waits for it, so the region is in the HTML in place (never streamed after the shell, which would need
// JavaScript to show); and React's ids while hydrating are told apart from ids of a browser render by their form.
import { renderToString } from 'react-dom/server';
import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { deferredRegion, deferredRegionsLoaded, isHydratingId } from '../../../client/shell/deferred-region.js';

function Reviews({ count }: { count: number }) {
  return <section className="product-reviews">{count} reviews</section>;
}

describe('deferred region on the server', () => {
  it('renders its component in place once deferredRegionsLoaded has settled', async () => {
    let loads = 0;
    const Region = deferredRegion({
      selector: 'section.product-reviews',
      load: async () => {
        loads += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return Reviews;
      },
    });
    // Before its code is there it would suspend: the page handler waits first.
    expect(deferredRegionsLoaded()).not.toBeNull();
    await deferredRegionsLoaded();
    expect(deferredRegionsLoaded()).toBeNull();
    const html = renderToString(<Region count={3} />);
    expect(html).toBe('<!--$--><section class="product-reviews">3<!-- --> reviews</section><!--/$-->');
    expect(loads).toBe(1);
  });
});

describe('isHydratingId', () => {
  it("knows the server's (and so hydration's) ids from those of a browser render", () => {
    let id = '';
    function Probe() {
      id = useId();
      return null;
    }
    renderToString(<Probe />);
    expect(isHydratingId(id)).toBe(true);
    expect(isHydratingId(':r3:')).toBe(false);
  });
});
