// Builds a Fastify app with only the commerce routes on a test database, seeded with the fixture products.
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { seedCommerceFromCatalogue } from '../../../../server/db/seed-commerce.js';
import { commerceRoutes } from '../../../../server/backend/commerce/commerce-routes.js';
import type { EmailChangeNotice } from '../../../../server/backend/commerce/context.js';
import type { PlacedOrder, WithdrawalReceipt } from '../../../../server/backend/commerce/services/order-types.js';
import { FIXTURE_PRODUCTS, TEST_NOW } from '../fixtures/products.js';
import { createTestDatabase, type TestDatabase, type TestDialect } from './test-database.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read deep into answers whose shape they assert
export type Json = any;

export interface TestApp {
  app: FastifyInstance;
  t: TestDatabase;
  clock: { now: Date };
  placedOrders: PlacedOrder[];
  resetMails: { email: string; token: string; storeCode?: string }[];
  withdrawals: WithdrawalReceipt[];
  emailChanges: EmailChangeNotice[];
  signUpsOfExistingEmail: { email: string; storeCode?: string }[];
  loginLimitNotices: string[];
  call(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<{ status: number; body: { code: number; result: Json; meta?: Json } }>;
  close(): Promise<void>;
}

/** The catalogue index prefix the tests' store-view documents are stored under (server/config.ts's default). */
export const TEST_CATALOG_INDEX = 'vue_storefront_catalog';

export async function createTestApp(dialect: TestDialect, opts: { payoneEnabled?: boolean } = {}): Promise<TestApp> {
  const t = await createTestDatabase(dialect);
  await seedCommerceFromCatalogue(t.db, FIXTURE_PRODUCTS, TEST_NOW);
  const clock = { now: new Date(TEST_NOW) };
  const placedOrders: PlacedOrder[] = [];
  const resetMails: { email: string; token: string; storeCode?: string }[] = [];
  const withdrawals: WithdrawalReceipt[] = [];
  const emailChanges: EmailChangeNotice[] = [];
  const signUpsOfExistingEmail: { email: string; storeCode?: string }[] = [];
  const loginLimitNotices: string[] = [];
  const app = Fastify({ logger: false });
  await app.register(commerceRoutes, {
    db: t.db,
    now: () => new Date(clock.now),
    payoneEnabled: opts.payoneEnabled ?? false,
    catalogIndex: TEST_CATALOG_INDEX,
    onOrderPlaced: async (order) => void placedOrders.push(order),
    onPasswordReset: async (email, token, storeCode) => void resetMails.push(storeCode ? { email, token, storeCode } : { email, token }),
    onWithdrawalReceived: async (receipt) => void withdrawals.push(receipt),
    onEmailChanged: async (notice) => void emailChanges.push(notice),
    onSignUpOfExistingEmail: async (email, storeCode) => void signUpsOfExistingEmail.push(storeCode ? { email, storeCode } : { email }),
    onLoginLimitReached: async (email) => void loginLimitNotices.push(email),
  });
  await app.ready();
  const call: TestApp['call'] = async (method, url, payload) => {
    const options: InjectOptions = { method, url };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    const res = await app.inject(options);
    return { status: res.statusCode, body: res.json() };
  };
  return { app, t, clock, placedOrders, resetMails, withdrawals, emailChanges, signUpsOfExistingEmail, loginLimitNotices, call, close: async () => (await app.close(), await t.dispose()) };
}

export const GERMAN_ADDRESS = {
  firstname: 'Anna',
  lastname: 'Kranich',
  street: ['Hauptstraße 1', ''],
  city: 'Berlin',
  postcode: '10115',
  country_id: 'DE',
  telephone: '+49 30 123456',
  email: 'anna@example.com',
};

/** An order body of the vue-storefront-api contract. */
export function orderBody(cartId: string, products: { sku: string; qty: unknown; product_option?: unknown }[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    user_id: '',
    cart_id: cartId,
    store_code: 'default',
    products,
    addressInformation: {
      billingAddress: GERMAN_ADDRESS,
      shippingAddress: GERMAN_ADDRESS,
      shipping_method_code: 'gogreen',
      shipping_carrier_code: 'dhl',
      payment_method_code: 'banktransfer',
      payment_method_additional: {},
      ...overrides,
    },
  };
}

export const STRONG_PASSWORD = 'Kranich!2026';

/** Signs a customer up and logs in; returns the tokens. */
export async function signUp(a: TestApp, email: string, password = STRONG_PASSWORD): Promise<{ token: string; refreshToken: string; id: number }> {
  const created = await a.call('POST', '/api/user/create', { customer: { email, firstname: 'Anna', lastname: 'Kranich' }, password });
  if (created.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`);
  const login = await a.call('POST', '/api/user/login', { username: email, password });
  // The sign-up answer carries no id (it must look the same for an address that already has an account).
  const me = await a.call('GET', `/api/user/me?token=${login.body.result}`);
  return { token: login.body.result, refreshToken: login.body.meta.refreshToken, id: me.body.result.id };
}

/** A guest cart holding the given lines. */
export async function cartWith(a: TestApp, lines: { sku: string; qty: number }[], token = ''): Promise<string> {
  const cartId = (await a.call('POST', `/api/cart/create?token=${token}`)).body.result as string;
  for (const line of lines) {
    const res = await a.call('POST', `/api/cart/update?token=${token}&cartId=${cartId}`, { cartItem: { ...line, quoteId: cartId } });
    if (res.status !== 200) throw new Error(`cart update failed: ${JSON.stringify(res.body)}`);
  }
  return cartId;
}
