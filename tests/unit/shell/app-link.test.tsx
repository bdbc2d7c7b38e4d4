// In-shop links without an active state are plain anchors the document listener follows; targets that need
// resolving still go through react-router's <Link>.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink } from '../../../client/components/ui/AppLink.js';

const render = (to: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/c/men']}>
      <AppLink to={to} className="logo">
        Home
      </AppLink>
    </MemoryRouter>,
  );

describe('AppLink', () => {
  it('writes a plain absolute path as an anchor marked for the app to follow', () => {
    expect(render('/de/store-locator?x=1#map')).toBe('<a class="logo" href="/de/store-locator?x=1#map" data-spa-link="">Home</a>');
  });

  it('leaves a relative target to react-router, which resolves it against the route', () => {
    expect(render('../sale')).toBe('<a class="logo" href="/sale" data-discover="true">Home</a>');
  });
});
