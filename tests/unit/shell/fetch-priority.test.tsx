import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPriority } from '../../../client/components/ui/fetch-priority.js';

describe('fetchPriority', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes the attribute the browser reads, without the unknown-prop warning of React 18', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToStaticMarkup(
      <>
        <img src="/a.jpg" alt="" {...fetchPriority(true)} />
        <img src="/b.jpg" alt="" {...fetchPriority(false)} />
      </>,
    );
    expect(html).toContain('src="/a.jpg" alt="" fetchpriority="high"');
    expect(html).toContain('src="/b.jpg" alt="" fetchpriority="auto"');
    expect(errors).not.toHaveBeenCalled();
  });
});
