// /api/user/* (spec 02 §7 "User"): login answers the token in result and the refresh token in meta.
import { DEVICE_TOKEN_HEADER } from '../../../../shared/api/device-token.js';
import type { FastifyInstance } from 'fastify';
import { GENDER_SCHEMA } from '../../../../shared/account/gender.js';
import type { CommerceContext } from '../context.js';
import { ok, requiredCustomer } from '../http/auth.js';
import { addressSchema, cartIdProperty, shortText, TOKEN_MAX, tokenQuery } from '../http/schemas.js';
import { presentCustomer, presentSignUp } from '../services/customer-presenter.js';
import { claimCheckoutOrder } from '../services/order-claim-service.js';
import { ORDER_HISTORY_MAX_PAGE_SIZE, ORDER_HISTORY_PAGE_SIZE, orderHistory } from '../services/order-history-service.js';
import { undoEmailChange } from '../services/email-change-service.js';
import { refreshSession } from '../services/token-service.js';
import * as users from '../services/user-service.js';

const emailProperty = { type: 'string', minLength: 1, maxLength: 254 } as const;
const passwordProperty = { type: 'string', minLength: 1, maxLength: 256 } as const;
const storeCodeProperty = { type: 'string', maxLength: 32 } as const;

const customerProperties = {
  email: emailProperty,
  firstname: shortText,
  lastname: shortText,
  gender: GENDER_SCHEMA,
  addresses: { type: 'array', maxItems: 20, items: addressSchema },
  loyalty_card: { anyOf: [{ type: 'string', maxLength: 64 }, { type: 'null' }] },
} as const;

const body = (required: string[], properties: Record<string, unknown>) => ({ type: 'object', required, properties }) as const;

export async function userRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  await sessionRoutes(app, ctx);
  await profileRoutes(app, ctx);
  await passwordRoutes(app, ctx);
}

/** Sign-up, login and refresh. */
async function sessionRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.post<{ Body: { username: string; password: string } }>('/api/user/login', { schema: { body: body(['username', 'password'], { username: emailProperty, password: passwordProperty }) } }, async (req) => {
    const deviceHeader = req.headers[DEVICE_TOKEN_HEADER];
    const session = await users.login(ctx.db, req.body.username, req.body.password, ctx.now(), {
      token: typeof deviceHeader === 'string' && deviceHeader.length <= TOKEN_MAX ? deviceHeader : undefined,
      onLimitReached: (email) => void ctx.hooks.onLoginLimitReached?.(email).catch((err: unknown) => req.log.error({ err }, 'log-in limit notice failed')),
    });
    return ok(session.token, { refreshToken: session.refreshToken, deviceToken: session.deviceToken });
  });
  app.post<{ Body: { refreshToken: string } }>('/api/user/refresh', { schema: { body: body(['refreshToken'], { refreshToken: { type: 'string', minLength: 1, maxLength: TOKEN_MAX } }) } }, async (req) => {
    const session = await refreshSession(ctx.db, req.body.refreshToken, ctx.now());
    return ok(session.token, { refreshToken: session.refreshToken });
  });
  app.post<{ Querystring: { cartId?: string; storeCode?: string }; Body: { customer: users.ProfileInput; password: string } }>(
    '/api/user/create',
    {
      schema: {
        // cartId: the cart of the order placed at checkout with "I want to create an account"; the account owns it.
        querystring: { type: 'object', properties: { cartId: cartIdProperty, storeCode: storeCodeProperty } },
        body: body(['customer', 'password'], { customer: { type: 'object', required: ['email', 'firstname', 'lastname'], properties: customerProperties }, password: passwordProperty }),
      },
    },
    async (req) => {
      const signUp = await users.createCustomer(ctx.db, req.body, ctx.now());
      if (signUp.kind === 'created' && req.query.cartId) await claimCheckoutOrder(ctx.db, signUp.customer, req.query.cartId);
      if (signUp.kind === 'existing' && ctx.hooks.onSignUpOfExistingEmail) {
        // Not awaited, like the reset mail: the answer must not take longer for a taken address.
        ctx.hooks.onSignUpOfExistingEmail(signUp.email, req.query.storeCode).catch((err: unknown) => req.log.error({ err }, 'sign-up notice failed'));
      }
      return ok(presentSignUp(signUp.row));
    },
  );
}

