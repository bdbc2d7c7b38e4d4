// The mails of EU shop law on SQLite and PostgreSQL: the withdrawal receipt (§356a BGB) the commerce hook sends at
// once, with the date and time of receipt in the shop's format and zone (DESIGN §5) and the declared lines, plus
// the shop's copy; and the order confirmation carrying the demo shop's own terms and withdrawal policy (with the
// model withdrawal form and the withdrawal function) in each store view's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoCatalogue } from '../../../server/demo-catalogue/generate.js';
import type { PlacedOrder } from '../../../server/backend/commerce/services/order-types.js';
import { createCommerceMailHooks, withdrawalItemsText } from '../../../server/backend/mail/mail-hooks.js';
import { storeCatalogDocuments } from '../../../server/db/catalog-documents.js';
import { indexName, STORE_CODES } from '../../../shared/store-views.js';
import { createMailTestApp, DIALECTS, SHOP_ADDRESS, type MailTestApp } from './helpers/mail-test-app.js';

const RECEIPT = {
  orderNumber: '100000042',
  storeCode: 'de',
  email: 'greta@example.com',
  name: 'Greta Gast',
  // 23:55 UTC in winter is 00:55 on the next day in Berlin.
  receivedAt: '2026-11-23T23:55:00.000Z',
  reason: 'Zu eng',
  lines: [{ sku: 'KR-1001-BLK-42', name: 'Albert Oxford', qty: 1 }],
};

const ORDER: PlacedOrder = {
  id: 9,
  incrementId: '100000009',
  cartId: 'c9',
  customerId: null,
  email: 'order@example.com',
  status: 'pending',
  storeCode: 'default',
  createdAt: '2026-07-03T07:05:00.000Z',
  subtotalCents: 46900,
  discountCents: 0,
  shippingCents: 0,
  taxCents: 7488,
  grandTotalCents: 46900,
  couponCode: null,
  billingAddress: { firstname: 'Greta', lastname: 'Gast' },
  shippingAddress: null,
  paymentMethod: { code: 'banktransfer', title: 'Prepayment / bank transfer' },
  shippingMethod: null,
  items: [{ sku: 'KR-1001-BLK-42', name: 'Albert Oxford', productType: 'simple', qty: 1, priceCents: 46900, rowTotalCents: 46900, productOption: null }],
};

describe.each(DIALECTS)('EU shop law mails on %s', (dialect) => {
  let t: MailTestApp;
  beforeAll(async () => {
    t = await createMailTestApp(dialect);
    const catalogue = generateDemoCatalogue();
    const docs: Record<string, object[]> = {};
    for (const store of STORE_CODES) docs[indexName(t.config.catalogIndex, store, 'cms_page')] = catalogue[store].cms_page;
    await storeCatalogDocuments(t.db, docs);
  });
  afterAll(async () => t?.close());

  it('sends the withdrawal receipt at once in the order’s language with date and time of receipt and the lines, and a copy to the shop', async () => {
    const hooks = createCommerceMailHooks({ mailer: t.mailer, db: t.db, catalogIndex: t.config.catalogIndex });
    await hooks.onWithdrawalReceived(RECEIPT);
    const mails = await t.outbox();
    const shopper = mails.find((m) => m.to.includes('greta@example.com'))!;
    expect(shopper).toMatchObject({ subject: 'Eingangsbestätigung Ihres Widerrufs – Bestellung 100000042', template: 'withdrawal-confirmation' });
    expect(shopper.text).toContain('Eingegangen am: 00:55 24-11-2026');
    expect(shopper.text).toContain('1 × Albert Oxford (KR-1001-BLK-42)');
    expect(shopper.text).toContain('Zu eng');
    expect(shopper.text).toContain('binnen 14 Tagen');
    const shop = mails.find((m) => m.to.includes(SHOP_ADDRESS))!;
    expect(shop).toMatchObject({ replyTo: 'greta@example.com', template: 'withdrawal-confirmation' });
    expect(shop.text).toContain('Eingegangen am: 00:55 24-11-2026');
  });

  it('lists several declared lines one per line', () => {
    expect(withdrawalItemsText([{ sku: 'A-42', name: 'Derby', qty: 2 }, { sku: 'B', name: 'Belt', qty: 1 }])).toBe('2 × Derby (A-42)\n1 × Belt (B)');
  });

  it.each([
    ['default', 'Terms and conditions', 'Model withdrawal form', 'Withdraw from contract'],
    ['de', 'Allgemeine Geschäftsbedingungen', 'Muster-Widerrufsformular', 'Vertrag widerrufen'],
    ['it', 'Condizioni generali di vendita', 'Modulo di recesso tipo', 'Recedi dal contratto'],
  ])('the order confirmation of store %s carries the demo shop’s terms and withdrawal policy with the model form', async (storeCode, terms, form, button) => {
    const hooks = createCommerceMailHooks({ mailer: t.mailer, db: t.db, catalogIndex: t.config.catalogIndex });
    const email = `order-${storeCode}@example.com`;
    await hooks.onOrderPlaced({ ...ORDER, storeCode, email });
    const mail = (await t.outbox()).find((m) => m.to.includes(email))!;
    expect(mail.template).toBe('order-confirmation');
    expect(mail.text).toContain(terms);
    expect(mail.text).toContain(form);
    expect(mail.text).toContain(button);
    expect(mail.text).toMatch(/30/);
    expect(mail.links).toContain(`https://shop.example${storeCode === 'default' ? '' : `/${storeCode}`}/withdrawal?order=100000009`);
    expect(mail.text).not.toMatch(/<[a-z][^>]*>/i);
  });
});
