// One undici Pool per upstream replica (replica-set.ts), JSON in and out. Every way an upstream call can go wrong
// becomes an UpstreamError with a stable code, so the edge's error handler maps it to 502/504 without ever leaking
// the upstream's raw answer (STYLE: "a client turns timeouts and non-2xx answers into a typed upstream error").
// A call that never reached a replica (refused, no connection in time) moves to the next one; one that may have
// reached it moves only when it is safe to repeat (`idempotent`) and the replica gave no answer (a reset).
import type { Dispatcher } from 'undici';
import { BAD_CONTENT_TYPE, WRONG_RESPONSE_FORMAT } from '../../shared/api/envelope.js';
import { DRAINING_HEADER } from '../runtime/drain.js';
import { BACKEND_TOKEN_HEADER } from '../runtime/backend-token.js';
import { recordUpstreamCall } from '../runtime/metrics/metrics.js';
import { ReplicaSet, type Replica } from './replica-set.js';

export type UpstreamErrorCode =
  | 'ERR_UPSTREAM_TIMEOUT'
  | 'ERR_UPSTREAM_UNAVAILABLE'
  | 'ERR_UPSTREAM_BAD_CONTENT_TYPE'
  | 'ERR_UPSTREAM_BAD_FORMAT'
  | 'ERR_UPSTREAM_STATUS';

export class UpstreamError extends Error {
  readonly code: UpstreamErrorCode;
  /** Name of the upstream ('catalog', 'commerce' …), for logs. */
  readonly upstream: string;
  /** HTTP status the upstream answered with, when it answered. */
  readonly status?: number;

  constructor(code: UpstreamErrorCode, upstream: string, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'UpstreamError';
    this.code = code;
    this.upstream = upstream;
    this.status = options.status;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';
export type QueryValue = string | number | boolean | undefined | null;

export interface JsonRequest {
  method: HttpMethod;
  /** Path below the upstream's base URL, starting with '/'. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Statuses that count as an answer (default 2xx); anything else becomes ERR_UPSTREAM_STATUS. */
  acceptStatus?: (status: number) => boolean;
  /**
   * Safe to send again: a call whose connection was reset before any answer is repeated (on another replica when
   * there is one). Calls that never reached a replica move on whatever this says.
   */
  idempotent?: boolean;
  /** Overrides the client's timeout for this call (readiness probes use a shorter one). */
  timeoutMs?: number;
}

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  /** The body exactly as received, so a gateway can pass it on without serialising it again. */
  text: string;
  /** The upstream's Retry-After, passed on with a 503 it answered itself. */
  retryAfter?: string;
}

export interface HttpClientOptions {
  /** Short name for errors and logs. */
  name: string;
  /**
   * Base URL; may carry a path prefix and user:password credentials (sent as Basic auth). Several replicas of one
   * upstream: their URLs separated by commas.
   */
  baseUrl: string;
  timeoutMs: number;
  connections?: number;
  /** The backend tier's shared secret, sent on every call (server/runtime/backend-token.ts). */
  backendToken?: string | null;
}

const DEFAULT_CONNECTIONS = 64;
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);
/** The call never reached the replica: it is safe to send it to another one, whatever it does. */
const UNREACHED_CODES = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CLOSED', 'UND_ERR_DESTROYED']);
/** The connection broke before an answer: the replica may or may not have acted on the call. */
const RESET_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);
const acceptSuccess = (status: number): boolean => status >= 200 && status < 300;

/** How a failed attempt may go on: to another replica at once, only when the call is idempotent, or not at all. */
type Attempt = { error: UpstreamError; retry: 'always' | 'idempotent' | 'never'; replicaFailed: boolean };

export class HttpJsonClient {
  readonly name: string;
  private readonly replicas: ReplicaSet;
  private readonly timeoutMs: number;
  private readonly backendToken: string | null;

  constructor(options: HttpClientOptions) {
    this.backendToken = options.backendToken ?? null;
    this.name = options.name;
    this.timeoutMs = options.timeoutMs;
    this.replicas = new ReplicaSet(options.name, options.baseUrl, { connections: options.connections ?? DEFAULT_CONNECTIONS, timeoutMs: options.timeoutMs });
  }

  /** True when the base URL carries credentials, sent as Basic auth in the Authorization header. */
  get usesBasicAuth(): boolean {
    return this.replicas.replicas.some((replica) => replica.authorization !== undefined);
  }

  async request<T = unknown>(req: JsonRequest): Promise<JsonResponse<T>> {
    const started = performance.now();
    try {
      const response = await this.sendWithFailover<T>(req);
      recordUpstreamCall(this.name, (performance.now() - started) / 1000, null);
      return response;
    } catch (error) {
      recordUpstreamCall(this.name, (performance.now() - started) / 1000, error instanceof UpstreamError ? error.code : 'ERR_UPSTREAM_UNAVAILABLE');
      throw error;
    }
  }

