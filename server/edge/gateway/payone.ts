// Payone through the edge (spec 02 §7 "Payment provider", DESIGN §3.3): the hosted-iframe creditcardcheck
// parameters with their server-side hash, Klarna's start_session, the (pre)authorization right after the commerce
// backend accepted an order, and the TransactionStatus endpoint Payone calls. The portal key stays in the Payone
// client; no answer of these routes carries it. Without a Payone account every route answers 404, so the shop
// offers only its offline methods.
// Issue #13 item 1: what Payone is asked to charge comes from the server, never from the browser. Amount,
// currency, reference and customer of a (pre)authorization are the stored order's; a Klarna session's amount and
// basket are the server cart's. TransactionStatus is verified (key, then reference and amount against the order)
// and moves the order's payment state through the commerce backend.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestToken } from '../../../shared/api/access-token.js';
import { COMMERCE_ERRORS } from '../../../shared/commerce/error-codes.js';
import { addPaydataOf } from '../../../shared/payone/answer.js';
import { amountInMinorUnits, itemLinesFromTotals, type PayoneItemLine } from '../../../shared/payone/item-lines.js';
import { buildKlarnaSessionParams } from '../../../shared/payone/klarna-session.js';
import { PAYONE_METHODS, PAYONE_METHOD_CODES, buildRedirectUrls, type PayoneMethodCode, type RedirectUrls } from '../../../shared/payone/methods.js';
import { paymentOfOrder } from '../../../shared/payone/order-payment.js';
import { MAX_PAYMENT_ATTEMPTS, attemptStateOf, type AttemptOutcome, type AttemptView } from '../../../shared/payone/payment-attempt.js';
import {
  PayoneInputError,
  type PayoneCustomer,
  type PayonePaymentAdditional,
  type PayoneTransactionRequest,
} from '../../../shared/payone/payment-request.js';
import { TRANSACTION_STATUS_REPLY, parseFormBody, toTransactionStatus } from '../../../shared/payone/transaction-status.js';
import { STORE_CODES, getStoreView, type StoreCode } from '../../../shared/store-views.js';
import type { Config } from '../../config.js';
import { PAYONE_FALLBACK_CUSTOMER_MESSAGE, PayoneError, type PayoneClient } from '../../upstream/payone-client.js';
import type { CommerceAnswer, CommerceRefusal, PayoneCommerce } from '../../upstream/payone-commerce.js';

export const PAYONE_NOT_CONFIGURED = 'Payone is not configured';
export const INVALID_NOTIFICATION_KEY = 'Invalid key';

export interface PayoneRoutesOptions {
  config: Readonly<Pick<Config, 'publicUrl'>>;
  client: PayoneClient | null;
  /** The stored orders and carts the amounts come from, and where notifications are recorded. */
  commerce: PayoneCommerce;
  /** authorization charges at once; preauthorization only reserves and needs a capture later. */
  transactionRequest?: PayoneTransactionRequest;
}

const ROUTES = ['/api/payone/creditcardcheck', '/api/payone/genericpayment', '/api/payone/authorize', '/api/payone/status'] as const;
const FORM = 'application/x-www-form-urlencoded';
const FORM_BODY_LIMIT = 64 * 1024;

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max });
const customerSchema = {
  type: 'object',
  additionalProperties: false,
  required: [],
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
const storeSchema = { enum: STORE_CODES };
/** The order answer's paymentToken (base64url of 32 random bytes). */
const paymentTokenSchema = { type: 'string', minLength: 16, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' };

/**
 * Klarna's start_session. The browser names the cart (cartId, and its token for a customer's cart); amount,
 * currency and item lines are the server cart's. Spec 02 §7's amount, currency and items, when a client still
 * sends them, are dropped by the schema (Fastify's Ajv removes properties a schema does not list) and never read.
 */
const genericPaymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['request', 'add_paydata', 'country', 'financingtype', 'successurl', 'errorurl', 'backurl'],
  properties: {
    request: { const: 'genericpayment' },
    add_paydata: { type: 'object', required: ['action'], properties: { action: { const: 'start_session' } } },
    cartId: text(255),
    // Or, to pay again for an order placed already: the order and the checkout's payment token.
    orderNumber: text(32),
    paymentToken: paymentTokenSchema,
    country: { type: 'string', pattern: '^[A-Z]{2}$' },
    financingtype: { enum: ['KIS', 'KIV'] },
    successurl: text(255),
    errorurl: text(255),
    backurl: text(255),
    customer: customerSchema,
    store: storeSchema,
  },
};

/**
 * The (pre)authorization of a placed order: the order number, the method and its card/IBAN/Klarna data, nothing
 * else. An amount, currency, reference or customer a client still sends is dropped by the schema and never read.
 */
const authorizeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['orderNumber', 'paymentToken', 'method'],
  properties: {
    orderNumber: text(32),
    paymentToken: paymentTokenSchema,
    // 1 for the payment right after the order; the next number when the shopper pays again (back from PayPal …).
    attempt: { type: 'integer', minimum: 1, maximum: MAX_PAYMENT_ATTEMPTS },
    method: { enum: PAYONE_METHOD_CODES },
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
    store: storeSchema,
  },
};

