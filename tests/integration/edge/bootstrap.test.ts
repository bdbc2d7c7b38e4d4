// First and later starts (DESIGN §2): the demo data is generated once into DATA_DIR and reused afterwards.
import fs from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ensureDemoData, imagesDir, startEmbeddedBackends } from '../../../server/backend/bootstrap.js';
import { closeDatabase, migrate, openDatabase } from '../../../server/db/database.js';
import { BACKEND_MIGRATIONS } from '../../../server/backend/app.js';
import { BACKEND_TOKEN_HEADER } from '../../../server/runtime/backend-token.js';
import { sharedDataDir, testConfig } from '../helpers/start-app.js';

describe('embedded backends', () => {
  it('a later start reuses the stored catalogue and pictures instead of generating them again', async () => {
    const config = testConfig(sharedDataDir());
    // Make sure the shared directory went through a first start.
    await (await startEmbeddedBackends(config, pino({ level: 'silent' }))).close();
    const db = await openDatabase(config);
    try {
      await migrate(db, BACKEND_MIGRATIONS);
      const report = await ensureDemoData(config, db, pino({ level: 'silent' }));
      expect(report.created).toBe(false);
      expect(report.images).toBe(0);
      expect(report.documents).toBeGreaterThan(1000);
      expect(report.ms).toBeLessThan(2000);
    } finally {
      await closeDatabase(db);
    }
    const products = fs.readdirSync(path.join(imagesDir(config), 'product'));
    expect(products.some((name) => name.endsWith('.svg'))).toBe(true);
  });

  it('serves the catalogue index and commerce on a loopback port', async () => {
    const backends = await startEmbeddedBackends(testConfig(sharedDataDir()), pino({ level: 'silent' }));
    try {
      expect(backends.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const tier = { [BACKEND_TOKEN_HEADER]: backends.token };
      expect((await fetch(`${backends.url}/_cluster/health`)).status).toBe(401);
      const health = await fetch(`${backends.url}/_cluster/health`, { headers: tier });
      expect((await health.json()).status).toBe('green');
      const search = await fetch(`${backends.url}/vue_storefront_catalog_de_category/_search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...tier },
        body: JSON.stringify({ query: { term: { id: 2 } }, size: 1 }),
      });
      expect(search.status).toBe(200);
      expect((await fetch(`${backends.url}/api/stock/list?skus=`, { headers: tier })).status).toBeLessThan(500);
    } finally {
      await backends.close();
    }
  });
});