  /**
   * Sends to one replica after another until one answers or the call may not go on. With one replica, a reset
   * idempotent call is sent to it once more (a kept-alive connection it had just closed).
   */
  private async sendWithFailover<T>(req: JsonRequest): Promise<JsonResponse<T>> {
    const tried = new Set<Replica>();
    let resentToSame = false;
    for (;;) {
      const replica = this.replicas.pick(tried)!;
      tried.add(replica);
      const outcome = await this.attempt<T>(replica, req);
      if (!('error' in outcome)) return outcome.response;
      if (outcome.replicaFailed) this.replicas.failed(replica);
      const mayGoOn = outcome.retry === 'always' || (outcome.retry === 'idempotent' && req.idempotent === true);
      if (!mayGoOn) throw outcome.error;
      if (tried.size >= this.replicas.replicas.length) {
        if (resentToSame || this.replicas.replicas.length > 1 || outcome.retry !== 'idempotent') throw outcome.error;
        resentToSame = true;
        tried.clear();
      }
    }
  }

  private async attempt<T>(replica: Replica, req: JsonRequest): Promise<{ response: JsonResponse<T> } | Attempt> {
    try {
      return { response: await this.send<T>(replica, req) };
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const code = errorCode(error.cause);
      if (error.status !== undefined) return { error, retry: 'never', replicaFailed: false };
      if (UNREACHED_CODES.has(code)) return { error, retry: 'always', replicaFailed: true };
      if (RESET_CODES.has(code)) return { error, retry: 'idempotent', replicaFailed: false };
      // No answer in time: the replica is stuck or gone. Another one is asked only for a read (the time is spent).
      return { error, retry: 'never', replicaFailed: error.code === 'ERR_UPSTREAM_TIMEOUT' };
    }
  }

  async close(): Promise<void> {
    await this.replicas.close();
  }

  private async send<T>(replica: Replica, req: JsonRequest): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
    if (replica.authorization) headers.authorization = replica.authorization;
    if (this.backendToken) headers[BACKEND_TOKEN_HEADER] = this.backendToken;
    let payload: string | undefined;
    if (req.body !== undefined) {
      payload = JSON.stringify(req.body);
      headers['content-type'] = 'application/json';
    }
    // undici's header and body timers tick about once a second, so a native deadline bounds the whole call
    // (connect, headers and body) at the timeout itself. It is cleared when the call ends: AbortSignal.timeout's
    // would still fire seconds later and build and dispatch an abort for every finished call.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), req.timeoutMs ?? this.timeoutMs);
    timer.unref();
    const deadline = controller.signal;
    try {
      let response: Dispatcher.ResponseData;
      try {
        response = await replica.pool.request({
          method: req.method,
          path: replica.basePath + req.path + buildQueryString(req.query),
          headers,
          body: payload,
          signal: deadline,
        });
      } catch (error) {
        throw this.transportError(error, deadline);
      }
      // A replica that got SIGTERM says so on every answer: this one counts, the next calls go elsewhere.
      this.replicas.answered(replica, response.headers[DRAINING_HEADER] !== undefined);
      return await this.readJson<T>(response, req.acceptStatus ?? acceptSuccess, deadline);
    } finally {
      clearTimeout(timer);
    }
  }

  private async readJson<T>(
    response: Dispatcher.ResponseData,
    acceptStatus: (s: number) => boolean,
    deadline: AbortSignal,
  ): Promise<JsonResponse<T>> {
    const { statusCode, headers, body } = response;
    if (!acceptStatus(statusCode)) {
      await body.dump().catch(() => undefined);
      throw new UpstreamError('ERR_UPSTREAM_STATUS', this.name, `${this.name} answered with status ${statusCode}`, { status: statusCode });
    }
    const contentType = String(headers['content-type'] ?? '');
    if (!isJsonContentType(contentType)) {
      await body.dump().catch(() => undefined);
      throw new UpstreamError('ERR_UPSTREAM_BAD_CONTENT_TYPE', this.name, BAD_CONTENT_TYPE, { status: statusCode });
    }
    let text: string;
    try {
      text = await body.text();
    } catch (error) {
      throw this.transportError(error, deadline);
    }
    try {
      const retryAfter = headers['retry-after'];
      return { status: statusCode, body: JSON.parse(text) as T, text, ...(typeof retryAfter === 'string' ? { retryAfter } : {}) };
    } catch (error) {
      throw new UpstreamError('ERR_UPSTREAM_BAD_FORMAT', this.name, WRONG_RESPONSE_FORMAT, { status: statusCode, cause: error });
    }
  }

  private transportError(error: unknown, deadline: AbortSignal): UpstreamError {
    if (error instanceof UpstreamError) return error;
    const code = errorCode(error);
    if (deadline.aborted || TIMEOUT_CODES.has(code)) {
      return new UpstreamError('ERR_UPSTREAM_TIMEOUT', this.name, `${this.name} did not answer in time`, { cause: error });
    }
    return new UpstreamError('ERR_UPSTREAM_UNAVAILABLE', this.name, `${this.name} is unreachable (${code || 'error'})`, { cause: error });
  }
}

/** Raised by clients when a JSON answer does not have the shape the contract promises (spec 01 §8). */
export function wrongFormat(upstream: string, status?: number): UpstreamError {
  return new UpstreamError('ERR_UPSTREAM_BAD_FORMAT', upstream, WRONG_RESPONSE_FORMAT, { status });
}

export function isJsonContentType(contentType: string): boolean {
  const type = contentType.split(';', 1)[0].trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

export function buildQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function errorCode(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  const cause = (error as { cause?: unknown }).cause;
  return cause ? errorCode(cause) : '';
}
