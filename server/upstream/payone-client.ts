// The Payone server API client (DESIGN §3.3, §7). Payone documents the server API as form-encoded POSTs to the
// post-gateway carrying mid, portalid, aid, key, api_version, encoding and mode, where `key` is "the payment
// portal key as MD5 value", and answers as `key=value` lines (docs.payone.com/integration/channel-server-api).
// The portal key is used only here: as MD5 for server calls and TransactionStatus checks, and as the HMAC-SHA384
// key of the client-API hash for the hosted card iframes. It is never part of an answer this module returns.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Pool } from 'undici';
import { isPayoneStatus, parsePayoneAnswer, type PayoneAnswerValues, type PayoneStatus } from '../../shared/payone/answer.js';
import { clientApiHashInput } from '../../shared/payone/client-api-hash.js';
import {
  PAYONE_API_VERSION,
  PAYONE_ENCODING,
  buildCreditCardCheckParams,
  type CreditCardCheckParams,
  type PayonePublicAccount,
} from '../../shared/payone/creditcardcheck.js';
import { buildPaymentParams, type PayonePaymentOrder } from '../../shared/payone/payment-request.js';
import type { PayoneAccount } from '../config.js';
import { UpstreamError } from './http-client.js';

const UPSTREAM = 'payone';
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);
/** Shown to the shopper when Payone declines without a customermessage of its own. */
export const PAYONE_FALLBACK_CUSTOMER_MESSAGE = 'The payment could not be completed. Please check your details or choose another payment method.';

export interface PayoneAnswer {
  status: PayoneStatus;
  values: PayoneAnswerValues;
  /** The answer's lines as Payone sent them. */
  text: string;
}

/** Payone answered status=ERROR: a declined payment or a request Payone refused, with its own error number. */
export class PayoneError extends Error {
  readonly code = 'ERR_PAYONE_ERROR';
  readonly errorCode: string;
  /** Payone's customermessage (in the request's `language`), or a generic text when it sent none. */
  readonly customerMessage: string;
  readonly answer: PayoneAnswer;

  constructor(answer: PayoneAnswer) {
    super(`Payone answered ERROR ${answer.values.errorcode ?? '?'}: ${answer.values.errormessage ?? 'no message'}`);
    this.name = 'PayoneError';
    this.errorCode = answer.values.errorcode ?? '';
    this.customerMessage = answer.values.customermessage || PAYONE_FALLBACK_CUSTOMER_MESSAGE;
    this.answer = answer;
  }
}

export type PayoneOrder = Omit<PayonePaymentOrder, 'request'>;
export type PayoneParams = Readonly<Record<string, string>>;

export interface PayoneClient {
  /** mid, portalid, aid and mode: public, safe to hand to the browser. */
  readonly account: PayonePublicAccount;
  /** Sends one server-API request; resolves with APPROVED/REDIRECT/PENDING/OK answers, throws PayoneError on ERROR. */
  request(params: PayoneParams): Promise<PayoneAnswer>;
  authorize(order: PayoneOrder): Promise<PayoneAnswer>;
  preauthorize(order: PayoneOrder): Promise<PayoneAnswer>;
  genericpayment(params: PayoneParams): Promise<PayoneAnswer>;
  /** The hosted-iframe creditcardcheck parameters with their hash; no network call. */
  creditCardCheck(): CreditCardCheckParams & { hash: string };
  /** Whether a TransactionStatus `key` is md5(portal key), compared in constant time. */
  verifyNotificationKey(key: string): boolean;
  close(): Promise<void>;
}

/** Payone's server-API `key`: the portal key as a lowercase MD5 hex digest. */
export function serverApiKey(portalKey: string): string {
  return createHash('md5').update(portalKey, 'utf8').digest('hex');
}

/** hash_hmac("sha384", protected values sorted by name, portal key), lowercase hex, as Payone's client API wants. */
export function clientApiHash(params: Readonly<Record<string, string>>, portalKey: string): string {
  return createHmac('sha384', portalKey).update(clientApiHashInput(params), 'utf8').digest('hex');
}

