// GET /api/stock/check?sku= and /api/stock/list?skus=a,b (spec 02 §7 "Stock").
import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok } from '../http/auth.js';
import { SKU_MAX } from '../http/schemas.js';
import { checkStock, listStock, MAX_STOCK_LIST_SKUS } from '../services/stock-service.js';

export async function stockRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.get<{ Querystring: { sku: string } }>(
    '/api/stock/check',
    { schema: { querystring: { type: 'object', required: ['sku'], properties: { sku: { type: 'string', minLength: 1, maxLength: SKU_MAX } } } } },
    async (req) => ok(await checkStock(ctx.db, req.query.sku)),
  );
  app.get<{ Querystring: { skus?: string } }>(
    '/api/stock/list',
    { schema: { querystring: { type: 'object', properties: { skus: { type: 'string', maxLength: (SKU_MAX + 1) * MAX_STOCK_LIST_SKUS } } } } },
    async (req) => {
      const skus = (req.query.skus ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      return ok(await listStock(ctx.db, skus));
    },
  );
}
