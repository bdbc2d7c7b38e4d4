// Payone through the edge (spec 02 §7 "Payment provider", DESIGN §3.3): the hosted-iframe creditcardcheck
// parameters with their server-side hash, Klarna's start_session, the (pre)authorization right after the commerce
// backend accepted an order, and the TransactionStatus endpoint Payone calls. The portal key stays in the Payone
// client; no answer of these routes carries it. Without a Payone account every route answers 404, so the shop
// offers only its offline methods.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { addPaydataOf } from '../../../shared/payone/answer.js';
import { MAX_ITEM_LINES, PAYONE_ITEM_TYPES, type PayoneItemLine } from '../../../shared/payone/item-lines.js';
import { KLARNA_CURRENCIES, buildKlarnaSessionParams } from '../../../shared/payone/klarna-session.js';
import { PAYONE_METHOD_CODES, buildRedirectUrls, type PayoneMethodCode, type RedirectUrls } from '../../../shared/payone/methods.js';
import {
  MAX_AMOUNT,
  PayoneInputError,
  type PayoneCustomer,
  type PayonePaymentAdditional,
  type PayoneTransactionRequest,
} from '../../../shared/payone/payment-request.js';
import { TRANSACTION_STATUS_REPLY, parseFormBody, toTransactionStatus, type PayoneTransactionStatus } from '../../../shared/payone/transaction-status.js';
import { STORE_CODES, getStoreView, type StoreCode } from '../../../shared/store-views.js';
import type { Config } from '../../config.js';
import { PayoneError, type PayoneClient } from '../../upstream/payone-client.js';

export const PAYONE_NOT_CONFIGURED = 'Payone is not configured';
export const INVALID_NOTIFICATION_KEY = 'Invalid key';

/** Optional check of an order's total against what the shopper asks to authorize (wired by the order flow). */
export interface PayoneOrderLookup {
  getOrderTotal(orderNumber: string): Promise<{ amount: number; currency: string } | null>;
}

export interface PayoneRoutesOptions {
  config: Readonly<Pick<Config, 'publicUrl'>>;
  client: PayoneClient | null;
  commerce?: PayoneOrderLookup;
  /** authorization charges at once; preauthorization only reserves and needs a capture later. */
  transactionRequest?: PayoneTransactionRequest;
  /** The commerce side's handler for Payone's notifications; without one they are logged. */
  onTransactionStatus?: (status: PayoneTransactionStatus) => void | Promise<void>;
}

const ROUTES = ['/api/payone/creditcardcheck', '/api/payone/genericpayment', '/api/payone/authorize', '/api/payone/status'] as const;
const FORM = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 64 * 1024;

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max });
const customerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lastname', 'country'],
  properties: {
    firstname: text(50),
    lastname: text(50),
    company: text(50),
    street: text(50),
    zip: text(10),
    city: text(50),
    country: { type: 'string', pattern: '^[A-Z]{2}$' },
    email: { type: 'string', format: 'email', maxLength: 254 },
    telephonenumber: text(30),
    birthday: { type: 'string', pattern: '^\\d{8}$' },
  },
};
const itemsSchema = {
  type: 'array',
  minItems: 1,
  maxItems: MAX_ITEM_LINES,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['it', 'id', 'pr', 'no', 'de'],
    properties: { it: { enum: PAYONE_ITEM_TYPES }, id: text(32), pr: { type: 'integer', minimum: -MAX_AMOUNT, maximum: MAX_AMOUNT }, no: { type: 'integer', minimum: 1, maximum: 10_000 }, de: text(255) },
  },
};
const amountSchema = { type: 'integer', minimum: 1, maximum: MAX_AMOUNT };
const storeSchema = { enum: STORE_CODES };

const genericPaymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['request', 'add_paydata', 'amount', 'currency', 'country', 'financingtype', 'items', 'successurl', 'errorurl', 'backurl'],
  properties: {
    request: { const: 'genericpayment' },
    add_paydata: { type: 'object', required: ['action'], properties: { action: { const: 'start_session' } } },
    amount: amountSchema,
    currency: { enum: KLARNA_CURRENCIES },
    country: { type: 'string', pattern: '^[A-Z]{2}$' },
    financingtype: { enum: ['KIS', 'KIV'] },
    items: itemsSchema,
    successurl: text(255),
    errorurl: text(255),
    backurl: text(255),
    customer: { ...customerSchema, required: [] },
    store: storeSchema,
  },
};

const authorizeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['orderNumber', 'method', 'amount', 'currency', 'customer'],
  properties: {
    orderNumber: text(32),
    method: { enum: PAYONE_METHOD_CODES },
    amount: amountSchema,
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    reference: text(20),
    customer: customerSchema,
    paymentAdditional: {
      type: 'object',
      additionalProperties: false,
      properties: {
        pseudocardpan: text(19),
        cardtype: text(1),
        cardholder: text(50),
        iban: text(40),
        bic: text(14),
        bankcountry: { type: 'string', pattern: '^[A-Z]{2}$' },
        bankaccountholder: text(50),
        authorization_token: text(500),
      },
    },
    items: itemsSchema,
    store: storeSchema,
  },
};

interface GenericPaymentBody extends RedirectUrls {
  amount: number;
  currency: string;
  country: string;
  financingtype: 'KIS' | 'KIV';
  items: PayoneItemLine[];
  customer?: Partial<PayoneCustomer>;
  store?: StoreCode;
}

