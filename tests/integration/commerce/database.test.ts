import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogDocuments, storeCatalogDocuments } from '../../../server/db/catalog-documents.js';
import { migrate } from '../../../server/db/database.js';
import { seedCommerceFromCatalogue } from '../../../server/db/seed-commerce.js';
import { FIXTURE_PRODUCTS, TEST_NOW } from './fixtures/products.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from './helpers/test-database.js';

describe.each(DIALECTS)('database layer on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
  });
  afterAll(async () => t?.dispose());

  it('migrates again without error (idempotent), and runs other backends\' migrations with the core ones', async () => {
    await migrate(t.db);
    const extra = { '900-extra': { up: async (db: Kysely<unknown>) => db.schema.createTable('extra_things').addColumn('id', 'integer').execute() } };
    await migrate(t.db, extra);
    await migrate(t.db, extra);
    await sql`select id from extra_things`.execute(t.db);
    await expect(migrate(t.db, { '001-initial': extra['900-extra'] })).rejects.toThrow(/already used/);
  });

  it('seeds products, children, grouped links and bundle with stock and price history, once', async () => {
    const first = await seedCommerceFromCatalogue(t.db, FIXTURE_PRODUCTS, TEST_NOW);
    expect(first.products).toBe(13); // 8 documents + 4 children + BRUSH (grouped link only)
    expect(first.couponCreated).toBe(true);
    const again = await seedCommerceFromCatalogue(t.db, FIXTURE_PRODUCTS, TEST_NOW);
    expect(again).toEqual({ products: 0, couponCreated: false });
    const child = await t.db.selectFrom('products').selectAll().where('sku', '=', 'OX-ANTON-45').executeTakeFirstOrThrow();
    expect(child).toMatchObject({ parent_sku: 'OX-ANTON', price_cents: 24900, special_price_cents: 19900, type_id: 'simple', product_id: 1004 });
    const bundle = await t.db.selectFrom('products').select('price_cents').where('sku', '=', 'CARE-BUNDLE').executeTakeFirstOrThrow();
    expect(bundle.price_cents).toBe(2 * 850 + 1290);
    const brush = await t.db.selectFrom('stock').selectAll().where('sku', '=', 'BRUSH').executeTakeFirstOrThrow();
    expect(brush).toEqual({ sku: 'BRUSH', qty: 100, is_in_stock: 1, manage_stock: 1 });
    const history = await t.db.selectFrom('price_history').select(['price_cents', 'effective_from']).where('sku', '=', 'OX-ANTON-45').orderBy('effective_from').execute();
    expect(history.map((h) => h.price_cents)).toEqual([24900, 19900, 24900]);
    const gift = await t.db.selectFrom('products').select('is_virtual').where('sku', '=', 'GIFT-50').executeTakeFirstOrThrow();
    expect(gift.is_virtual).toBe(1);
  });

  it('stores and loads catalogue documents per index in order, replacing an index', async () => {
    await storeCatalogDocuments(t.db, { shop_product: [{ id: 2, name: 'b' }, { id: 1, name: 'a' }], shop_category: [{ id: 9 }] });
    await storeCatalogDocuments(t.db, { shop_product: [{ id: 3, name: 'c <b>"\'' }, { id: 3, name: 'c2' }] });
    const loaded = await loadCatalogDocuments(t.db);
    expect(loaded).toEqual({ shop_category: [{ id: 9 }], shop_product: [{ id: 3, name: 'c2' }] });
  });

  it('keeps e-mail unique without regard to case and never lets stock go negative', async () => {
    const row = { password_hash: 'x', firstname: 'A', lastname: 'B', gender: null, addresses: '[]', group_id: 1, loyalty_card: null, created_at: 'now', updated_at: 'now' };
    await t.db.insertInto('customers').values({ ...row, email: 'Ann@Example.com', email_normalized: 'ann@example.com' }).execute();
    await expect(t.db.insertInto('customers').values({ ...row, email: 'ann@example.com', email_normalized: 'ann@example.com' }).execute()).rejects.toThrow();
    await expect(t.db.updateTable('stock').set({ qty: -1 }).where('sku', '=', 'CARE-SET').execute()).rejects.toThrow();
  });
});

describe.runIf(DIALECTS.includes('postgres'))('migrations on PostgreSQL beside another schema that was migrated', () => {
  it("keeps the migration bookkeeping in the connection's schema, whatever another schema of the database holds", async () => {
    // A decoy schema with Kysely's bookkeeping tables, as a shop run on the same database's public schema leaves.
    const decoy = await createTestDatabase('postgres');
    try {
      const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(decoy.db)).rows[0].schema;
      expect(await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = ${schema} and table_name = 'kysely_migration'`.execute(decoy.db)).toMatchObject({ rows: [{ n: 1 }] });
      const fresh = await createTestDatabase('postgres');
      try {
        await sql`select count(*) from kysely_migration`.execute(fresh.db);
        await sql`select count(*) from products`.execute(fresh.db);
      } finally {
        await fresh.dispose();
      }
    } finally {
      await decoy.dispose();
    }
  });
});
