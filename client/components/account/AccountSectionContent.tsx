import type { CustomerProfile } from '../../../shared/account/session-rules.js';
import { useT } from '../../i18n.js';
import { useUser } from '../../session/session.js';
import type { AccountSection } from './account-sections.js';
import { AddressBook } from './AddressBook.js';
import { LoyaltyCardSection } from './LoyaltyCardSection.js';
import { NewsletterSection } from './NewsletterSection.js';
import { OrderDetail } from './OrderDetail.js';
import { OrdersSection } from './OrdersSection.js';
import { ProfileSection } from './ProfileSection.js';
import { ReviewsSection } from './ReviewsSection.js';

export interface AccountSectionContentProps {
  section: AccountSection;
  profile: CustomerProfile;
  orderNumber: string | null;
  basePath: string;
}

/** The chosen section; an order number in the address opens that order's detail. */
export function AccountSectionContent({ section, profile, orderNumber, basePath }: AccountSectionContentProps) {
  const t = useT();
  const history = useUser((s) => s.ordersHistory);
  switch (section) {
    case 'profile':
      return <ProfileSection key={profile.email} profile={profile} />;
    case 'addresses':
      return <AddressBook profile={profile} />;
    case 'orders': {
      const order = orderNumber ? history?.items.find((o) => o.increment_id === orderNumber) : undefined;
      if (orderNumber && order) return <OrderDetail order={order} backTo={`${basePath}?section=orders`} />;
      if (orderNumber) return <p className="account-empty">{t('This order cannot be found in your order history.')}</p>;
      return <OrdersSection history={history} basePath={basePath} />;
    }
    case 'newsletter':
      return <NewsletterSection email={profile.email} />;
    case 'loyalty':
      return <LoyaltyCardSection key={profile.loyalty_card ?? ''} card={profile.loyalty_card} />;
    case 'reviews':
      return <ReviewsSection />;
  }
}
