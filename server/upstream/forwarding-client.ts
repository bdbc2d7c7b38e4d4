// A client for upstreams that speak the public envelope contract (commerce, mail, newsletter: DESIGN §3.3).
// The edge forwards the shopper's call unchanged and passes the upstream's status and envelope back: 4xx answers
// are the upstream's own verdict (wrong password, out of stock) and go through; 5xx and anything that is not a
// JSON envelope become an UpstreamError, so no raw upstream failure reaches the browser.
import { isEnvelope, type Envelope } from '../../shared/api/envelope.js';
import { authorizationHeader } from '../../shared/api/access-token.js';
import { HttpJsonClient, wrongFormat, type HttpMethod, type QueryValue } from './http-client.js';

export interface ForwardRequest {
  method: HttpMethod;
  /** The public path, e.g. '/api/cart/pull'; the upstream serves the same paths. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Propagated as x-request-id so both sides' logs can be joined. */
  requestId?: string;
  /** The shopper's access token, sent as `Authorization: Bearer` (never in the URL, issue #13 item 8). */
  token?: string | null;
  /** Safe to send again after a broken connection (GETs always are; see ForwardedRoute.idempotent). */
  idempotent?: boolean;
  /** Further headers for the upstream (the log-in's known-device token). */
  headers?: Record<string, string>;
}

export interface ForwardResponse {
  status: number;
  envelope: Envelope<unknown>;
  /** The envelope as received, to pass on without serialising it again. */
  text: string;
  retryAfter?: string;
}

export interface ForwardingClientOptions {
  name: string;
  baseUrl: string;
  timeoutMs: number;
  backendToken?: string | null;
}

/** 503 too: the upstream's own "try again shortly" (its database is away), with a Retry-After worth passing on. */
const answeredByUpstream = (status: number): boolean => (status >= 200 && status < 500) || status === 503;

export class ForwardingClient {
  readonly name: string;
  private readonly http: HttpJsonClient;

  constructor(options: ForwardingClientOptions) {
    this.name = options.name;
    this.http = new HttpJsonClient({ name: options.name, baseUrl: options.baseUrl, timeoutMs: options.timeoutMs, backendToken: options.backendToken });
  }

  async forward(req: ForwardRequest): Promise<ForwardResponse> {
    const headers: Record<string, string> = { ...req.headers, ...(req.requestId ? { 'x-request-id': req.requestId } : {}), ...authorizationHeader(req.token) };
    const response = await this.http.request({
      method: req.method,
      path: req.path,
      // An upstream URL with credentials takes the Authorization header for its Basic auth; the token then has
      // only the query string left (the contract's way).
      query: req.token && this.http.usesBasicAuth ? { ...req.query, token: req.token } : req.query,
      body: req.body,
      headers,
      acceptStatus: answeredByUpstream,
      idempotent: req.method === 'GET' || req.idempotent === true,
    });
    if (!isEnvelope(response.body)) throw wrongFormat(this.name, response.status);
    return { status: response.status, envelope: response.body, text: response.text, ...(response.retryAfter ? { retryAfter: response.retryAfter } : {}) };
  }

  /** Readiness probe: any answer below 500 on `path` shows the upstream is up, whatever its verdict. */
  async ping(path: string, timeoutMs: number): Promise<void> {
    await this.http.request({ method: 'GET', path, timeoutMs, acceptStatus: (s) => s < 500, idempotent: true });
  }

  close(): Promise<void> {
    return this.http.close();
  }
}
