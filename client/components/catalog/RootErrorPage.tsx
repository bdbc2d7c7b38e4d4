import { SHOP } from '../../../shared/brands.js';
import { RouteErrorContent } from './RouteError.js';

/** Shown when even the shell could not load: the shop's name and the error, without menu or footer. */
export function RootErrorPage() {
  return (
    <div className="root-error">
      <p className="root-error__brand">{SHOP.name}</p>
      <main id="main">
        <RouteErrorContent />
      </main>
    </div>
  );
}
