// The mail texts, one dictionary per language (texts-en/de/it.ts). Functions take the values they interpolate;
// the renderers escape them. German is the fallback language (DESIGN §5), so every dictionary is complete.
import type { Language, StoreCode } from '../../../../shared/store-views.js';
import { getStoreView } from '../../../../shared/store-views.js';
import { MAIL_TEXTS_DE } from './texts-de.js';
import { MAIL_TEXTS_EN } from './texts-en.js';
import { MAIL_TEXTS_IT } from './texts-it.js';

export interface MailTexts {
  greeting: (name: string | null) => string;
  signOff: string;
  footer: (shop: { name: string; address: string; email: string; phone: string }) => string;
  order: {
    subject: (orderNumber: string) => string;
    intro: (orderNumber: string) => string;
    orderNumber: string;
    orderDate: string;
    item: string;
    sku: string;
    qty: string;
    unitPrice: string;
    rowTotal: string;
    subtotal: string;
    discount: (couponCode: string | null) => string;
    shipping: string;
    taxIncluded: string;
    grandTotal: string;
    billingAddress: string;
    /** The label of the billing address's VAT ID. */
    vatId: string;
    shippingAddress: string;
    paymentMethod: string;
    shippingMethod: string;
    legalIntro: string;
    legalMissing: (title: string, url: string) => string;
    termsTitle: string;
    withdrawalTitle: string;
    /** The withdrawal button (§356a BGB) for this order: the text before it and its label. */
    withdrawOnline: string;
    withdrawAction: string;
  };
  passwordReset: { subject: string; intro: (email: string) => string; action: string; validity: string; ignore: string };
  newsletterConfirmation: { subject: string; intro: string; action: string; validity: string; ignore: string };
  /** To the OLD address after an e-mail change (issue #13 item 3). */
  emailChanged: { subject: string; intro: (oldEmail: string, newEmail: string) => string; action: string; validity: string; ignore: string };
  /** To an account's address when someone signs up with it again (issue #13 item 6). */
  loginLimit: { subject: string; intro: string; reset: string; action: string };
  signUpExisting: { subject: string; intro: (email: string) => string; login: string; reset: string; ignore: string };
  newsletterWelcome: { subject: string; intro: string; coupon: (percent: number) => string; howTo: string; unsubscribe: string };
  newsletterUnsubscribe: { subject: string; intro: string; action: string; ignore: string };
  contactCopy: { subject: (subject: string) => string; intro: string; subjectLabel: string; messageLabel: string; notYou: string };
  contactToShop: { subject: (subject: string) => string; intro: (email: string) => string };
  /** What happened to an order after it was placed (order-update-mail.ts). */
  orderUpdate: {
    cancelledSubject: (orderNumber: string) => string;
    expired: (orderNumber: string, dueDate: string) => string;
    cancelled: (orderNumber: string) => string;
    cancelledReason: string;
    cancelledPaid: string;
    shippedSubject: (orderNumber: string) => string;
    shipped: (orderNumber: string, carrier: string) => string;
    trackingNumber: string;
    trackingAction: string;
    withdrawalUntil: (date: string) => string;
    refundedSubject: (orderNumber: string) => string;
    refunded: (orderNumber: string, amount: string) => string;
  };
  withdrawal: {
    subject: (orderNumber: string) => string;
    intro: string;
    receivedAt: string;
    orderNumber: string;
    name: string;
    email: string;
    items: string;
    message: string;
    next: string;
  };
}

const BY_LANGUAGE: Record<Language, MailTexts> = { en: MAIL_TEXTS_EN, de: MAIL_TEXTS_DE, it: MAIL_TEXTS_IT };

export function mailTexts(store: StoreCode): MailTexts {
  return BY_LANGUAGE[getStoreView(store).language];
}
