// One contract, two providers (Medusa's pattern): the embedded double opt-in newsletter on the shop's database, or
// Mailchimp when MAILCHIMP_API_KEY and MAILCHIMP_LIST_ID are set. The routes talk to this interface only.
import type { StoreCode } from '../../../shared/store-views.js';

/** Mailchimp's member statuses as the GET call answers them (spec 02 §7: "subscribed or not"). */
export type SubscriptionStatus = 'subscribed' | 'pending' | 'unsubscribed';

export interface NewsletterProvider {
  readonly kind: 'embedded' | 'mailchimp';
  /** Only confirmed addresses are 'subscribed'; an address never seen is 'unsubscribed'. */
  status(email: string): Promise<SubscriptionStatus>;
  /** Starts the double opt-in; a no-op when already subscribed (spec 02 §4). */
  subscribe(email: string, store: StoreCode): Promise<void>;
  /** A no-op when not subscribed (spec 02 §4). */
  unsubscribe(email: string): Promise<void>;
  /** The opt-in link's token → 'subscribed' (and the welcome coupon, once per address). */
  confirm(token: string): Promise<SubscriptionStatus>;
  /**
   * The /abmelden page: with the token every newsletter mail carries, unsubscribes at once ('unsubscribed');
   * with the address alone, mails that link to it when it is subscribed, and answers 'OK' either way.
   */
  unsubscribeByLink(email: string, token: string | null, store: StoreCode): Promise<'unsubscribed' | 'OK'>;
}