/** The customer's own data: profile and order history. */
async function profileRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.get<{ Querystring: { token?: string } }>('/api/user/me', { schema: { querystring: tokenQuery } }, async (req) => {
    return ok(presentCustomer(await users.getCustomer(ctx.db, await requiredCustomer(ctx, req.query.token))));
  });
  app.post<{ Querystring: { token?: string; storeCode?: string }; Body: { customer: users.ProfileInput; currentPassword?: string } }>(
    '/api/user/me',
    {
      schema: {
        querystring: { type: 'object', properties: { token: tokenQuery.properties.token, storeCode: storeCodeProperty } },
        // currentPassword: asked for when the e-mail changes (issue #13 item 3).
        body: body(['customer'], { customer: { type: 'object', properties: customerProperties }, currentPassword: passwordProperty }),
      },
    },
    async (req) => {
      const customerId = await requiredCustomer(ctx, req.query.token);
      const update = await users.updateProfile(ctx.db, customerId, req.body.customer, ctx.now(), { accessToken: req.query.token!, currentPassword: req.body.currentPassword });
      if (update.emailChange && ctx.hooks.onEmailChanged) {
        const { oldEmail, newEmail, undoToken } = update.emailChange;
        const notice = { oldEmail, newEmail, token: undoToken, ...(req.query.storeCode ? { storeCode: req.query.storeCode } : {}) };
        // Not awaited: a slow mail server must not hold the answer; a failure is logged.
        ctx.hooks.onEmailChanged(notice).catch((err: unknown) => req.log.error({ err }, 'e-mail change notice failed'));
      }
      return ok(presentCustomer(update.customer));
    },
  );
  app.post<{ Body: { token: string } }>(
    '/api/user/undo-email-change',
    { schema: { body: body(['token'], { token: { type: 'string', minLength: 1, maxLength: TOKEN_MAX } }) } },
    async (req) => {
      await undoEmailChange(ctx.db, req.body.token, ctx.now());
      return ok(true);
    },
  );
  app.get<{ Querystring: { token?: string; pageSize: number; currentPage: number } }>(
    '/api/user/order-history',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            token: tokenQuery.properties.token,
            pageSize: { type: 'integer', minimum: 1, maximum: ORDER_HISTORY_MAX_PAGE_SIZE, default: ORDER_HISTORY_PAGE_SIZE },
            currentPage: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
          },
        },
      },
    },
    async (req) => {
      const customerId = await requiredCustomer(ctx, req.query.token);
      return ok(await orderHistory(ctx.db, customerId, req.query.pageSize, req.query.currentPage));
    },
  );
}

/** Change, reset and re-create the password. */
async function passwordRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  app.post<{ Querystring: { token?: string }; Body: { currentPassword: string; newPassword: string } }>(
    '/api/user/change-password',
    { schema: { querystring: tokenQuery, body: body(['currentPassword', 'newPassword'], { currentPassword: passwordProperty, newPassword: passwordProperty }) } },
    async (req) => {
      const customerId = await requiredCustomer(ctx, req.query.token);
      await users.changePassword(ctx.db, customerId, req.body, ctx.now(), req.query.token!);
      return ok(true);
    },
  );
  app.post<{ Querystring: { storeCode?: string }; Body: { email: string } }>(
    '/api/user/reset-password',
    { schema: { querystring: { type: 'object', properties: { storeCode: { type: 'string', maxLength: 32 } } }, body: body(['email'], { email: emailProperty }) } },
    async (req) => {
      const reset = await users.requestPasswordReset(ctx.db, req.body.email, ctx.now());
      // Not awaited: the answer must not take longer for addresses that have an account.
      if (reset && ctx.hooks.onPasswordReset) {
        ctx.hooks.onPasswordReset(reset.email, reset.token, req.query.storeCode).catch((err: unknown) => req.log.error({ err }, 'password reset hook failed'));
      }
      return ok(true);
    },
  );
  app.post<{ Body: { email: string; resetToken: string; newPassword: string } }>(
    '/api/user/create-password',
    { schema: { body: body(['email', 'resetToken', 'newPassword'], { email: emailProperty, resetToken: { type: 'string', minLength: 1, maxLength: TOKEN_MAX }, newPassword: passwordProperty }) } },
    async (req) => {
      await users.createPassword(ctx.db, req.body, ctx.now());
      return ok(true);
    },
  );
}
