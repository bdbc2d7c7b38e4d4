// /api/stock/* and /api/review/create over HTTP, plus the review moderation functions the staff CLI uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as reviews from '../../../server/backend/commerce/services/review-service.js';
import { createTestApp, signUp, type TestApp } from './helpers/test-app.js';
import { DIALECTS } from './helpers/test-database.js';

describe.each(DIALECTS)('stock and review API on %s', (dialect) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(dialect);
  });
  afterAll(async () => a?.close());

  it('checks the stock of one sku', async () => {
    const res = await a.call('GET', '/api/stock/check?sku=OX-ANTON-42');
    expect(res.body).toEqual({
      code: 200,
      result: { item_id: 1001, product_id: 1001, stock_id: 1, sku: 'OX-ANTON-42', qty: 50, is_in_stock: true, manage_stock: true, is_qty_decimal: false, min_sale_qty: 1, max_sale_qty: 10000 },
    });
    expect((await a.call('GET', '/api/stock/check?sku=OX-ANTON-44')).body.result).toMatchObject({ qty: 0, is_in_stock: false });
    expect((await a.call('GET', '/api/stock/check?sku=SHOE-TREE')).body.result).toMatchObject({ manage_stock: false, is_in_stock: true });
    expect((await a.call('GET', '/api/stock/check?sku=NOPE')).body).toMatchObject({ code: 404, meta: { errorCode: 'ERR_PRODUCT_NOT_FOUND', field: 'sku' } });
    expect((await a.call('GET', '/api/stock/check')).body.meta).toEqual({ errorCode: 'ERR_VALIDATION', field: 'sku' });
  });

  it('lists stock for several skus in the order asked, skipping unknown ones; an empty list is []', async () => {
    const res = await a.call('GET', '/api/stock/list?skus=CARE-SET,NOPE,OX-ANTON-43');
    expect(res.body.result.map((s: { sku: string }) => s.sku)).toEqual(['CARE-SET', 'OX-ANTON-43']);
    expect((await a.call('GET', '/api/stock/list?skus=')).body).toEqual({ code: 200, result: [] });
    expect((await a.call('GET', '/api/stock/list')).body).toEqual({ code: 200, result: [] });
    const tooMany = Array.from({ length: 201 }, (_, i) => `S${i}`).join(',');
    expect((await a.call('GET', `/api/stock/list?skus=${tooMany}`)).body.meta).toEqual({ errorCode: 'ERR_VALIDATION', field: 'skus' });
  });

  it('stores a review as pending, verbatim, with the author taken from the token', async () => {
    const s = await signUp(a, `reviewer-${dialect}@example.com`);
    const review = { product_id: 1000, title: '<b>Great</b> shoes', detail: "Robert'); DROP TABLE reviews;--", nickname: '<script>alert(1)</script>', review_entity: 'product', customer_id: 12345 };
    const res = await a.call('POST', `/api/review/create?token=${s.token}`, { review });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ product_id: 1000, title: review.title, detail: review.detail, nickname: review.nickname, customer_id: s.id, status: 'pending', rating: null });
    const guest = await a.call('POST', '/api/review/create', { review: { ...review, rating: 5 } });
    expect(guest.body.result).toMatchObject({ customer_id: null, rating: 5, status: 'pending' });
    expect(await reviews.listApprovedForProduct(a.t.db, 1000)).toEqual([]);
  });

  it('refuses reviews for unknown products, bad ratings and empty texts', async () => {
    const base = { product_id: 1000, title: 'T', detail: 'D', nickname: 'N' };
    expect((await a.call('POST', '/api/review/create', { review: { ...base, product_id: 424242 } })).body).toMatchObject({ code: 400, meta: { errorCode: 'ERR_PRODUCT_NOT_FOUND', field: 'review.product_id' } });
    expect((await a.call('POST', '/api/review/create', { review: { ...base, rating: 6 } })).body.meta).toEqual({ errorCode: 'ERR_VALIDATION', field: 'review.rating' });
    expect((await a.call('POST', '/api/review/create', { review: { ...base, title: '   ' } })).body.meta).toEqual({ errorCode: 'ERR_VALIDATION', field: 'review.title' });
    expect((await a.call('POST', '/api/review/create', { review: { ...base, detail: 'x'.repeat(10_001) } })).body.meta).toEqual({ errorCode: 'ERR_VALIDATION', field: 'review.detail' });
    expect((await a.call('POST', '/api/review/create?token=bad', { review: base })).status).toBe(401);
  });

  it('moderates: listPending, approve, reject, listApprovedForProduct', async () => {
    const pending = await reviews.listPending(a.t.db);
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const [first, second] = pending;
    expect(await reviews.approve(a.t.db, first.id, a.clock.now)).toMatchObject({ id: first.id, status: 'approved' });
    expect(await reviews.reject(a.t.db, second.id, a.clock.now)).toMatchObject({ id: second.id, status: 'rejected' });
    expect(await reviews.approve(a.t.db, 987654, a.clock.now)).toBeNull();
    expect((await reviews.listApprovedForProduct(a.t.db, 1000)).map((r) => r.id)).toEqual([first.id]);
    expect((await reviews.listPending(a.t.db)).map((r) => r.id)).not.toContain(first.id);
  });
});
