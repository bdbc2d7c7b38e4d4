import { SHOP } from '../../../shared/brands.js';
import { useT } from '../../i18n.js';
import { LegalLinks } from './LegalLinks.js';

/** The checkout's small footer: legal links and how to reach customer service. */
export function MinimalFooter() {
  const t = useT();
  const phone = SHOP.factoryShop.phone;
  return (
    <footer className="minimal-footer">
      <div className="container minimal-footer__inner">
        <p>
          {t('Questions about your order?')} <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a> · <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>
        </p>
        <LegalLinks />
      </div>
    </footer>
  );
}
