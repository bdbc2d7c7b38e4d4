// The footer's link columns (spec 01 §2): the link groups and the static shop pages. Paths are store-local
// (prefixed with the store view when rendered); labels are translation keys.
import type { Brand } from '../../../shared/brands.js';

export interface FooterLink {
  label: string;
  path: string;
  /** "My account": guests get the login modal instead of the page. */
  account?: boolean;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

export function footerColumns(brand: Brand): FooterColumn[] {
  const service: FooterLink[] = [
    { label: 'My account', path: '/my-account', account: true },
    { label: 'Customer service', path: '/customer-service' },
    { label: 'Contact us', path: '/contact' },
    { label: 'Delivery', path: '/delivery' },
    { label: 'Return policy', path: '/returns' },
    { label: 'Size guide', path: '/size-guide' },
  ];
  // FAQ is absent for one brand (spec 01 §2).
  if (brand.hasFaq) service.push({ label: 'FAQ', path: '/i/faq' });
  return [
    { title: 'Service', links: service },
    {
      title: 'The manufactory',
      links: [
        { label: 'About us', path: '/about-us' },
        { label: 'Store locator', path: '/store-locator' },
        { label: 'Shoe knowledge', path: '/schuhwissen' },
        { label: 'Gift vouchers', path: '/geschenkgutscheine' },
        { label: 'Jobs', path: '/jobs' },
      ],
    },
    {
      title: 'Good to know',
      links: [
        { label: 'Shipping & delivery times', path: '/lieferung-und-versand' },
        { label: 'Returns & exchanges', path: '/ruecksendung-und-umtausch' },
        { label: 'Size chart', path: '/groessentabelle' },
        { label: 'Write to us', path: '/kontakt' },
        { label: 'Unsubscribe from newsletter', path: '/abmelden' },
      ],
    },
  ];
}

// The legal line is a module of its own: every layout shows it, the columns load with the footer.
export { LEGAL_LINKS } from './legal-links.js';
