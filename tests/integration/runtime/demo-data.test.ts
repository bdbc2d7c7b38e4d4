// Demo data only while DEMO_DATA is on: a production shop (DEMO_DATA=off) starts empty, with no demo catalogue, CMS
// pages, pictures or the WELCOME10 coupon, and still answers its catalogue and cart routes without a 5xx.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCatalogDocuments } from '../../../server/db/catalog-documents.js';
import { closeDatabase, openDatabase, type Database } from '../../../server/db/database.js';
import { DEMO_COUPON } from '../../../server/db/seed-commerce.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../commerce/helpers/test-database.js';
import { getJson, postJson, startTestShop, testConfig, type TestShop } from '../helpers/start-app.js';

describe.each(DIALECTS)('DEMO_DATA=off on %s', (dialect) => {
  let shop: TestShop;
  let pgDatabase: TestDatabase | null = null;
  let db: Database;

  beforeAll(async () => {
    const env: Record<string, string> = { DEMO_DATA: 'off' };
    if (dialect === 'postgres') {
      pgDatabase = await createTestDatabase('postgres');
      env.DATABASE_URL = pgDatabase.config.databaseUrl!;
    }
    shop = await startTestShop({ fresh: true, env });
    db = pgDatabase ? pgDatabase.db : await openDatabase({ dataDir: shop.config.dataDir, databaseUrl: null });
  });

  afterAll(async () => {
    await shop?.close();
    if (!pgDatabase && db) await closeDatabase(db);
    await pgDatabase?.dispose();
  });

  it('starts with no catalogue, no CMS pages and no pictures', async () => {
    expect(await countCatalogDocuments(db)).toBe(0);
    expect(fs.existsSync(path.join(shop.config.dataDir, 'images'))).toBe(false);
    const products = await getJson(shop, '/api/catalog/products?size=10');
    expect(products.status).toBeLessThan(500);
    expect(products.body.result?.items ?? []).toEqual([]);
    expect((await getJson(shop, '/api/ext/cms-data/cmsPageIdentifier/agb/storeId/1')).status).toBeLessThan(500);
  });

  it('has no coupon: WELCOME10 is not in the database and gives no discount', async () => {
    const coupons = await db.selectFrom('coupons').select('code').execute();
    expect(coupons).toEqual([]);
    const cart = await postJson(shop, '/api/cart/create', {});
    expect(cart.status).toBe(200);
    const applied = await postJson(shop, `/api/cart/apply-coupon?cartId=${encodeURIComponent(cart.body.result)}&coupon=${DEMO_COUPON.code}`, {});
    expect(applied.body.result).not.toBe(true);
  });
});

describe('DEMO_DATA setting', () => {
  it('is on unless set off, and a wrong value names the variable', () => {
    expect(testConfig('/tmp/x').demoData).toBe(true);
    for (const off of ['off', '0', 'false', 'no']) expect(testConfig('/tmp/x', { DEMO_DATA: off }).demoData).toBe(false);
    expect(testConfig('/tmp/x', { DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(() => testConfig('/tmp/x', { DEMO_DATA: 'maybe' })).toThrow(/DEMO_DATA/);
  });
});
