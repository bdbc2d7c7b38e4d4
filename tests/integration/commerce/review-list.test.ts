// GET /api/review/list?productId= over HTTP on each database: only approved reviews, newest first, without the
// author's customer id, with the rating summary; bad input answers 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as reviews from '../../../server/backend/commerce/services/review-service.js';
import { createTestApp, signUp, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';

const PRODUCT_ID = 1000;

describe.each(DIALECTS)('review list API on %s', (dialect) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(dialect);
  });
  afterAll(async () => a?.close());

  async function post(review: Record<string, unknown>, token?: string): Promise<number> {
    const res = await a.call('POST', `/api/review/create${token ? `?token=${token}` : ''}`, { review: { product_id: PRODUCT_ID, review_entity: 'product', ...review } });
    expect(res.status).toBe(200);
    return res.body.result.id as number;
  }

  it('answers an empty list and no rating for a product without approved reviews', async () => {
    expect((await a.call('GET', `/api/review/list?productId=${PRODUCT_ID}`)).body).toEqual({ code: 200, result: { items: [], rating: null } });
  });

  it('lists only approved reviews, newest first, with the average and count of their ratings', async () => {
    const customer = await signUp(a, `list-reviewer-${dialect}@example.com`);
    const older = await post({ nickname: 'Anna', title: 'Fits well', detail: 'True to size.', rating: 4 }, customer.token);
    a.clock.now = new Date(a.clock.now.getTime() + 60_000);
    const newer = await post({ nickname: 'Ben', title: 'Superb', detail: 'Worth every euro.', rating: 5 });
    const unrated = await post({ nickname: 'Cleo', title: 'No stars', detail: 'Just words.' });
    const pending = await post({ nickname: 'Dora', title: 'Pending', detail: 'Not yet moderated.', rating: 1 });
    const rejected = await post({ nickname: 'Emil', title: 'Rejected', detail: 'Spam.', rating: 1 });
    for (const id of [older, newer, unrated]) await reviews.approve(a.t.db, id, a.clock.now);
    await reviews.reject(a.t.db, rejected, a.clock.now);

    const res = await a.call('GET', `/api/review/list?productId=${PRODUCT_ID}`);
    expect(res.status).toBe(200);
    const ids = res.body.result.items.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(pending);
    expect(ids).not.toContain(rejected);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(res.body.result.items.find((r: { id: number }) => r.id === older)).toEqual({
      id: older,
      nickname: 'Anna',
      title: 'Fits well',
      detail: 'True to size.',
      rating: 4,
      created_at: expect.any(String),
    });
    expect(res.body.result.rating).toEqual({ average: 4.5, count: 2 });
  });

  it('keeps other products apart', async () => {
    expect((await a.call('GET', '/api/review/list?productId=1001')).body.result).toEqual({ items: [], rating: null });
  });

  it('answers 400 naming productId when it is missing or not a positive whole number', async () => {
    for (const query of ['', '?productId=abc', '?productId=0', '?productId=1.5', '?productId=99999999999']) {
      const res = await a.call('GET', `/api/review/list${query}`);
      expect(res.status).toBe(400);
      expect(res.body.meta).toEqual({ errorCode: 'ERR_VALIDATION', field: 'productId' });
    }
  });
});
