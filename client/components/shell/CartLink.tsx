import type { MouseEvent, ReactNode } from 'react';
import { Link } from '../ui/Link.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { useLoadOnIntent } from '../../shell/lazy-panel.js';
import { MINI_CART_PANEL } from '../../shell/panels.js';
import { useCartCount } from '../../stores/cart-count.js';
import { setMicrocart } from '../../stores/ui-store.js';
import { Icon } from '../ui/Icon.js';

export interface CartLinkProps {
  className?: string;
  children?: ReactNode;
}

/**
 * The cart icon with its item count: opens the mini cart; without JavaScript it is a link to the checkout.
 * The count is personal, so it is 0 in server HTML and filled in after hydration (DESIGN §2).
 */
export function CartLink({ className, children }: CartLinkProps) {
  const t = useT();
  const store = useStoreView();
  const count = useCartCount();
  const loadMiniCart = useLoadOnIntent(MINI_CART_PANEL);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setMicrocart(true);
  };
  return (
    <Link
      to={localizePath(store.code, '/checkout')}
      className={className ? `cart-link ${className}` : 'cart-link'}
      aria-label={count === 1 ? t('Cart, 1 item') : t('Cart, {count} items', { count })}
      onClick={onClick}
      {...loadMiniCart}
    >
      <span className="cart-link__icon">
        <Icon name="bag" />
        {/* The badge's number is drawn by CSS (data-count), so the link's visible text stays the word in its
            accessible name (WCAG 2.5.3 label in name); the name itself says the count. */}
        <span className="cart-link__count" data-empty={count === 0 ? 'true' : undefined} data-count={count > 99 ? '99+' : count} aria-hidden="true" />
      </span>
      {children}
    </Link>
  );
}
