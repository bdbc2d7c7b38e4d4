// The commerce plugin's JSON parser and error handler stay inside its scope: other backends registered on the
// same Fastify instance (mail, newsletter) keep Fastify's defaults.
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { commerceRoutes } from '../../../server/backend/commerce/commerce-routes.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

describe('commerce plugin encapsulation', () => {
  let t: TestDatabase;
  afterAll(async () => t?.dispose());

  it('leaves sibling routes with the default parsers and error handling', async () => {
    t = await createTestDatabase('sqlite');
    const app = Fastify({ logger: false });
    await commerceRoutes(app, { db: t.db });
    app.post('/api/ext/other', async (req) => ({ got: req.body }));
    app.get('/api/ext/boom', async () => {
      throw Object.assign(new Error('sibling failure'), { statusCode: 418 });
    });
    await app.ready();
    const text = await app.inject({ method: 'POST', url: '/api/ext/other', payload: 'plain', headers: { 'content-type': 'text/plain' } });
    expect(text.json()).toEqual({ got: 'plain' });
    const json = await app.inject({ method: 'POST', url: '/api/ext/other', payload: { a: 1 } });
    expect(json.json()).toEqual({ got: { a: 1 } });
    const boom = await app.inject({ method: 'GET', url: '/api/ext/boom' });
    expect(boom.statusCode).toBe(418);
    expect(boom.json().meta).toBeUndefined();
    expect((await app.inject({ method: 'POST', url: '/api/cart/create' })).statusCode).toBe(200);
    await app.close();
  });
});
