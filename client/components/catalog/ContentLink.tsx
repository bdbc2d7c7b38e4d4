import type { ReactNode } from 'react';
import { AppLink } from '../ui/AppLink.js';
import { localizeLink } from '../../../shared/routing/urls.js';
import { useStoreView } from '../../i18n.js';

/** A link from CMS or promoted content: in-shop paths navigate client-side, other sites load normally. */
export function ContentLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const store = useStoreView();
  const target = localizeLink(store.code, href);
  return /^(https?:)?\/\/|^(mailto|tel):/.test(target) ? (
    <a className={className} href={target}>
      {children}
    </a>
  ) : (
    <AppLink className={className} to={target}>
      {children}
    </AppLink>
  );
}
