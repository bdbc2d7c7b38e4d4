// The shop's <Link>: React Router's in the browser; on the server, for the usual plain absolute path, the very same
// <a> written directly. React Router's Link resolves its target through the route matches on every render (two
// JSON round trips of the matched paths, resolveTo, a click handler built with useNavigate): on a category page of
// 186 links that was about a fifth of the server's render time (bench/README.md, issue #15). On the server none of
// that can change the answer for a path like '/men?color=5': the href is the path itself. The browser hydrates the
// same markup with React Router's Link, which attaches the click handling.
import { Link as RouterLink, type LinkProps } from 'react-router';

const ON_SERVER = typeof window === 'undefined';

/**
 * A path React Router would write back unchanged (basename '/'): absolute, not protocol-relative, without '.',
 * '..' or empty segments inside, backslashes, and without a bare '?' or '#' (which it drops).
 */
export function isPlainPath(to: unknown): to is string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.includes('\\')) return false;
  const hashAt = to.indexOf('#');
  const beforeHash = hashAt === -1 ? to : to.slice(0, hashAt);
  if (hashAt !== -1 && hashAt === to.length - 1) return false;
  const searchAt = beforeHash.indexOf('?');
  if (searchAt !== -1 && searchAt === beforeHash.length - 1) return false;
  const pathname = searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt);
  return pathname.split('/').every((segment, index, all) => (segment !== '' || index === 0 || index === all.length - 1) && segment !== '.' && segment !== '..');
}

export function Link(props: LinkProps) {
  if (!ON_SERVER || !isPlainPath(props.to) || (props.prefetch !== undefined && props.prefetch !== 'none') || props.mask !== undefined) return <RouterLink {...props} />;
  // What React Router's Link does not pass on to the <a>; the attributes follow in its order (its rest, href,
  // target, data-discover) so the markup is byte for byte the same.
  const {
    to,
    target,
    discover = 'render',
    onClick: _onClick,
    prefetch: _prefetch,
    relative: _relative,
    reloadDocument: _reloadDocument,
    replace: _replace,
    mask: _mask,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...rest
  } = props;
  return <a {...rest} href={to} target={target} data-discover={discover === 'render' ? 'true' : undefined} />;
}
