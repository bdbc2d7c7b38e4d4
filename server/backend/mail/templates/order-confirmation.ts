// Order confirmation (spec 02 §4 Orders): number, date, lines, totals, addresses, methods, for prepayment the bank
// details checkout promises "with your order confirmation", and the terms and the withdrawal policy as German law
// requires them in the confirmation. Everything in the mail's language: method names come from
// shared/commerce/method-names.ts, the bank transfer's wording is the checkout's own (shared/i18n/checkout.ts),
// countries are named, street and house number share a line.
// The data is the commerce backend's PlacedOrder (its onOrderPlaced hook); the legal texts are parameters, taken from
// the CMS pages 'agb' and 'widerruf'.
import { PREPAYMENT_ACCOUNT, PREPAYMENT_RESERVATION_DAYS, isPrepayment } from '../../../../shared/checkout/prepayment.js';
import { paymentMethodName, shippingMethodName } from '../../../../shared/commerce/method-names.js';
import { postalAddressLines } from '../../../../shared/commerce/postal-address.js';
import { formatDateTime } from '../../../../shared/dates.js';
import { checkoutTexts } from '../../../../shared/i18n/checkout.js';
import { createTranslator, type Translate } from '../../../../shared/i18n/translate.js';
import { formatPrice } from '../../../../shared/money.js';
import { getStoreView, localizePath, type StoreCode } from '../../../../shared/store-views.js';
import type { Block } from './blocks.js';
import { htmlToText, type LegalText, type LegalTexts } from './legal-text.js';
import type { MailTexts } from './texts.js';

export interface OrderMailItem {
  sku: string;
  name: string;
  qty: number;
  priceCents: number;
  rowTotalCents: number;
}

/** The fields of the commerce backend's PlacedOrder that the mail shows (PlacedOrder satisfies it). */
export interface OrderMailOrder {
  incrementId: string;
  /** ISO-8601. */
  createdAt: string;
  email: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  grandTotalCents: number;
  couponCode: string | null;
  billingAddress: Record<string, unknown>;
  shippingAddress: Record<string, unknown> | null;
  paymentMethod: { code: string; title: string };
  shippingMethod: { carrierCode: string; methodCode: string; title: string } | null;
  items: readonly OrderMailItem[];
}

export interface OrderConfirmationData {
  order: OrderMailOrder;
  legal: LegalTexts;
}

const str = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** Name, company, street and house number, postcode and city, the country's name in the mail's language. */
export function formatAddress(address: Record<string, unknown>, locale: string): string {
  return postalAddressLines(address, locale).join('\n');
}

function customerName(order: OrderMailOrder): string | null {
  const name = [str(order.billingAddress.firstname), str(order.billingAddress.lastname)].filter(Boolean).join(' ');
  return name || null;
}

function totalsRows(order: OrderMailOrder, t: MailTexts['order']): [string, string][] {
  const rows: [string, string][] = [[t.subtotal, formatPrice(order.subtotalCents)]];
  if (order.discountCents !== 0) rows.push([t.discount(order.couponCode), formatPrice(-Math.abs(order.discountCents))]);
  rows.push([t.shipping, formatPrice(order.shippingCents)], [t.grandTotal, formatPrice(order.grandTotalCents)], [t.taxIncluded, formatPrice(order.taxCents)]);
  return rows;
}

function legalBlocks(text: LegalText | null, fallbackTitle: string, url: string, t: MailTexts['order']): Block[] {
  if (!text) return [{ kind: 'paragraph', text: t.legalMissing(fallbackTitle, url) }];
  return [
    { kind: 'heading', text: text.title || fallbackTitle },
    { kind: 'lines', text: htmlToText(text.html) },
  ];
}

/** The shop's account and the order number as reference, worded as the thank-you page words them. */
function bankTransferBlocks(order: OrderMailOrder, checkout: Translate): Block[] {
  const amount = formatPrice(order.grandTotalCents);
  return [
    { kind: 'heading', text: checkout('Your bank transfer') },
    { kind: 'paragraph', text: checkout('Please transfer {amount} within {days} days to the account below; we reserve your goods until then.', { amount, days: PREPAYMENT_RESERVATION_DAYS }) },
    {
      kind: 'pairs',
      rows: [
        [checkout('Account holder'), PREPAYMENT_ACCOUNT.holder],
        [checkout('Bank'), PREPAYMENT_ACCOUNT.bank],
        ['IBAN', PREPAYMENT_ACCOUNT.iban],
        ['BIC', PREPAYMENT_ACCOUNT.bic],
        [checkout('Reference'), checkout('Order {number}', { number: order.incrementId })],
      ],
    },
  ];
}

function addressBlocks(order: OrderMailOrder, t: MailTexts['order'], locale: string): Block[] {
  const blocks: Block[] = [
    { kind: 'heading', text: t.billingAddress },
    { kind: 'lines', text: formatAddress(order.billingAddress, locale) },
  ];
  const vatId = str(order.billingAddress.vat_id);
  if (vatId) blocks.push({ kind: 'pairs', rows: [[t.vatId, vatId]] });
  if (order.shippingAddress) blocks.push({ kind: 'heading', text: t.shippingAddress }, { kind: 'lines', text: formatAddress(order.shippingAddress, locale) });
  return blocks;
}

/** Method names come from the one translated source by code, so the mail names them as the checkout did. */
function methodRows(order: OrderMailOrder, t: MailTexts['order'], language: string): [string, string][] {
  const rows: [string, string][] = [[t.paymentMethod, paymentMethodName(order.paymentMethod.code, language)]];
  if (order.shippingMethod) rows.push([t.shippingMethod, shippingMethodName(order.shippingMethod.carrierCode, order.shippingMethod.methodCode, language)]);
  return rows;
}

export function orderConfirmationBlocks(data: OrderConfirmationData, texts: MailTexts, store: StoreCode, publicUrl: string): Block[] {
  const { order } = data;
  const t = texts.order;
  const view = getStoreView(store);
  const checkout = createTranslator(checkoutTexts, view.language);
  return [
    { kind: 'paragraph', text: texts.greeting(customerName(order)) },
    { kind: 'paragraph', text: t.intro(order.incrementId) },
    { kind: 'pairs', rows: [[t.orderNumber, order.incrementId], [t.orderDate, formatDateTime(order.createdAt)]] },
    {
      kind: 'table',
      head: [t.item, t.sku, t.qty, t.unitPrice, t.rowTotal],
      rows: order.items.map((i) => [i.name, i.sku, String(i.qty), formatPrice(i.priceCents), formatPrice(i.rowTotalCents)]),
      numericFrom: 2,
    },
    { kind: 'pairs', rows: totalsRows(order, t) },
    ...addressBlocks(order, t, view.locale),
    { kind: 'pairs', rows: methodRows(order, t, view.language) },
    ...(isPrepayment(order.paymentMethod.code) ? bankTransferBlocks(order, checkout) : []),
    // §356a BGB: the withdrawal button is reachable from each order, the confirmation included.
    { kind: 'paragraph', text: t.withdrawOnline },
    { kind: 'action', label: t.withdrawAction, url: `${publicUrl}${localizePath(store, '/withdrawal')}?order=${encodeURIComponent(order.incrementId)}` },
    { kind: 'lines', text: texts.signOff },
    { kind: 'paragraph', text: t.legalIntro },
    ...legalBlocks(data.legal.terms, t.termsTitle, `${publicUrl}${localizePath(store, '/agb')}`, t),
    ...legalBlocks(data.legal.withdrawal, t.withdrawalTitle, `${publicUrl}${localizePath(store, '/widerruf')}`, t),
  ];
}
