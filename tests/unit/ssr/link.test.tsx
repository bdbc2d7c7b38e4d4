// The shop's <Link> writes on the server exactly the markup React Router's Link writes (so hydration finds what it
// expects), for every kind of target, inside nested routes as the pages have them.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, Link as RouterLink, Outlet, StaticRouterProvider, type LinkProps } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isPlainPath, Link } from '../../../client/components/ui/Link.js';

async function renderAt(url: string, element: React.ReactNode): Promise<string> {
  const routes = [{ path: '/', element: <Outlet />, children: [{ path: 'de/*', element }, { path: '*', element }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://shop.test${url}`));
  if (context instanceof Response) throw new Error('unexpected response');
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

const TARGETS = ['/', '/men', '/men/', '/de/herren?color=5&size=42', '/p/VB-2007-DBR/lanchid/VB-2007-DBR#reviews', '/men?', '/men#', '/a/../b', '/a/./b', '//evil.example/x', '/a//b', 'relative', '../up', 'https://example.com/x', '?page=2', ''];
const PROPS: Partial<LinkProps>[] = [
  {},
  { className: 'product-card__link', rel: 'nofollow', preventScrollReset: true, replace: true },
  { target: '_blank', 'aria-label': 'Go', state: { from: 'x' }, reloadDocument: true },
  { discover: 'none', viewTransition: true, relative: 'path' },
  { prefetch: 'intent' },
];

describe('Link on the server', () => {
  it.each(['/de/herren/schuhe', '/men/shoes/'])('writes what React Router writes, at %s', async (at) => {
    for (const to of TARGETS) {
      for (const props of PROPS) {
        const ours = await renderAt(at, <Link to={to} {...props}>text</Link>);
        const theirs = await renderAt(at, <RouterLink to={to} {...props}>text</RouterLink>);
        expect(ours, `to=${to} ${JSON.stringify(props)}`).toBe(theirs);
      }
    }
  });

  it('takes its own path only for targets React Router writes back unchanged', () => {
    expect(TARGETS.filter(isPlainPath)).toEqual(['/', '/men', '/men/', '/de/herren?color=5&size=42', '/p/VB-2007-DBR/lanchid/VB-2007-DBR#reviews']);
  });
});
