import type { MouseEvent, ReactNode } from 'react';
import { Link } from '../ui/Link.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView } from '../../i18n.js';
import { useLoadOnIntent } from '../../shell/lazy-panel.js';
import { AUTH_MODAL } from '../../shell/panels.js';
import { useSession } from '../../stores/session-flag.js';
import { openAuthModal } from '../../stores/ui-store.js';

export interface AccountLinkProps {
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * A logged-in customer goes to /my-account; a guest gets the login modal (spec 01 §2). It stays a real link,
 * so without JavaScript the account page (which asks guests to log in) still opens.
 */
export function AccountLink({ className, children, 'aria-label': ariaLabel }: AccountLinkProps) {
  const store = useStoreView();
  const { isLoggedIn } = useSession();
  const loadLogin = useLoadOnIntent(AUTH_MODAL);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isLoggedIn || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    openAuthModal();
  };
  return (
    <Link to={localizePath(store.code, '/my-account')} className={className} aria-label={ariaLabel} onClick={onClick} {...(isLoggedIn ? {} : loadLogin)}>
      {children}
    </Link>
  );
}
