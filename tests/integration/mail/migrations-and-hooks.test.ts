// The mail and newsletter migrations registered in a Kysely Migrator beside the database owner's first migration
// (the way the report asks them to be registered), up and down, on SQLite and PostgreSQL; and the commerce hooks
// that send the order confirmation (with the CMS terms and withdrawal policy) and the reset link.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommerceHooks } from '../../../server/backend/commerce/context.js';
import type { PlacedOrder } from '../../../server/backend/commerce/services/order-types.js';
import { createCommerceMailHooks, loadLegalTexts } from '../../../server/backend/mail/mail-hooks.js';
import { MAIL_MIGRATIONS } from '../../../server/backend/mail/migrations/mail-tables.js';
import { NEWSLETTER_MIGRATIONS } from '../../../server/backend/newsletter/migrations/newsletter-tables.js';
import { storeCatalogDocuments } from '../../../server/db/catalog-documents.js';
import { closeDatabase, openDatabase } from '../../../server/db/database.js';
import * as initial from '../../../server/db/migrations/001-initial.js';
import { createMailTestApp, DIALECTS, type MailTestApp } from './helpers/mail-test-app.js';

describe('migrations registered beside the first one', () => {
  it('run up and down in a Migrator on SQLite', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-migrate-'));
    const db = await openDatabase({ dataDir, databaseUrl: null });
    const migrations: Record<string, Migration> = { '001-initial': initial, ...MAIL_MIGRATIONS, ...NEWSLETTER_MIGRATIONS };
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    try {
      const up = await migrator.migrateToLatest();
      expect(up.error).toBeUndefined();
      expect(up.results?.map((r) => r.migrationName)).toEqual(['001-initial', '100-mail-tables', '110-newsletter-tables']);
      const tables = (await db.introspection.getTables()).map((t) => t.name);
      expect(tables).toEqual(expect.arrayContaining(['mail_tokens', 'mail_recipient_log', 'newsletter_subscribers', 'coupons']));
      for (let i = 0; i < 2; i++) expect((await migrator.migrateDown()).error).toBeUndefined();
      const left = (await db.introspection.getTables()).map((t) => t.name);
      expect(left).not.toContain('mail_tokens');
      expect(left).not.toContain('newsletter_subscribers');
      expect(left).toContain('coupons');
    } finally {
      await closeDatabase(db);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

const ORDER: PlacedOrder = {
  id: 7,
  incrementId: '100000007',
  cartId: 'c1',
  customerId: null,
  email: 'anna@example.com',
  status: 'pending',
  storeCode: 'it',
  createdAt: '2026-07-03T07:05:00.000Z',
  subtotalCents: 29980,
  discountCents: 0,
  shippingCents: 0,
  taxCents: 4787,
  grandTotalCents: 29980,
  couponCode: null,
  billingAddress: { firstname: 'Anna', lastname: 'Rossi', street: ['Via Roma 1'], postcode: '00100', city: 'Roma', country_id: 'IT' },
  shippingAddress: null,
  paymentMethod: { code: 'banktransfer', title: 'Bonifico anticipato' },
  shippingMethod: { carrierCode: 'dhl', methodCode: 'gogreen', title: 'Versand mit DHL GoGreen' },
  items: [{ sku: 'KR-1', name: 'Derby', productType: 'simple', qty: 2, priceCents: 14990, rowTotalCents: 29980, productOption: null }],
};

const page = (id: number, identifier: string, title: string, content: string, storeId: number) => ({ id, identifier, title, content, active: true, store_id: storeId });

describe.each(DIALECTS)('commerce mail hooks on %s', (dialect) => {
  let t: MailTestApp;
  beforeAll(async () => {
    t = await createMailTestApp(dialect);
    await storeCatalogDocuments(t.db, {
      vue_storefront_catalog_de_cms_page: [page(1, 'agb', 'AGB', '<p>Deutsche AGB &amp; mehr</p>', 3), page(2, 'widerruf', 'Widerrufsbelehrung', '<p>30 Tage Widerrufsrecht</p>', 3)],
      vue_storefront_catalog_it_cms_page: [page(3, 'agb', 'Condizioni generali', '<p>Condizioni in italiano</p>', 4)],
    });
  });
  afterAll(async () => t?.close());

  it('loads the store view’s legal pages, falling back to the German ones', async () => {
    const legal = await loadLegalTexts(t.db, t.config.catalogIndex, 'it');
    expect(legal.terms).toEqual({ title: 'Condizioni generali', html: '<p>Condizioni in italiano</p>' });
    expect(legal.withdrawal).toEqual({ title: 'Widerrufsbelehrung', html: '<p>30 Tage Widerrufsrecht</p>' });
    expect(await loadLegalTexts(t.db, 'other_prefix', 'main')).toEqual({ terms: null, withdrawal: null });
  });

  it('onOrderPlaced mails the confirmation in the order’s store language with the legal texts', async () => {
    const hooks: CommerceHooks = createCommerceMailHooks({ mailer: t.mailer, db: t.db, catalogIndex: t.config.catalogIndex });
    await hooks.onOrderPlaced!(ORDER);
    const [mail] = await t.outbox();
    expect(mail).toMatchObject({ to: ['anna@example.com'], subject: 'Il suo ordine 100000007', template: 'order-confirmation' });
    expect(mail.text).toContain('Derby | Cod. art.: KR-1 | Quantità: 2 | Prezzo: €149,90 | Totale: €299,80');
    expect(mail.text).toContain('Condizioni in italiano');
    expect(mail.text).toContain('30 Tage Widerrufsrecht');
  });

  it('onPasswordReset mails the reset link (main store unless told otherwise)', async () => {
    const hooks = createCommerceMailHooks({ mailer: t.mailer, db: t.db, catalogIndex: t.config.catalogIndex });
    await hooks.onPasswordReset('kunde@example.com', 'raw-token');
    await hooks.onPasswordReset('kunde@example.com', 'raw-token-2', 'de');
    const [de, main] = await t.outbox();
    expect(main.links).toContain('https://shop.example/resetpassword?email=kunde%40example.com&token=raw-token');
    expect(de.links).toContain('https://shop.example/de/resetpassword?email=kunde%40example.com&token=raw-token-2');
  });
});
