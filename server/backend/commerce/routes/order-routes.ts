// POST /api/order (DESIGN §3.4): the order body of vue-storefront-api; the token (optional) in the query string.
import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok, optionalCustomer } from '../http/auth.js';
import { addressSchema, cartIdProperty, productOptionProperty, qtyProperty, SKU_MAX, tokenQuery } from '../http/schemas.js';
import type { OrderRequest } from '../services/order-input.js';
import { placeOrder } from '../services/order-service.js';
import { ID_MAX } from '../../../http/number-rules.js';

export const MAX_ORDER_LINES = 100;

const orderBody = {
  type: 'object',
  required: ['cart_id', 'products', 'addressInformation'],
  properties: {
    user_id: { anyOf: [{ type: 'string', maxLength: 64 }, { type: 'integer', minimum: 0, maximum: ID_MAX }, { type: 'null' }] },
    cart_id: cartIdProperty,
    store_code: { type: 'string', maxLength: 32 },
    /** The total the shopper confirmed, in cents: an order with another total is refused (409), never charged. */
    expected_grand_total_cents: { anyOf: [{ type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER }, { type: 'null' }] },
    products: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_ORDER_LINES,
      items: { type: 'object', required: ['sku', 'qty'], properties: { sku: { type: 'string', minLength: 1, maxLength: SKU_MAX }, qty: qtyProperty, product_option: productOptionProperty } },
    },
    addressInformation: {
      type: 'object',
      required: ['billingAddress', 'payment_method_code'],
      properties: {
        billingAddress: addressSchema,
        shippingAddress: { anyOf: [addressSchema, { type: 'null' }] },
        shipping_method_code: { type: ['string', 'null'], maxLength: 64 },
        shipping_carrier_code: { type: ['string', 'null'], maxLength: 64 },
        payment_method_code: { type: 'string', minLength: 1, maxLength: 64 },
        payment_method_additional: { type: ['object', 'null'] },
      },
    },
  },
} as const;

export async function orderRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.post<{ Querystring: { token?: string }; Body: OrderRequest }>('/api/order', { schema: { querystring: tokenQuery, body: orderBody } }, async (req) => {
    const customerId = await optionalCustomer(ctx, req.query.token);
    return ok(await placeOrder(ctx, req.body, { customerId }));
  });
}
