// Order confirmation (spec 02 §4 Orders): number, date, lines, totals, addresses, methods, and the terms and the
// withdrawal policy as German law requires them in the confirmation. The data is the commerce backend's
// PlacedOrder (its onOrderPlaced hook); the legal texts are parameters, taken from the CMS pages 'agb' and 'widerruf'.
import { formatDateTime } from '../../../../shared/dates.js';
import { formatPrice } from '../../../../shared/money.js';
import { localizePath, type StoreCode } from '../../../../shared/store-views.js';
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
  shippingMethod: { title: string } | null;
  items: readonly OrderMailItem[];
}

export interface OrderConfirmationData {
  order: OrderMailOrder;
  legal: LegalTexts;
}

const str = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** Name, company, street lines, postcode and city, country: one per line, empty parts left out. */
export function formatAddress(address: Record<string, unknown>): string {
  const street = Array.isArray(address.street) ? address.street.map(str) : [str(address.street)];
  const lines = [
    [str(address.firstname), str(address.lastname)].filter(Boolean).join(' '),
    str(address.company),
    ...street,
    [str(address.postcode), str(address.city)].filter(Boolean).join(' '),
    str(address.country_id ?? address.countryId),
  ];
  return lines.filter(Boolean).join('\n');
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

export function orderConfirmationBlocks(data: OrderConfirmationData, texts: MailTexts, store: StoreCode, publicUrl: string): Block[] {
  const { order } = data;
  const t = texts.order;
  const addresses: Block[] = [
    { kind: 'heading', text: t.billingAddress },
    { kind: 'lines', text: formatAddress(order.billingAddress) },
  ];
  if (order.shippingAddress) addresses.push({ kind: 'heading', text: t.shippingAddress }, { kind: 'lines', text: formatAddress(order.shippingAddress) });
  const methods: [string, string][] = [[t.paymentMethod, order.paymentMethod.title || order.paymentMethod.code]];
  if (order.shippingMethod) methods.push([t.shippingMethod, order.shippingMethod.title]);
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
    ...addresses,
    { kind: 'pairs', rows: methods },
    // §356a BGB: the withdrawal button is reachable from each order, the confirmation included.
    { kind: 'paragraph', text: t.withdrawOnline },
    { kind: 'action', label: t.withdrawAction, url: `${publicUrl}${localizePath(store, '/withdrawal')}?order=${encodeURIComponent(order.incrementId)}` },
    { kind: 'lines', text: texts.signOff },
    { kind: 'paragraph', text: t.legalIntro },
    ...legalBlocks(data.legal.terms, t.termsTitle, `${publicUrl}${localizePath(store, '/agb')}`, t),
    ...legalBlocks(data.legal.withdrawal, t.withdrawalTitle, `${publicUrl}${localizePath(store, '/widerruf')}`, t),
  ];
}
