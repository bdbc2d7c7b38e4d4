// The shop's three sister brands (fictional). The main brand runs the shop and its factory shop.
export interface Brand {
  id: number;
  code: 'kranich' | 'vandor' | 'eichwald';
  name: string;
  tagline: string;
  hasFaq: boolean;
  social: { instagram?: string; facebook?: string; pinterest?: string };
}

export const BRANDS: readonly Brand[] = [
  { id: 101, code: 'kranich', name: 'Kranich', tagline: 'Rahmengenäht seit 1921', hasFaq: true, social: { instagram: 'https://instagram.com/kranich.schuhe', facebook: 'https://facebook.com/kranich.schuhe' } },
  { id: 102, code: 'vandor', name: 'Vándor Budapest', tagline: 'Budapester Handwerk', hasFaq: true, social: { instagram: 'https://instagram.com/vandor.budapest' } },
  { id: 103, code: 'eichwald', name: 'Eichwald', tagline: 'Schuhe aus dem Schwarzwald', hasFaq: false, social: {} },
];

export const SHOP = {
  name: 'Kranich Schuhmanufaktur',
  shortName: 'Kranich',
  factoryShop: { street: 'Gerberstraße 12', postcode: '76534', city: 'Baden-Baden', country: 'Deutschland', phone: '+49 7221 123 456' },
  email: 'service@kranich-schuhe.example',
  chatUrl: 'https://wa.me/497221123456',
  themeColor: '#1f2a24',
} as const;
