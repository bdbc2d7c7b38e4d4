// An empty cart at the checkout: a friendly word and the way back to the shoes.
import { Link } from '../ui/Link.js';
import { localizePath } from '../../../shared/store-views.js';
import { useStoreView, useT } from '../../i18n.js';
import { buttonClass } from '../ui/Button.js';
import { Icon } from '../ui/Icon.js';

export function EmptyCheckout() {
  const t = useT();
  const store = useStoreView();
  return (
    <section className="checkout-empty" aria-labelledby="checkout-empty-title">
      <span className="checkout-empty__icon" aria-hidden="true">
        <Icon name="bag" size={36} />
      </span>
      <h1 id="checkout-empty-title" className="page-heading">
        {t('Your shopping cart is empty')}
      </h1>
      <p>{t('Find your next pair of handmade shoes and come back here to order.')}</p>
      <Link className={buttonClass('primary', 'lg')} to={localizePath(store.code, '/')}>
        {t('Back to the home page')}
      </Link>
    </section>
  );
}
