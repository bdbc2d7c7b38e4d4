// The shop the catalogue's one-truth suites run against (bulk-api.test.ts, store-views.test.ts): a fresh data folder,
// on SQLite or a PostgreSQL database of its own, the admin token set, and no edge caching (these suites are about the
// stored data every view reads, not about the edges' change events), with a client for the backend's `_bulk`.
import { createTestDatabase, type TestDatabase, type TestDialect } from '../commerce/helpers/test-database.js';
import { backendHeaders, startTestShop, type Json, type TestShop } from '../helpers/start-app.js';

export interface CatalogueShop {
  shop: TestShop;
  /** The main store view's product index (`<CATALOG_INDEX>_product`). */
  productIndex: string;
  /** Posts NDJSON lines to the backend's `_bulk` at `path`, with the admin token unless another (or none) is given. */
  bulk(path: string, lines: unknown[], token?: string | null): Promise<{ status: number; body: Json }>;
  close(): Promise<void>;
}

export async function startCatalogueShop(dialect: TestDialect, adminToken: string): Promise<CatalogueShop> {
  const env: Record<string, string> = { ADMIN_TOKEN: adminToken, CACHE_TTL_PRODUCT: '0', CACHE_TTL_SEARCH: '0', CACHE_TTL_CATEGORY: '0', CACHE_TTL_URL_MAP: '0' };
  let pgDatabase: TestDatabase | null = null;
  if (dialect === 'postgres') {
    pgDatabase = await createTestDatabase('postgres');
    env.DATABASE_URL = pgDatabase.config.databaseUrl!;
  }
  const shop = await startTestShop({ fresh: true, env });
  return {
    shop,
    productIndex: `${shop.config.catalogIndex}_product`,
    async bulk(path, lines, token = adminToken) {
      const res = await fetch(new URL(path, shop.shop.backends!.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-ndjson', ...backendHeaders(shop), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: lines.map((line) => JSON.stringify(line)).join('\n') + '\n',
      });
      return { status: res.status, body: (await res.json()) as Json };
    },
    async close() {
      await shop.close();
      await pgDatabase?.dispose();
    },
  };
}
