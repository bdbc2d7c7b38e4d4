// The order confirmation as the commerce hook sends it (issue 12 §9), on SQLite and PostgreSQL: a prepayment order
// carries the bank details; street and house number share a line; the country, the shipping and the payment method
// and every item are named in the mail's language (items as the store view's catalogue names them), in the order
// confirmation and in the withdrawal receipt.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../../server/backend/commerce/services/order-types.js';
import { createCommerceMailHooks } from '../../../server/backend/mail/mail-hooks.js';
import { storeCatalogDocuments } from '../../../server/db/catalog-documents.js';
import { createMailTestApp, DIALECTS, type MailTestApp } from './helpers/mail-test-app.js';

const product = (sku: string, productId: number, parentSku: string | null, name: string) => ({
  sku, product_id: productId, parent_sku: parentSku, type_id: parentSku ? 'simple' : 'configurable', name, price_cents: 24900, special_price_cents: null,
  special_from: null, special_to: null, tax_class_id: 2, is_virtual: 0, status: 1, options: null,
});

const ADDRESS = { firstname: 'Anna', lastname: 'Kranich', street: ['Lichtentaler Allee', '8'], postcode: '76530', city: 'Baden-Baden', country_id: 'DE', email: 'anna@example.com' };

function order(storeCode: string): PlacedOrder {
  return {
    id: 9, incrementId: '100000009', cartId: 'c9', customerId: null, email: 'anna@example.com', status: 'pending', storeCode,
    createdAt: '2026-07-03T07:05:00.000Z', subtotalCents: 24900, discountCents: 0, shippingCents: 0, taxCents: 3976, grandTotalCents: 24900, couponCode: null,
    billingAddress: ADDRESS, shippingAddress: { ...ADDRESS, street: ['Kärntner Straße', '5'], postcode: '1010', city: 'Wien', country_id: 'AT' },
    paymentMethod: { code: 'banktransfer', title: 'Prepayment / bank transfer' },
    shippingMethod: { carrierCode: 'dhl', methodCode: 'gogreen', title: 'Versand mit DHL GoGreen' },
    items: [{ sku: 'KO-OX-BLK-42', name: 'Konrad Oxford – Black – 42', productType: 'simple', qty: 1, priceCents: 24900, rowTotalCents: 24900, productOption: null }],
  };
}

describe.each(DIALECTS)('order confirmation mail on %s', (dialect) => {
  let t: MailTestApp;
  beforeAll(async () => {
    t = await createMailTestApp(dialect);
    await t.db.insertInto('products').values([product('KO-OX', 700, null, 'Konrad Oxford'), product('KO-OX-BLK-42', 701, 'KO-OX', 'Konrad Oxford – Black – 42')]).execute();
    const doc = (name: string, colour: string) => ({ id: 700, sku: 'KO-OX', name, configurable_children: [{ sku: 'KO-OX-BLK-42', name: `${name} – ${colour} – 42` }] });
    await storeCatalogDocuments(t.db, { vue_storefront_catalog_de_product: [doc('Konrad Oxford', 'Schwarz')], vue_storefront_catalog_it_product: [doc('Oxford Konrad', 'Nero')] });
  });
  afterAll(async () => t?.close());

  async function sentFor(storeCode: string) {
    const hooks = createCommerceMailHooks({ mailer: t.mailer, db: t.db, catalogIndex: t.config.catalogIndex });
    await hooks.onOrderPlaced(order(storeCode));
    const subject = { de: 'Ihre Bestellung 100000009', it: 'Il suo ordine 100000009' }[storeCode] ?? 'Your order 100000009';
    return (await t.outbox()).find((m) => m.subject === subject)!;
  }

  it('in German: bank details, one street line, countries and methods in German, the item as the German catalogue names it', async () => {
    const mail = await sentFor('de');
    expect(mail.text).toContain('Verwendungszweck: Bestellung 100000009');
    expect(mail.text).toContain('IBAN: DE32 6625 0030 0000 1234 56');
    expect(mail.text).toContain('Lichtentaler Allee 8\n76530 Baden-Baden\nDeutschland');
    expect(mail.text).toContain('Kärntner Straße 5\n1010 Wien\nÖsterreich');
    expect(mail.text).toContain('Zahlungsart: Vorkasse / Überweisung');
    expect(mail.text).toContain('Versandart: Versand mit DHL GoGreen');
    expect(mail.text).toContain('Konrad Oxford – Schwarz – 42');
    expect(mail.text).not.toContain('Black');
  });

  it('in English: the shipping method and the countries in English, the stored item name', async () => {
    const mail = await sentFor('default');
    expect(mail.text).toContain('Shipping method: Shipping with DHL GoGreen');
    expect(mail.text).toContain('76530 Baden-Baden\nGermany');
    expect(mail.text).toContain('Reference: Order 100000009');
    expect(mail.text).toContain('Konrad Oxford – Black – 42');
    expect(mail.text).not.toContain('Versand mit');
  });

  it('the withdrawal receipt names the items in its language too, for the shopper and for the shop’s (German) mailbox', async () => {
    const hooks = createCommerceMailHooks({ mailer: t.mailer, db: t.db, catalogIndex: t.config.catalogIndex });
    const lines = [{ sku: 'KO-OX-BLK-42', name: 'Konrad Oxford – Black – 42', qty: 1 }];
    await hooks.onWithdrawalReceived({ orderNumber: '100000010', storeCode: 'it', email: 'anna@example.com', name: 'Anna Kranich', receivedAt: '2026-07-03T07:05:00.000Z', reason: null, lines });
    const receipts = (await t.outbox()).filter((m) => m.subject.includes('100000010'));
    expect(receipts.map((m) => m.text.includes('1 × Oxford Konrad – Nero – 42 (KO-OX-BLK-42)')).sort()).toEqual([false, true]);
    expect(receipts.some((m) => m.text.includes('1 × Konrad Oxford – Schwarz – 42 (KO-OX-BLK-42)'))).toBe(true);
  });

  it('in Italian: the item as the Italian catalogue names it', async () => {
    const mail = await sentFor('it');
    expect(mail.text).toContain('Oxford Konrad – Nero – 42');
    expect(mail.text).toContain('Spedizione con DHL GoGreen');
    expect(mail.text).toContain('Germania');
  });
});