interface GenericPaymentBody extends RedirectUrls {
  cartId?: string;
  orderNumber?: string;
  paymentToken?: string;
  country: string;
  financingtype: 'KIS' | 'KIV';
  customer?: Partial<PayoneCustomer>;
  store?: StoreCode;
}

interface AuthorizeBody {
  orderNumber: string;
  paymentToken: string;
  attempt?: number;
  method: PayoneMethodCode;
  paymentAdditional?: PayonePaymentAdditional;
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

const commerceRefusal = (reply: FastifyReply, code: 'ERR_PAYMENT_IN_PROGRESS' | 'ERR_PAYMENT_ATTEMPT', field: string) =>
  sendEnvelope(reply, COMMERCE_ERRORS[code].status, COMMERCE_ERRORS[code].message, { errorCode: code, field });

/** A repeated call of an attempt: what Payone answered the first call, never a second request to Payone. */
function replayAttempt(reply: FastifyReply, attempt: AttemptView): FastifyReply {
  switch (attempt.state) {
    case 'started':
      return commerceRefusal(reply, 'ERR_PAYMENT_IN_PROGRESS', 'orderNumber');
    case 'unknown':
      return commerceRefusal(reply, 'ERR_PAYMENT_ATTEMPT', 'attempt');
    case 'error':
      return sendEnvelope(reply, 402, attempt.customerMessage || PAYONE_FALLBACK_CUSTOMER_MESSAGE, { status: 'ERROR', errorcode: attempt.errorCode ?? '' });
    default: {
      const status = attempt.state === 'approved' ? 'APPROVED' : attempt.state === 'redirect' ? 'REDIRECT' : 'PENDING';
      return sendEnvelope(reply, 200, { status, txid: attempt.txid ?? undefined, ...(attempt.redirecturl ? { redirecturl: attempt.redirecturl } : {}), attempt: attempt.attempt });
    }
  }
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

/** A commerce refusal passed on as it came (its status and envelope: unknown cart 404, expired token 401 …). */
const passOn = (reply: FastifyReply, refusal: CommerceRefusal) => reply.code(refusal.status).header('cache-control', 'no-store').send(refusal.envelope);

function tokenOf(request: FastifyRequest): string | null {
  const token = requestToken(request.headers.authorization, (request.query as Record<string, unknown> | undefined)?.token);
  if (token === 'conflict') throw new PayoneInputError('authorization', 'names another token than the token query parameter');
  if (token === 'malformed') throw new PayoneInputError('token', 'may hold visible ASCII characters only');
  return token;
}

export async function payoneRoutes(app: FastifyInstance, opts: PayoneRoutesOptions): Promise<void> {
  registerFormParser(app);
  const client = opts.client;
  if (!client) return registerNotConfigured(app);
  const { commerce } = opts;
  const publicUrl = opts.config.publicUrl;
  const transactionRequest = opts.transactionRequest ?? 'authorization';

  app.post('/api/payone/creditcardcheck', async (_request, reply) => sendEnvelope(reply, 200, client.creditCardCheck()));

  app.post<{ Body: GenericPaymentBody }>('/api/payone/genericpayment', { schema: { body: genericPaymentSchema } }, async (request, reply) => {
    const body = request.body;
    const foreign = foreignUrlField(body, publicUrl);
    if (foreign) return badInput(reply, foreign, `must be a URL of this shop (${publicUrl})`);
    if (body.orderNumber && !body.paymentToken) return badInput(reply, 'paymentToken', 'is required with orderNumber');
    if (!body.orderNumber && !body.cartId) return badInput(reply, 'cartId', 'is required (or orderNumber and paymentToken)');
    return answerPayone(reply, async () => {
      const basket = await klarnaBasket(body, request);
      if (!basket.ok) return basket.refusal.status === 404 && body.orderNumber ? badInput(reply, 'orderNumber', 'is not a known order') : passOn(reply, basket.refusal);
      const { successurl, errorurl, backurl } = body;
      const params = buildKlarnaSessionParams({
        ...basket.value,
        country: body.country,
        financingtype: body.financingtype,
        customer: body.customer,
        redirectUrls: { successurl, errorurl, backurl },
        language: body.store && getStoreView(body.store).language,
      });
      const answer = await client.genericpayment(params);
      const paydata = addPaydataOf(answer.values);
      return sendEnvelope(reply, 200, { answer: answer.text, status: answer.status, workorderid: answer.values.workorderid, clientToken: paydata.client_token });
    });
  });

  /** The amount and lines a Klarna session is opened for: the server cart's, or those of the order paid again. */
  async function klarnaBasket(body: GenericPaymentBody, request: FastifyRequest): Promise<CommerceAnswer<{ amount: number; currency: string; items: PayoneItemLine[] }>> {
    if (body.orderNumber) {
      const order = await commerce.checkedPaymentOrder(body.orderNumber, body.paymentToken!, request.id);
      if (!order.ok) return order;
      const payment = paymentOfOrder(order.value);
      return { ok: true, value: { amount: payment.amount, currency: payment.currency, items: payment.items } };
    }
    const cart = await commerce.cartTotals(body.cartId!, tokenOf(request), request.id);
    if (!cart.ok) return cart;
    const totals = cart.value;
    return { ok: true, value: { amount: amountInMinorUnits(totals.grand_total), currency: totals.quote_currency_code ?? 'EUR', items: itemLinesFromTotals(totals) } };
  }

  /** Records Payone's answer to an attempt; a failure to record is logged (the attempt then goes stale), never the shopper's. */
  async function record(request: FastifyRequest, orderNumber: string, attempt: number, outcome: AttemptOutcome): Promise<void> {
    try {
      const recorded = await commerce.recordAttemptOutcome(orderNumber, attempt, outcome, request.id);
      if (!recorded.ok) request.log.error({ orderNumber, attempt, status: recorded.refusal.status }, 'payment attempt outcome refused');
    } catch (error) {
      request.log.error({ err: error, orderNumber, attempt }, 'payment attempt outcome not recorded');
    }
  }

  app.post<{ Body: AuthorizeBody }>('/api/payone/authorize', { schema: { body: authorizeSchema } }, async (request, reply) => {
    const body = request.body;
    const attemptNumber = body.attempt ?? 1;
    // The attempt is claimed before Payone is asked: a parallel or repeated call of the same attempt gets the first
    // call's answer (or "in progress") and never reaches Payone again.
    const started = await commerce.startAttempt(body.orderNumber, { paymentToken: body.paymentToken, method: body.method, attempt: attemptNumber }, request.id);
    if (!started.ok) {
      if (started.refusal.status === 404) return badInput(reply, 'orderNumber', 'is not a known order');
      return passOn(reply, started.refusal);
    }
    const { fresh, attempt, order } = started.value;
    if (!fresh) return replayAttempt(reply, attempt);
    const payment = paymentOfOrder(order);
    const store = getStoreView(body.store ?? (STORE_CODES.includes(order.storeCode as StoreCode) ? (order.storeCode as StoreCode) : 'main'));
    try {
      const payoneOrder = {
        method: body.method,
        reference: payment.reference,
        amount: payment.amount,
        currency: payment.currency,
        customer: payment.customer,
        paymentAdditional: body.paymentAdditional,
        // Klarna needs the basket; the other methods are sent without lines.
        items: PAYONE_METHODS[body.method].clearingtype === 'fnc' ? payment.items : undefined,
        redirectUrls: buildRedirectUrls(publicUrl, store.prefix),
        language: store.language,
      };
      const answer = transactionRequest === 'authorization' ? await client.authorize(payoneOrder) : await client.preauthorize(payoneOrder);
      const { status, txid, userid, redirecturl } = answer.values;
      await record(request, body.orderNumber, attemptNumber, { state: attemptStateOf(status), ...(txid ? { txid } : {}), ...(redirecturl ? { redirecturl } : {}) });
      return sendEnvelope(reply, 200, { status, txid, userid, ...(redirecturl ? { redirecturl } : {}), attempt: attemptNumber });
    } catch (error) {
      if (error instanceof PayoneInputError) {
        // Refused before anything was sent: the attempt's number may be used again once the shopper fixed it.
        await record(request, body.orderNumber, attemptNumber, { state: 'invalid' });
        return badInput(reply, error.field, error.problem);
      }
      if (error instanceof PayoneError) {
        await record(request, body.orderNumber, attemptNumber, { state: 'error', errorCode: error.errorCode.slice(0, 32), customerMessage: error.customerMessage.slice(0, 500) });
        return declined(reply, error);
      }
      // No answer came: Payone may or may not have it; the shopper can pay again with the next attempt.
      await record(request, body.orderNumber, attemptNumber, { state: 'unknown' });
      throw error;
    }
  });

  app.post<{ Body: Record<string, string> }>('/api/payone/status', async (request, reply) => {
    const form = typeof request.body === 'object' && request.body !== null ? request.body : {};
    const ownPortal = !form.portalid || form.portalid === client.account.portalId;
    if (!client.verifyNotificationKey(form.key ?? '') || !ownPortal) {
      request.log.warn({ portalid: form.portalid }, 'payone notification with a wrong key or portal refused');
      return sendEnvelope(reply, 403, INVALID_NOTIFICATION_KEY);
    }
    const status = toTransactionStatus(form);
    const logged = { txaction: status.txaction, txid: status.txid, reference: status.reference, price: status.values.price, currency: status.currency };
    const recorded = await commerce.recordTransactionStatus(status, request.id);
    if (!recorded.ok) {
      // Not TSOK: Payone sends it again for a while, and the operators see why in the log.
      request.log.warn({ ...logged, status: recorded.refusal.status, answer: recorded.refusal.envelope.result }, 'payone notification refused');
      return passOn(reply, recorded.refusal);
    }
    request.log.info({ ...logged, paymentState: recorded.value.paymentState, changed: recorded.value.changed }, 'payone transaction status');
    return reply.code(200).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(TRANSACTION_STATUS_REPLY);
  });
}
