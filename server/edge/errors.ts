// The edge's one error handler (STYLE: typed errors map to HTTP in one place). Bad input → 400 naming the field;
// an upstream that cannot be reached → 503 with Retry-After (ERR_SERVICE_UNAVAILABLE, as the backend says when its
// database is away), one that timed out → 504, one that answered nonsense → 502; anything else → a generic 500
// logged with the request id. Bodies are the API envelope under /api and elsewhere a small page in the store
// view's language; a stack trace never leaves the process.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getTranslator } from '../../shared/i18n/index.js';
import { storeViewFromPath } from '../../shared/store-views.js';
import { NOT_FINITE_TEXT } from '../http/number-rules.js';
import { UpstreamError } from '../upstream/http-client.js';
import { renderErrorDocument } from './ssr/document.js';

/** Bad input found by a handler rather than by a schema; `field` names what to fix. */
export class BadInputError extends Error {
  readonly statusCode = 400;
  readonly code = 'ERR_BAD_INPUT';
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`${field} ${problem}`);
  }
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

export const UNAVAILABLE_TEXT = 'The service is temporarily unavailable, please try again shortly';
export const TIMEOUT_TEXT = 'The service took too long to answer, please try again shortly';
export const INTERNAL_TEXT = 'Internal error';
export const NOT_FOUND_TEXT = 'Not found';
/** Seconds a client should wait after a 503 for an unreachable upstream (a backend restart takes a few). */
export const UPSTREAM_RETRY_AFTER_SECONDS = 5;
/** What a shopper reads on a page the edge could not build because an upstream failed (translated per store view). */
const PAGE_UNAVAILABLE_TEXT = 'This page could not be shown just now. Please try again in a moment.';

interface UpstreamAnswer {
  status: number;
  text: string;
  meta: Record<string, unknown>;
  retryAfterSeconds?: number;
}

/** How an upstream failure is told to the caller: unreachable is "try again shortly", not a broken gateway. */
export function upstreamAnswer(error: UpstreamError): UpstreamAnswer {
  if (error.code === 'ERR_UPSTREAM_UNAVAILABLE') {
    return { status: 503, text: UNAVAILABLE_TEXT, meta: { errorCode: 'ERR_SERVICE_UNAVAILABLE', code: error.code }, retryAfterSeconds: UPSTREAM_RETRY_AFTER_SECONDS };
  }
  if (error.code === 'ERR_UPSTREAM_TIMEOUT') return { status: 504, text: TIMEOUT_TEXT, meta: { code: error.code } };
  return { status: 502, text: UNAVAILABLE_TEXT, meta: { code: error.code } };
}

/** 'querystring' + {instancePath:'/cartItem/qty'} → 'cartItem.qty'; a required property names itself. */
export function describeValidation(issues: readonly ValidationIssue[], context: string | undefined): { field: string; problem: string } {
  const issue = issues[0];
  let field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  let problem = issue.message ?? 'is invalid';
  const join = (name: unknown) => (field ? `${field}.${String(name)}` : String(name));
  if (issue.keyword === 'required') {
    field = join(issue.params.missingProperty);
    problem = 'is required';
  } else if (issue.keyword === 'additionalProperties') {
    field = join(issue.params.additionalProperty);
    problem = 'is not allowed';
  } else if (issue.keyword === 'finite') {
    problem = NOT_FINITE_TEXT;
  } else if (issue.keyword === 'enum' && Array.isArray(issue.params.allowedValues)) {
    problem = `must be one of ${issue.params.allowedValues.join(', ')}`;
  }
  return { field: field || context || 'request', problem };
}

function wantsEnvelope(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/') || !(request.headers.accept ?? '').includes('text/html');
}

function sendError(request: FastifyRequest, reply: FastifyReply, status: number, text: string, meta?: Record<string, unknown>) {
  reply.code(status).header('cache-control', 'no-store');
  if (wantsEnvelope(request)) return reply.send(meta ? { code: status, result: text, meta } : { code: status, result: text });
  return reply.type('text/html; charset=utf-8').send(errorPage(status, text));
}

/** A page request whose upstream failed: the shop's small error document in the store view's language. */
function sendUpstreamFailurePage(request: FastifyRequest, reply: FastifyReply, status: number): FastifyReply {
  const { store } = storeViewFromPath(request.url.split('?', 1)[0]);
  const text = getTranslator(store.language)(PAGE_UNAVAILABLE_TEXT);
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(renderErrorDocument(store.code, text));
}

function errorPage(status: number, text: string): string {
  const safe = text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${status}</title></head><body><h1>${status}</h1><p>${safe}</p><p><a href="/">Home</a></p></body></html>`;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | UpstreamError | BadInputError, request, reply) => {
    if ('validation' in error && Array.isArray(error.validation) && error.validation.length > 0) {
      const { field, problem } = describeValidation(error.validation as ValidationIssue[], error.validationContext);
      return sendError(request, reply, 400, `${field} ${problem}`, { field });
    }
    if (error instanceof BadInputError) return sendError(request, reply, 400, error.message, { field: error.field });
    if (error instanceof UpstreamError) {
      request.log.warn({ upstream: error.upstream, code: error.code, status: error.status, err: error.cause ?? error }, 'upstream failed');
      const answer = upstreamAnswer(error);
      if (answer.retryAfterSeconds) reply.header('retry-after', String(answer.retryAfterSeconds));
      if (!wantsEnvelope(request)) return sendUpstreamFailurePage(request, reply, answer.status);
      return sendError(request, reply, answer.status, answer.text, answer.meta);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return sendError(request, reply, status, error.message);
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, status >= 500 && status < 600 ? status : 500, INTERNAL_TEXT);
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, NOT_FOUND_TEXT));
}
