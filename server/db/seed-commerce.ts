// Fills products, stock and price history from the main store's product documents on first start, and the
// demo coupon WELCOME10 (10%, the newsletter's coupon of spec 02 §1).
import type { ProductDocument } from '../../shared/catalog-types.js';
import type { Database } from './schema.js';
import { buildCommerceSeedRows } from './seed-rows.js';

export const DEMO_COUPON = { code: 'WELCOME10', kind: 'percent', amount: 10 } as const;

const INSERT_CHUNK = 200;

export interface CommerceSeedResult {
  products: number;
  couponCreated: boolean;
}

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) out.push(rows.slice(i, i + INSERT_CHUNK));
  return out;
}

/** Seeds products/stock/price history when the products table is empty; adds the demo coupon when missing. */
export async function seedCommerceFromCatalogue(db: Database, mainStoreProductDocs: readonly ProductDocument[], now: Date): Promise<CommerceSeedResult> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('products').select('sku').limit(1).executeTakeFirst();
    let products = 0;
    if (!existing) {
      const rows = buildCommerceSeedRows(mainStoreProductDocs, now);
      for (const chunk of chunks(rows.products)) await trx.insertInto('products').values(chunk).execute();
      for (const chunk of chunks(rows.stock)) await trx.insertInto('stock').values(chunk).execute();
      for (const chunk of chunks(rows.priceHistory)) await trx.insertInto('price_history').values(chunk).execute();
      products = rows.products.length;
    }
    const coupon = await trx.selectFrom('coupons').select('code').where('code', '=', DEMO_COUPON.code).executeTakeFirst();
    if (!coupon) {
      await trx
        .insertInto('coupons')
        .values({ ...DEMO_COUPON, single_use: 0, used_at: null, active_from: null, active_to: null, created_at: now.toISOString() })
        .execute();
    }
    return { products, couponCreated: !coupon };
  });
}
