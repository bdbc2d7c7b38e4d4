import type { ReactNode } from 'react';
import { isPlainPath, Link } from './Link.js';

export interface AppLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
}

/**
 * An in-shop link with no active state and no click handling of its own (logo, breadcrumbs, banners, the factory
 * shop links): for a plain absolute path, an anchor that the document's listener navigates in the app
 * (client/shell/spa-links.ts), so hydration runs no react-router <Link> (about twenty hooks) for it. Other targets
 * (relative ones) still go through <Link>, which resolves them.
 */
export function AppLink({ to, className, children }: AppLinkProps) {
  if (!isPlainPath(to)) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={to} data-spa-link="">
      {children}
    </a>
  );
}
