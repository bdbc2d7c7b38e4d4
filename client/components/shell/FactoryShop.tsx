import { AppLink } from '../ui/AppLink.js';
import { SHOP } from '../../../shared/brands.js';
import { localizePath } from '../../../shared/store-views.js';
import { useShellData } from '../../shell/shell-data.js';
import { useStoreView, useT } from '../../i18n.js';
import { Icon } from '../ui/Icon.js';
import { ChatLink } from './ChatLink.js';

/** Factory shop address, opening hours (CMS block, sanitised upstream) and ways to reach the shop. */
export function FactoryShop() {
  const t = useT();
  const store = useStoreView();
  const { openingHoursHtml } = useShellData();
  const shop = SHOP.factoryShop;
  return (
    <section className="footer-shop" aria-labelledby="footer-shop-title">
      <h2 id="footer-shop-title" className="footer-heading">
        {t('Factory shop')}
      </h2>
      <address className="footer-shop__address">
        <Icon name="pin" size={20} />
        <span>
          {SHOP.name}
          <br />
          {shop.street}
          <br />
          {shop.postcode} {shop.city}
        </span>
      </address>
      {openingHoursHtml ? (
        <div className="footer-shop__hours">
          <Icon name="clock" size={20} />
          <div className="footer-shop__hours-text" dangerouslySetInnerHTML={{ __html: openingHoursHtml }} />
        </div>
      ) : null}
      <ul className="footer-shop__contact">
        <li>
          <a href={`tel:${shop.phone.replace(/\s+/g, '')}`} className="footer-shop__line">
            <Icon name="phone" size={20} />
            {shop.phone}
          </a>
        </li>
        <li>
          <ChatLink className="footer-shop__line" />
        </li>
        <li>
          <AppLink to={localizePath(store.code, '/store-locator')} className="footer-shop__line">
            <Icon name="store" size={20} />
            {t('Plan your visit')}
          </AppLink>
        </li>
      </ul>
    </section>
  );
}
