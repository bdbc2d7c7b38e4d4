// /api/cart/* (spec 02 §7 "Cart", DESIGN §3.4): token and cartId in the query string.
import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok, optionalCustomer } from '../http/auth.js';
import { addressSchema, cartQuery, productOptionProperty, qtyProperty, SKU_MAX, tokenQuery } from '../http/schemas.js';
import * as cartService from '../services/cart-service.js';
import { applyCoupon, removeCoupon } from '../services/coupon-service.js';
import { setShippingInformation, shippingMethodsFor, type ShippingInformationInput } from '../services/shipping-service.js';
import { cartPaymentMethods, cartTotals } from '../services/totals-service.js';
import { setPaymentInformation } from '../services/cart-payment-service.js';
import { ID_MAX } from '../../../http/number-rules.js';

type CartQuery = { token?: string; cartId: string };

const itemIdProperty = { anyOf: [{ type: 'integer', minimum: 1, maximum: ID_MAX }, { type: 'string', pattern: '^[0-9]{0,12}$' }] } as const;

const updateBody = {
  type: 'object',
  required: ['cartItem'],
  properties: {
    cartItem: {
      type: 'object',
      required: ['sku', 'qty'],
      properties: { sku: { type: 'string', minLength: 1, maxLength: SKU_MAX }, qty: qtyProperty, product_option: productOptionProperty, item_id: itemIdProperty, quoteId: { type: 'string', maxLength: 64 } },
    },
  },
} as const;

const deleteBody = {
  type: 'object',
  required: ['cartItem'],
  properties: {
    cartItem: {
      type: 'object',
      anyOf: [{ required: ['item_id'] }, { required: ['sku'] }],
      properties: { sku: { type: 'string', maxLength: SKU_MAX }, item_id: itemIdProperty, quoteId: { type: 'string', maxLength: 64 } },
    },
  },
} as const;

const shippingInformationBody = {
  type: 'object',
  required: ['addressInformation'],
  properties: {
    addressInformation: {
      type: 'object',
      required: ['shippingAddress', 'shippingCarrierCode', 'shippingMethodCode'],
      properties: { shippingAddress: addressSchema, billingAddress: addressSchema, shippingCarrierCode: { type: 'string', maxLength: 64 }, shippingMethodCode: { type: 'string', maxLength: 64 } },
    },
  },
} as const;

/** Magento's set-payment-information, reduced to the method: `{ paymentMethod: { method } }`. */
const paymentInformationBody = {
  type: 'object',
  required: ['paymentMethod'],
  properties: { paymentMethod: { type: 'object', required: ['method'], properties: { method: { type: 'string', minLength: 1, maxLength: 64 } } } },
} as const;

export async function cartRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  const cartOf = async (q: CartQuery) => cartService.resolveCart(ctx.db, q.cartId, { customerId: await optionalCustomer(ctx, q.token) });

  app.post<{ Querystring: { token?: string } }>('/api/cart/create', { schema: { querystring: tokenQuery } }, async (req) => {
    return ok(await cartService.createCart(ctx.db, { customerId: await optionalCustomer(ctx, req.query.token) }, ctx.now()));
  });
  app.get<{ Querystring: CartQuery }>('/api/cart/pull', { schema: { querystring: cartQuery } }, async (req) => ok(await cartService.pullItems(ctx.db, await cartOf(req.query), ctx.now())));
  app.post<{ Querystring: CartQuery; Body: { cartItem: cartService.CartItemInput } }>('/api/cart/update', { schema: { querystring: cartQuery, body: updateBody } }, async (req) => {
    return ok(await cartService.updateItem(ctx.db, await cartOf(req.query), req.body.cartItem, ctx.now()));
  });
  app.post<{ Querystring: CartQuery; Body: { cartItem: { sku?: string; item_id?: number | string } } }>('/api/cart/delete', { schema: { querystring: cartQuery, body: deleteBody } }, async (req) => {
    return ok(await cartService.deleteItem(ctx.db, await cartOf(req.query), req.body.cartItem, ctx.now()));
  });
  app.get<{ Querystring: CartQuery }>('/api/cart/totals', { schema: { querystring: cartQuery } }, async (req) => ok(await cartTotals(ctx.db, await cartOf(req.query), ctx.now())));
  app.post<{ Querystring: CartQuery }>('/api/cart/collect-totals', { schema: { querystring: cartQuery } }, async (req) => ok(await cartTotals(ctx.db, await cartOf(req.query), ctx.now())));
  app.get<{ Querystring: CartQuery }>('/api/cart/payment-methods', { schema: { querystring: cartQuery } }, async (req) => ok(await cartPaymentMethods(ctx.db, await cartOf(req.query), ctx.payoneEnabled)));
  app.post<{ Querystring: CartQuery; Body: { address: Record<string, unknown> } }>(
    '/api/cart/shipping-methods',
    { schema: { querystring: cartQuery, body: { type: 'object', required: ['address'], properties: { address: addressSchema } } } },
    async (req) => {
      await cartOf(req.query);
      return ok(shippingMethodsFor(req.body.address));
    },
  );
  app.post<{ Querystring: CartQuery; Body: { addressInformation: ShippingInformationInput } }>('/api/cart/shipping-information', { schema: { querystring: cartQuery, body: shippingInformationBody } }, async (req) => {
    const cart = await cartOf(req.query);
    await setShippingInformation(ctx.db, cart, req.body.addressInformation, ctx.now());
    const updated = await cartOf(req.query);
    return ok({ payment_methods: await cartPaymentMethods(ctx.db, updated, ctx.payoneEnabled), totals: await cartTotals(ctx.db, updated, ctx.now()) });
  });
  app.post<{ Querystring: CartQuery; Body: { paymentMethod: { method: string } } }>('/api/cart/payment-information', { schema: { querystring: cartQuery, body: paymentInformationBody } }, async (req) => {
    await setPaymentInformation(ctx.db, await cartOf(req.query), req.body.paymentMethod.method, ctx.payoneEnabled, ctx.now());
    return ok(true);
  });
  app.post<{ Querystring: CartQuery & { coupon: string } }>(
    '/api/cart/apply-coupon',
    { schema: { querystring: { type: 'object', required: ['cartId', 'coupon'], properties: { ...cartQuery.properties, coupon: { type: 'string', minLength: 1, maxLength: 64 } } } } },
    async (req) => {
      await applyCoupon(ctx.db, await cartOf(req.query), req.query.coupon, ctx.now());
      return ok(true);
    },
  );
  app.post<{ Querystring: CartQuery }>('/api/cart/delete-coupon', { schema: { querystring: cartQuery } }, async (req) => {
    await removeCoupon(ctx.db, await cartOf(req.query), ctx.now());
    return ok(true);
  });
}
