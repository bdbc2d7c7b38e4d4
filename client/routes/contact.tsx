// Contact page (spec 01 §2 '/contact', alias '/kontakt'): the contact form beside the shop's address, phone and
// e-mail. The form sends through the mail service (client/components/contact/ContactForm.tsx).
import { SHOP } from '../../shared/brands.js';
import { RouteErrorContent } from '../components/catalog/RouteError.js';
import { ContactForm } from '../components/contact/ContactForm.js';
import { Icon } from '../components/ui/Icon.js';
import { useT } from '../i18n.js';
import type { ScreenMetaFunction } from '../routes.js';

export const meta: ScreenMetaFunction<never> = ({ t }) => ({ title: t('Contact us'), description: t('Questions about sizes, orders or shoe care? Write to {email} or call us on {phone}.', { email: SHOP.email, phone: SHOP.factoryShop.phone }) });

export function Component() {
  const t = useT();
  const { factoryShop } = SHOP;
  return (
    <div className="screen screen--contact">
      <header className="contact-page__header">
        <p className="eyebrow">{t('Customer service')}</p>
        <h1 className="page-heading">{t('Contact us')}</h1>
        <p className="consent-page__lead">{t('Questions about sizes, orders or shoe care? Write to {email} or call us on {phone}.', { email: SHOP.email, phone: factoryShop.phone })}</p>
      </header>
      <div className="contact-page__layout">
        <section className="consent-page__card contact-page__form" aria-label={t('Contact form')}>
          <ContactForm />
        </section>
        <aside className="contact-page__aside" aria-label={t('Other ways to reach us')}>
          <ul className="contact-page__ways">
            <li>
              <Icon name="mail" size={22} />
              <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a>
            </li>
            <li>
              <Icon name="phone" size={22} />
              <a href={`tel:${factoryShop.phone.replace(/\s/g, '')}`}>{factoryShop.phone}</a>
            </li>
            <li>
              <Icon name="pin" size={22} />
              <address>
                {SHOP.name}
                <br />
                {factoryShop.street}
                <br />
                {factoryShop.postcode} {factoryShop.city}
              </address>
            </li>
          </ul>
          <p className="contact-page__note">{t('Please give your order number if your question is about an order: we can then help you faster.')}</p>
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorContent />;
}