function errorCode(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  const cause = (error as { cause?: unknown }).cause;
  return cause ? errorCode(cause) : '';
}

function transportError(error: unknown): UpstreamError {
  const code = errorCode(error);
  if (TIMEOUT_CODES.has(code)) return new UpstreamError('ERR_UPSTREAM_TIMEOUT', UPSTREAM, 'payone did not answer in time', { cause: error });
  return new UpstreamError('ERR_UPSTREAM_UNAVAILABLE', UPSTREAM, `payone is unreachable (${code || 'error'})`, { cause: error });
}

function readAnswer(statusCode: number, text: string): PayoneAnswer {
  if (statusCode < 200 || statusCode >= 300) {
    throw new UpstreamError('ERR_UPSTREAM_STATUS', UPSTREAM, `payone answered with status ${statusCode}`, { status: statusCode });
  }
  const values = parsePayoneAnswer(text);
  if (!isPayoneStatus(values.status)) {
    throw new UpstreamError('ERR_UPSTREAM_BAD_FORMAT', UPSTREAM, 'payone answered without a known status line', { status: statusCode });
  }
  const answer: PayoneAnswer = { status: values.status, values, text };
  if (answer.status === 'ERROR') throw new PayoneError(answer);
  return answer;
}

export function createPayoneClient(account: Readonly<PayoneAccount>, opts: { timeoutMs: number }): PayoneClient {
  const url = new URL(account.url);
  // Payone's endpoint is https://api.pay1.de/post-gateway/ with its trailing slash; config strips it.
  const path = `${url.pathname.replace(/\/+$/, '')}/`;
  const pool = new Pool(url.origin, {
    connections: 16,
    connectTimeout: opts.timeoutMs,
    headersTimeout: opts.timeoutMs,
    bodyTimeout: opts.timeoutMs,
  });
  const accountParams = {
    mid: account.mid,
    portalid: account.portalId,
    aid: account.aid,
    key: serverApiKey(account.key),
    api_version: PAYONE_API_VERSION,
    encoding: PAYONE_ENCODING,
    mode: account.mode,
  };
  const expectedNotificationKey = Buffer.from(accountParams.key);

  async function request(params: PayoneParams): Promise<PayoneAnswer> {
    // Account parameters last, so no caller can send another merchant's identity or key.
    const body = new URLSearchParams({ ...params, ...accountParams }).toString();
    let statusCode: number;
    let text: string;
    // One deadline for the whole call on a native timer: undici's own header/body timeouts run on a coarse
    // (about one second) clock, too loose for a checkout waiting on a payment answer.
    const deadline = AbortSignal.timeout(opts.timeoutMs);
    try {
      const response = await pool.request({
        method: 'POST',
        path,
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', accept: 'text/plain' },
        body,
        signal: deadline,
      });
      statusCode = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      throw transportError(deadline.aborted ? { code: 'ETIMEDOUT', cause: error } : error);
    }
    return readAnswer(statusCode, text);
  }

  return {
    account: { mid: account.mid, portalId: account.portalId, aid: account.aid, mode: account.mode },
    request,
    authorize: (order) => request(buildPaymentParams({ ...order, request: 'authorization' })),
    preauthorize: (order) => request(buildPaymentParams({ ...order, request: 'preauthorization' })),
    genericpayment: (params) => request({ ...params, request: 'genericpayment' }),
    creditCardCheck() {
      const params = buildCreditCardCheckParams(account);
      return { ...params, hash: clientApiHash({ ...params }, account.key) };
    },
    verifyNotificationKey(key: string): boolean {
      const given = Buffer.from(key.toLowerCase());
      return given.length === expectedNotificationKey.length && timingSafeEqual(given, expectedNotificationKey);
    },
    close: () => pool.close(),
  };
}
