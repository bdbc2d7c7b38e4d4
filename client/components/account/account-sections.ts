// The sections of /my-account, chosen by ?section= so that each has its own address (and the browser's back works).

export const ACCOUNT_SECTIONS = ['profile', 'addresses', 'orders', 'newsletter', 'loyalty', 'reviews'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export const SECTION_TITLES: Record<AccountSection, string> = {
  profile: 'My profile',
  addresses: 'Shipping addresses',
  orders: 'My orders',
  newsletter: 'Newsletter',
  loyalty: 'Loyalty card',
  reviews: 'My product reviews',
};

export function sectionFrom(value: string | null): AccountSection {
  return (ACCOUNT_SECTIONS as readonly string[]).includes(value ?? '') ? (value as AccountSection) : 'profile';
}
