// One undici Pool per upstream origin, JSON in and out. Every way an upstream call can go wrong becomes an
// UpstreamError with a stable code, so the edge's error handler maps it to 502/504 without ever leaking the
// upstream's raw answer (STYLE: "a client turns timeouts and non-2xx answers into a typed upstream error").
import { Pool } from 'undici';
import { BAD_CONTENT_TYPE, WRONG_RESPONSE_FORMAT } from '../../shared/api/envelope.js';
import { recordUpstreamCall } from '../runtime/metrics/metrics.js';

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
  /** Retry once on a reset keep-alive connection; only for idempotent calls. */
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
  /** Base URL; may carry a path prefix and user:password credentials (sent as Basic auth). */
  baseUrl: string;
  timeoutMs: number;
  connections?: number;
}

const DEFAULT_CONNECTIONS = 64;
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);
const RETRYABLE_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);
const acceptSuccess = (status: number): boolean => status >= 200 && status < 300;

export class HttpJsonClient {
  readonly name: string;
  private readonly pool: Pool;
  private readonly basePath: string;
  private readonly authorization?: string;
  private readonly timeoutMs: number;

  constructor(options: HttpClientOptions) {
    const url = new URL(options.baseUrl);
    this.name = options.name;
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs;
    if (url.username) {
      const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
      this.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
    }
    this.pool = new Pool(url.origin, {
      connections: options.connections ?? DEFAULT_CONNECTIONS,
      connectTimeout: options.timeoutMs,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
      keepAliveTimeout: 10_000,
    });
  }

  /** True when the base URL carries credentials, sent as Basic auth in the Authorization header. */
  get usesBasicAuth(): boolean {
    return this.authorization !== undefined;
  }

  async request<T = unknown>(req: JsonRequest): Promise<JsonResponse<T>> {
    const started = performance.now();
    try {
      const response = await this.sendWithRetry<T>(req);
      recordUpstreamCall(this.name, (performance.now() - started) / 1000, null);
      return response;
    } catch (error) {
      recordUpstreamCall(this.name, (performance.now() - started) / 1000, error instanceof UpstreamError ? error.code : 'ERR_UPSTREAM_UNAVAILABLE');
      throw error;
    }
  }

  private async sendWithRetry<T>(req: JsonRequest): Promise<JsonResponse<T>> {
    try {
      return await this.send<T>(req);
    } catch (error) {
      if (req.idempotent && RETRYABLE_CODES.has(errorCode(error))) return this.send<T>(req);
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  private async send<T>(req: JsonRequest): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
    if (this.authorization) headers.authorization = this.authorization;
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
      let response: Awaited<ReturnType<Pool['request']>>;
      try {
        response = await this.pool.request({
          method: req.method,
          path: this.basePath + req.path + buildQueryString(req.query),
          headers,
          body: payload,
          signal: deadline,
        });
      } catch (error) {
        throw this.transportError(error, deadline);
      }
      return await this.readJson<T>(response, req.acceptStatus ?? acceptSuccess, deadline);
    } finally {
      clearTimeout(timer);
    }
  }

  private async readJson<T>(
    response: Awaited<ReturnType<Pool['request']>>,
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