interface AuthorizeBody {
  orderNumber: string;
  method: PayoneMethodCode;
  amount: number;
  currency: string;
  reference?: string;
  customer: PayoneCustomer;
  paymentAdditional?: PayonePaymentAdditional;
  items?: PayoneItemLine[];
  store?: StoreCode;
}

function sendEnvelope(reply: FastifyReply, code: number, result: unknown, meta?: Record<string, unknown>): FastifyReply {
  return reply
    .code(code)
    .header('cache-control', 'no-store')
    .send(meta ? { code, result, meta } : { code, result });
}

const badInput = (reply: FastifyReply, field: string, problem: string) => sendEnvelope(reply, 400, `${field} ${problem}`, { field });

/** A declined payment or a request Payone refused: the shopper sees Payone's customer message (spec 02 §8). */
const declined = (reply: FastifyReply, error: PayoneError) =>
  sendEnvelope(reply, 402, error.customerMessage, { status: 'ERROR', errorcode: error.errorCode });

async function answerPayone(reply: FastifyReply, call: () => Promise<FastifyReply>): Promise<FastifyReply> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PayoneInputError) return badInput(reply, error.field, error.problem);
    if (error instanceof PayoneError) return declined(reply, error);
    throw error;
  }
}

/** Redirect URLs must lead back to this shop; anything else would make Payone send shoppers elsewhere. */
function foreignUrlField(body: RedirectUrls, publicUrl: string): keyof RedirectUrls | null {
  const origin = new URL(publicUrl).origin;
  for (const field of ['successurl', 'errorurl', 'backurl'] as const) {
    if (!URL.canParse(body[field]) || new URL(body[field]).origin !== origin) return field;
  }
  return null;
}

function registerFormParser(app: FastifyInstance): void {
  // Payone posts notifications as ISO-8859-1 unless a charset says otherwise.
  if (app.hasContentTypeParser(FORM)) app.removeContentTypeParser(FORM);
  app.addContentTypeParser(FORM, { parseAs: 'buffer', bodyLimit: FORM_BODY_LIMIT }, (request, body, done) => {
    const charset = /charset=utf-?8/i.test(request.headers['content-type'] ?? '') ? 'utf-8' : 'latin1';
    done(null, parseFormBody((body as Buffer).toString('latin1'), charset));
  });
}

function registerNotConfigured(app: FastifyInstance): void {
  for (const url of ROUTES) app.post(url, async (_request, reply) => sendEnvelope(reply, 404, PAYONE_NOT_CONFIGURED));
}

export async function payoneRoutes(app: FastifyInstance, opts: PayoneRoutesOptions): Promise<void> {
  registerFormParser(app);
  const client = opts.client;
  if (!client) return registerNotConfigured(app);
  const publicUrl = opts.config.publicUrl;
  const transactionRequest = opts.transactionRequest ?? 'authorization';

  app.post('/api/payone/creditcardcheck', async (_request, reply) => sendEnvelope(reply, 200, client.creditCardCheck()));

  app.post<{ Body: GenericPaymentBody }>('/api/payone/genericpayment', { schema: { body: genericPaymentSchema } }, async (request, reply) => {
    const body = request.body;
    const foreign = foreignUrlField(body, publicUrl);
    if (foreign) return badInput(reply, foreign, `must be a URL of this shop (${publicUrl})`);
    return answerPayone(reply, async () => {
      const { successurl, errorurl, backurl } = body;
      const params = buildKlarnaSessionParams({ ...body, redirectUrls: { successurl, errorurl, backurl }, language: body.store && getStoreView(body.store).language });
      const answer = await client.genericpayment(params);
      const paydata = addPaydataOf(answer.values);
      return sendEnvelope(reply, 200, { answer: answer.text, status: answer.status, workorderid: answer.values.workorderid, clientToken: paydata.client_token });
    });
  });

  app.post<{ Body: AuthorizeBody }>('/api/payone/authorize', { schema: { body: authorizeSchema } }, async (request, reply) => {
    const body = request.body;
    if (opts.commerce) {
      const order = await opts.commerce.getOrderTotal(body.orderNumber);
      if (!order) return badInput(reply, 'orderNumber', 'is not a known order');
      if (order.amount !== body.amount || order.currency !== body.currency) return badInput(reply, 'amount', 'does not match the order');
    }
    const store = getStoreView(body.store ?? 'main');
    return answerPayone(reply, async () => {
      const order = { ...body, reference: body.reference ?? body.orderNumber, redirectUrls: buildRedirectUrls(publicUrl, store.prefix), language: store.language };
      const answer = transactionRequest === 'authorization' ? await client.authorize(order) : await client.preauthorize(order);
      const { status, txid, userid, redirecturl } = answer.values;
      return sendEnvelope(reply, 200, redirecturl ? { status, txid, userid, redirecturl } : { status, txid, userid });
    });
  });

  app.post<{ Body: Record<string, string> }>('/api/payone/status', async (request, reply) => {
    const form = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const ownPortal = !form.portalid || form.portalid === client.account.portalId;
    if (!client.verifyNotificationKey(form.key ?? '') || !ownPortal) {
      request.log.warn({ portalid: form.portalid }, 'payone notification with a wrong key or portal');
      return sendEnvelope(reply, 403, INVALID_NOTIFICATION_KEY);
    }
    const status = toTransactionStatus(form);
    if (opts.onTransactionStatus) await opts.onTransactionStatus(status);
    else request.log.info({ txaction: status.txaction, txid: status.txid, reference: status.reference }, 'payone transaction status');
    return reply.code(200).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(TRANSACTION_STATUS_REPLY);
  });
}
