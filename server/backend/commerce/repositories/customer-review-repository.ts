// A customer's own reviews with the reviewed product's name and sku (SQL only).
import type { Database, ReviewRow } from '../../../db/schema.js';

export interface CustomerReviewRow extends ReviewRow {
  product_name: string | null;
  product_sku: string | null;
}

export async function listReviewsOfCustomer(db: Database, customerId: number, limit: number): Promise<CustomerReviewRow[]> {
  const rows = await db.selectFrom('reviews').selectAll().where('customer_id', '=', customerId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  const ids = [...new Set(rows.map((r) => r.product_id))];
  const products = ids.length
    ? await db.selectFrom('products').select(['product_id', 'name', 'sku']).where('product_id', 'in', ids).where('parent_sku', 'is', null).execute()
    : [];
  const byId = new Map(products.map((p) => [p.product_id, p]));
  return rows.map((r) => ({ ...r, product_name: byId.get(r.product_id)?.name ?? null, product_sku: byId.get(r.product_id)?.sku ?? null }));
}
